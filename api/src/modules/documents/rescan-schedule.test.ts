import { afterFailure, MAX_RETRY_DELAY_MS, MAX_SCAN_TRIES, refusedForGood, retryDelayMs } from './rescan-schedule.js';

const MINUTE = 60_000;
const now = new Date('2026-01-01T00:00:00Z');

describe('rescan schedule', () => {
  it('doubles the wait from the rescan interval, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((t) => retryDelayMs(t, MINUTE) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(retryDelayMs(40, MINUTE)).toBe(MAX_RETRY_DELAY_MS);
    // An interval longer than the cap is never shortened.
    expect(retryDelayMs(3, 2 * MAX_RETRY_DELAY_MS)).toBe(2 * MAX_RETRY_DELAY_MS);
  });

  it('tries a slow document again later, with its reason', () => {
    expect(afterFailure(0, 'clamd was too slow to answer', now, MINUTE)).toEqual({
      scanStatus: 'PENDING',
      scanTries: 1,
      scanNextTryAt: new Date(now.getTime() + MINUTE),
      scanProblem: 'clamd was too slow to answer',
    });
    expect(afterFailure(2, 'clamd was too slow to answer', now, MINUTE).scanNextTryAt).toEqual(
      new Date(now.getTime() + 4 * MINUTE),
    );
  });

  it('gives up after a fixed number of tries', () => {
    expect(afterFailure(MAX_SCAN_TRIES - 2, 'clamd was too slow to answer', now, MINUTE).scanStatus).toBe('PENDING');
    expect(afterFailure(MAX_SCAN_TRIES - 1, 'clamd was too slow to answer', now, MINUTE)).toEqual({
      scanStatus: 'UNSCANNABLE',
      scanTries: MAX_SCAN_TRIES,
      scanNextTryAt: null,
      scanProblem: 'clamd was too slow to answer',
    });
  });

  it('gives up at once on a file clamd refuses as too large', () => {
    const reason = 'clamd answered "INSTREAM size limit exceeded. ERROR"';
    expect(refusedForGood(reason)).toBe(true);
    expect(refusedForGood('clamd unreachable (ECONNREFUSED)')).toBe(false);
    expect(afterFailure(0, reason, now, MINUTE)).toMatchObject({ scanStatus: 'UNSCANNABLE', scanTries: 1, scanProblem: reason });
  });

  it('keeps a stored reason within its column', () => {
    expect(afterFailure(0, 'x'.repeat(1000), now, MINUTE).scanProblem).toHaveLength(255);
  });
});
