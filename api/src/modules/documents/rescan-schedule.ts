/**
 * When a PENDING document is tried again, and when the rescan gives up on it (issue 36): each
 * document keeps its own tries and next-try time, so one file clamd cannot scan never holds up
 * the others. Only failures while clamd answers PING count: those belong to the file.
 */

/** Tries (with clamd answering) before a document is marked UNSCANNABLE. */
export const MAX_SCAN_TRIES = 5;

/** The longest wait between two tries of one document. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Stored reasons fit their column. */
const REASON_LENGTH = 255;

/** clamd refuses a file above its StreamMaxLength: no retry will change that. */
export function refusedForGood(reason: string): boolean {
  return /size limit exceeded/i.test(reason);
}

/** The wait after a document's `tries`-th failure: the rescan interval, doubling, up to the cap. */
export function retryDelayMs(tries: number, baseMs: number): number {
  const doubled = baseMs * 2 ** Math.max(0, tries - 1);
  return Math.min(Math.max(baseMs, doubled), Math.max(baseMs, MAX_RETRY_DELAY_MS));
}

export type AfterFailure =
  | { scanStatus: 'PENDING'; scanTries: number; scanNextTryAt: Date; scanProblem: string }
  | { scanStatus: 'UNSCANNABLE'; scanTries: number; scanNextTryAt: null; scanProblem: string };

/** What a document becomes after a PENDING verdict from a clamd that answers PING. */
export function afterFailure(previousTries: number, reason: string, now: Date, baseMs: number): AfterFailure {
  const scanTries = previousTries + 1;
  const scanProblem = reason.slice(0, REASON_LENGTH);
  if (refusedForGood(reason) || scanTries >= MAX_SCAN_TRIES) {
    return { scanStatus: 'UNSCANNABLE', scanTries, scanNextTryAt: null, scanProblem };
  }
  return {
    scanStatus: 'PENDING',
    scanTries,
    scanNextTryAt: new Date(now.getTime() + retryDelayMs(scanTries, baseMs)),
    scanProblem,
  };
}
