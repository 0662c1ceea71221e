import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { STATUS_CODES_OUTSTANDING } from '../../domain/application-status.js';
import { tooManyAttempts } from '../../domain/errors.js';

const MINUTE = 60_000;

export interface LimitRule {
  windowMs: number;
  limit: number;
}

/**
 * Every limit of every door, counted in the services so that REST and GraphQL share one budget
 * (docs/decisions/013). Keys say whose budget it is: an address, an account, a device, or an
 * address and an e-mail together.
 */
export const LIMIT_RULES = {
  /** Every login attempt from one address. */
  loginPerIp: { windowMs: 15 * MINUTE, limit: 30 },
  /** Wrong passwords for one account from devices it has never signed in on; a reset clears them. */
  loginFailuresPerAccount: { windowMs: 15 * MINUTE, limit: 5 },
  /** Wrong passwords from one device the account has signed in on before. */
  loginFailuresPerDevice: { windowMs: 15 * MINUTE, limit: 5 },
  /**
   * Wrong second-factor codes for one account, from any browser. Only someone who gave the right
   * password counts here, and the password step never reads it, so it locks nobody out of it.
   */
  factorFailuresPerAccount: { windowMs: 60 * MINUTE, limit: 10 },
  registrationPerIp: { windowMs: 60 * MINUTE, limit: 5 },
  resetRequestPerIp: { windowMs: 15 * MINUTE, limit: 5 },
  /** Reset codes asked for one account from one address: a stranger elsewhere cannot spend the owner's. */
  resetRequestPerIpAndAccount: { windowMs: 15 * MINUTE, limit: 3 },
  /** New-password submissions from one address (each code also allows only 5 tries). */
  resetCompletePerIp: { windowMs: 15 * MINUTE, limit: 20 },
  /** Public applications from one address, whoever sends them: a school lab or library fits under it. */
  submissionsPerIp: { windowMs: 60 * MINUTE, limit: 120 },
  /** Valid applications from one address with one applicant e-mail: a repeating sender stops here. */
  submissionsPerSender: { windowMs: 60 * MINUTE, limit: 3 },
  /** Status-page codes from one address, for any applications: a school lab checking at once fits under it. */
  statusCodePerIp: { windowMs: 15 * MINUTE, limit: 60 },
  /** Codes for one application from one address: a stranger elsewhere cannot spend the applicant's. */
  statusCodePerIpAndApplication: { windowMs: 15 * MINUTE, limit: 3 },
  /**
   * Codes issued for one application from every address together: past it no code is sent and
   * the newest one is left working (docs/decisions/330), so strangers cannot flood the inbox.
   */
  statusCodePerApplication: { windowMs: 15 * MINUTE, limit: STATUS_CODES_OUTSTANDING },
  /** Codes typed from one address (each code also allows only 5 tries). */
  statusVerifyPerIp: { windowMs: 15 * MINUTE, limit: 60 },
  /** Answers to document requests from one address. */
  statusUploadPerIp: { windowMs: 15 * MINUTE, limit: 30 },
  /** Eligibility checks from one address (issue 43): a family trying answers again fits under it. Counts only, no answer. */
  eligibilityChecksPerIp: { windowMs: 15 * MINUTE, limit: 60 },
  volunteerFormPerIp: { windowMs: 15 * MINUTE, limit: 10 },
  contactFormPerIp: { windowMs: 15 * MINUTE, limit: 10 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

/**
 * Where the counters live: in the database in the app (databaseCounters, shared by every
 * instance: docs/decisions/240), in memory where a test needs no database. No caller changes.
 */
export type CounterStore = (name: string, rule: LimitRule) => RateLimiterAbstract;

export const memoryCounters: CounterStore = (name, rule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: Math.ceil(rule.windowMs / 1000) });

/**
 * The stored key of whose budget it is: a hash, so the counters table holds no e-mail address
 * and every key fits its column, however long the address.
 */
export const counterKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** One limit: `hit` counts and refuses past the limit, `check` refuses without counting, `refund` gives one back. */
export class Limit {
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly rule: LimitRule,
    private readonly enabled: boolean,
  ) {}

  /** Counts one attempt; throws RATE_LIMITED, with how long to wait, once the limit is passed. */
  async hit(key: string): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.counter.consume(counterKey(key));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyAttempts(refusal.msBeforeNext);
      throw refusal;
    }
  }

  /** Throws RATE_LIMITED when the limit is already used up, without counting. */
  async check(key: string): Promise<void> {
    if (!this.enabled) return;
    const state = await this.counter.get(counterKey(key));
    if (state && state.consumedPoints >= this.rule.limit) throw tooManyAttempts(state.msBeforeNext);
  }

  /** Gives back one attempt `hit` counted: the attempt turned out right. */
  async refund(key: string): Promise<void> {
    if (!this.enabled) return;
    await this.counter.reward(counterKey(key), 1);
  }

  async reset(key: string): Promise<void> {
    await this.counter.delete(counterKey(key));
  }
}

export type RateLimits = Record<LimitName, Limit>;

/** One set of limits per app; `enabled` is false (ODF_RATE_LIMITS=off) only where limits are not the point. */
export function createRateLimits(enabled: boolean, store: CounterStore = memoryCounters): RateLimits {
  return Object.fromEntries(
    Object.entries(LIMIT_RULES).map(([name, rule]) => [name, new Limit(store(name, rule), rule, enabled)]),
  ) as RateLimits;
}

/**
 * Once per key and window, whatever ODF_RATE_LIMITS says: for a notice someone must get once, not
 * once per attempt (the owner's mail about wrong codes, however many half sign-ins a burst opens).
 * The shared counters consume atomically, so concurrent attempts on any instance send one.
 */
export class OncePerWindow {
  private readonly counter: RateLimiterAbstract;

  constructor(name: string, windowMs: number, store: CounterStore = memoryCounters) {
    this.counter = store(name, { windowMs, limit: 1 });
  }

  /** True the first time in the window for this key; false until the window has passed. */
  async first(key: string): Promise<boolean> {
    try {
      await this.counter.consume(counterKey(key));
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}

/**
 * A count that always runs, whatever ODF_RATE_LIMITS says: for example the tries on a reset code
 * that was asked for an unknown address, which must answer like a real one.
 */
export class TryCounter {
  private readonly counter: RateLimiterAbstract;

  constructor(name: string, windowMs: number, store: CounterStore = memoryCounters) {
    // The points bound is never reached: `start` and `count` only read and add.
    this.counter = store(name, { windowMs, limit: Number.MAX_SAFE_INTEGER });
  }

  /** Starts (or restarts) a count at zero for the window. */
  async start(key: string): Promise<void> {
    await this.counter.delete(counterKey(key));
    await this.counter.consume(counterKey(key), 0);
  }

  /** Adds one try and answers how many there have been, or null when no count was started. */
  async count(key: string): Promise<number | null> {
    if (!(await this.counter.get(counterKey(key)))) return null;
    return (await this.counter.penalty(counterKey(key), 1)).consumedPoints;
  }
}
