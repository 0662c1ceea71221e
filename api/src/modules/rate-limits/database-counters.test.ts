import { databases } from '../../../../tests/support/test-app.js';
import { twoConnections, type TwoConnections } from '../../../../tests/support/two-connections.js';
import { JobScheduler } from '../../jobs/scheduler.js';
import { COUNTERS_TABLE, databaseCounters } from './database-counters.js';
import { rateLimitJobs } from './rate-limits.jobs.js';
import { createRateLimits, TryCounter } from './rate-limits.js';

describe.each(databases)('rate-limit counters shared through %s', (kind) => {
  let dbs: TwoConnections;
  beforeAll(async () => {
    dbs = await twoConnections(kind);
  });
  afterAll(async () => {
    await dbs.close();
  });

  it('counts one budget for two instances, also when they are hit at the same moment', async () => {
    const a = createRateLimits(true, databaseCounters(dbs.a));
    const b = createRateLimits(true, databaseCounters(dbs.b));
    // resetRequestPerIpAndAccount allows 3 in 15 minutes: 12 at once over both instances.
    const key = '203.0.113.9|ada@example.org';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).resetRequestPerIpAndAccount.hit(key)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'RATE_LIMITED' } });
    await expect(a.resetRequestPerIpAndAccount.check(key)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // A reset on one instance (a correct password, say) clears the count for both.
    await b.resetRequestPerIpAndAccount.reset(key);
    await expect(a.resetRequestPerIpAndAccount.hit(key)).resolves.toBeUndefined();
    // Another key has a budget of its own.
    await expect(b.resetRequestPerIpAndAccount.hit('203.0.113.10|ada@example.org')).resolves.toBeUndefined();
  });

  it('stores no e-mail address, only the limit and a hash', async () => {
    const rows = (await dbs.a.createQueryBuilder().select('c.key', 'key').from(COUNTERS_TABLE, 'c').getRawMany()) as {
      key: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toMatch(/^resetRequestPerIpAndAccount:[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('example.org');
    }
  });

  it('shares a try counter between instances', async () => {
    const a = new TryCounter('decoy-test', 60_000, databaseCounters(dbs.a));
    const b = new TryCounter('decoy-test', 60_000, databaseCounters(dbs.b));
    expect(await b.count('nobody@example.org')).toBeNull();
    await a.start('nobody@example.org');
    expect(await b.count('nobody@example.org')).toBe(1);
    expect(await a.count('nobody@example.org')).toBe(2);
    await b.start('nobody@example.org');
    expect(await a.count('nobody@example.org')).toBe(1);
  });

  it('deletes counters whose window has ended, by a scheduled job', async () => {
    await dbs.a
      .createQueryBuilder()
      .insert()
      .into(COUNTERS_TABLE)
      .values([
        { key: 'old:x', points: 3, expire: Date.now() - 1000 },
        { key: 'live:x', points: 3, expire: Date.now() + 60_000 },
      ])
      .execute();
    const scheduler = new JobScheduler(dbs.b, { log: () => {} });
    for (const job of rateLimitJobs(dbs.b)) scheduler.registerJob(job);
    await scheduler.tick();
    await scheduler.idle();
    const keys = (await dbs.a.createQueryBuilder().select('c.key', 'key').from(COUNTERS_TABLE, 'c').getRawMany()) as {
      key: string;
    }[];
    expect(keys.map((k) => k.key)).toContain('live:x');
    expect(keys.map((k) => k.key)).not.toContain('old:x');
  });

  it('finds the counters to delete by an index on their expiry, not by reading the whole table', async () => {
    const plan = (await dbs.a.query(
      kind === 'sqlite'
        ? `EXPLAIN QUERY PLAN DELETE FROM ${COUNTERS_TABLE} WHERE expire < ?`
        : `EXPLAIN DELETE FROM ${COUNTERS_TABLE} WHERE expire < ?`,
      [Date.now()],
    )) as Record<string, unknown>[];
    expect(JSON.stringify(plan)).toContain('idx_rate_limit_counters_expire');
  });
});
