/** After this many attempts a mail is "failed" and waits for an admin's retry (about 8 hours of trying). */
export const MAX_MAIL_ATTEMPTS = 10;

export interface BackoffOptions {
  /** The wait after the first failure; doubles after each further one. */
  baseMs: number;
  /** The longest wait between two attempts. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 30_000, capMs: 2 * 60 * 60_000 };

/**
 * The wait before the next attempt after `failures` failed ones (1 = the first failed):
 * 30 s, 1 min, 2 min, 4 min … up to 2 h. Exponential, so a server that is down for an hour
 * is not hammered, and one that hiccups is retried quickly.
 */
export function retryDelayMs(failures: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  if (failures < 1) return 0;
  return Math.min(options.baseMs * 2 ** Math.min(failures - 1, 30), options.capMs);
}
