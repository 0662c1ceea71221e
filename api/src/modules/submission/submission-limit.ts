import { MemoryStore, type Store } from 'express-rate-limit';
import { tooManyAttempts } from '../../domain/errors.js';

/**
 * Public submissions per visitor (IP), counted in the service layer so the REST form and the
 * GraphQL mutation share one budget. In memory per instance, like every limit here
 * (docs/decisions/005).
 */
export const SUBMISSION_RATE_LIMIT = { windowMs: 60 * 60 * 1000, limit: 10 } as const;

export class SubmissionLimit {
  private readonly store: Store;

  constructor(private readonly enabled: boolean) {
    const store = new MemoryStore();
    store.init({ windowMs: SUBMISSION_RATE_LIMIT.windowMs } as Parameters<MemoryStore['init']>[0]);
    this.store = store;
  }

  /** Counts one submission; throws 429 with Retry-After once the hour's budget is spent. */
  async hit(ip: string | null): Promise<void> {
    if (!this.enabled) return;
    const { totalHits, resetTime } = await this.store.increment(`application:${ip ?? 'unknown'}`);
    if (totalHits > SUBMISSION_RATE_LIMIT.limit) {
      throw tooManyAttempts((resetTime?.getTime() ?? Date.now() + SUBMISSION_RATE_LIMIT.windowMs) - Date.now());
    }
  }
}
