import { createRateLimits, TryCounter } from './rate-limits.js';

describe('rate limits', () => {
  it('answer 429 with a Retry-After once the limit is passed, and do nothing when turned off', async () => {
    const limits = createRateLimits(true);
    for (let i = 0; i < 5; i++) await limits.registrationPerIp.hit('1.2.3.4');
    await expect(limits.registrationPerIp.hit('1.2.3.4')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 3600,
    });
    // Another address has its own count.
    await expect(limits.registrationPerIp.hit('5.6.7.8')).resolves.toBeUndefined();
    // Turned off, the 50th attempt still passes, and so does a check.
    const off = createRateLimits(false);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => off.registrationPerIp.hit('1.2.3.4')));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    await expect(off.registrationPerIp.check('1.2.3.4')).resolves.toBeUndefined();
  });
});

describe('try counter', () => {
  it('counts only once started, and starts again from zero', async () => {
    const tries = new TryCounter('test-tries', 60_000);
    expect(await tries.count('a@example.org')).toBeNull();
    await tries.start('a@example.org');
    expect(await tries.count('a@example.org')).toBe(1);
    expect(await tries.count('a@example.org')).toBe(2);
    await tries.start('a@example.org');
    expect(await tries.count('a@example.org')).toBe(1);
  });
});
