import { describe, expect, it } from 'vitest';
import { isDeadlock, retryOnDeadlock } from './retry-on-deadlock.js';

const deadlock = () =>
  Object.assign(new Error('Deadlock found when trying to get lock'), { driverError: { code: 'ER_LOCK_DEADLOCK', errno: 1213 } });

describe('retryOnDeadlock', () => {
  it('runs a deadlock victim again, and answers what the next try answers', async () => {
    let tries = 0;
    const result = await retryOnDeadlock(async () => {
      tries += 1;
      if (tries < 3) throw deadlock();
      return 'stored';
    });
    expect([result, tries]).toEqual(['stored', 3]);
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let tries = 0;
    await expect(
      retryOnDeadlock(async () => {
        tries += 1;
        throw deadlock();
      }, 2),
    ).rejects.toThrow('Deadlock');
    expect(tries).toBe(2);
    tries = 0;
    await expect(
      retryOnDeadlock(async () => {
        tries += 1;
        throw new Error('Duplicate entry');
      }),
    ).rejects.toThrow('Duplicate entry');
    expect(tries).toBe(1);
  });

  it('knows a deadlock by its code or number, on the error or its driver error', () => {
    expect(isDeadlock({ code: 'ER_LOCK_DEADLOCK' })).toBe(true);
    expect(isDeadlock({ errno: 1213 })).toBe(true);
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock(new Error('SQLITE_BUSY'))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
