import { MemoryStore, type Store } from 'express-rate-limit';
import { tooManyAttempts } from '../../domain/errors.js';

const MINUTE = 60_000;

/**
 * Limits on the account doors, counted in the service layer so that REST and GraphQL share
 * them (docs/decisions/013). Counters live in express-rate-limit's MemoryStore, per instance,
 * as decision 005 explains; a shared Store can replace it without touching callers.
 */
export const ACCOUNT_LIMIT_RULES = {
  /** Every login attempt from one address. */
  loginPerIp: { windowMs: 15 * MINUTE, limit: 30 },
  /** Wrong passwords for one account, from anywhere; a success clears them. */
  loginFailuresPerAccount: { windowMs: 15 * MINUTE, limit: 5 },
  registrationPerIp: { windowMs: 60 * MINUTE, limit: 5 },
  resetRequestPerIp: { windowMs: 15 * MINUTE, limit: 5 },
  resetRequestPerAccount: { windowMs: 15 * MINUTE, limit: 3 },
  /** New-password submissions from one address (each code also allows only 5 tries). */
  resetCompletePerIp: { windowMs: 15 * MINUTE, limit: 20 },
} as const;

export type AccountLimitName = keyof typeof ACCOUNT_LIMIT_RULES;

class Limit {
  private readonly store: Store;

  constructor(
    private readonly rule: { windowMs: number; limit: number },
    private readonly enabled: boolean,
  ) {
    const store = new MemoryStore();
    store.init({ windowMs: rule.windowMs } as Parameters<MemoryStore['init']>[0]);
    this.store = store;
  }

  /** Counts one attempt; throws 429 once the limit is passed. */
  async hit(key: string): Promise<void> {
    if (!this.enabled) return;
    const { totalHits, resetTime } = await this.store.increment(key);
    if (totalHits > this.rule.limit)
      throw tooManyAttempts((resetTime?.getTime() ?? Date.now() + this.rule.windowMs) - Date.now());
  }

  /** Throws 429 when the limit is already used up, without counting. */
  async check(key: string): Promise<void> {
    if (!this.enabled) return;
    const info = await this.store.get?.(key);
    if (info && info.totalHits >= this.rule.limit) {
      throw tooManyAttempts((info.resetTime?.getTime() ?? Date.now() + this.rule.windowMs) - Date.now());
    }
  }

  async reset(key: string): Promise<void> {
    await this.store.resetKey(key);
  }

  shutdown(): void {
    void this.store.shutdown?.();
  }
}

export type AccountLimits = Record<AccountLimitName, Limit>;

/** One set of limits per app; `enabled` is false only in tests that are not about limits. */
export function createAccountLimits(enabled: boolean): AccountLimits {
  return Object.fromEntries(
    Object.entries(ACCOUNT_LIMIT_RULES).map(([name, rule]) => [name, new Limit(rule, enabled)]),
  ) as AccountLimits;
}
