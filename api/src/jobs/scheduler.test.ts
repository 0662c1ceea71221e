import { randomUUID } from 'node:crypto';
import { databases } from '../../../tests/support/test-app.js';
import { twoConnections, type TwoConnections } from '../../../tests/support/two-connections.js';
import { OutboxMail, type OutboxStatus } from '../modules/mail-outbox/mail-outbox.entity.js';
import { deleteOldSentMail, SENT_MAIL_KEPT_DAYS } from '../modules/mail-outbox/sent-mail-clean-up.js';
import { PasswordResetCode } from '../modules/accounts/password-reset-code.entity.js';
import { SessionRecord } from '../modules/accounts/session.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { accountJobs } from '../modules/accounts/accounts.jobs.js';
import { oldSentMailJob } from '../modules/mail-outbox/mail-outbox.jobs.js';
import { JobLease } from './job-lease.entity.js';
import { JobScheduler, type ScheduledJob } from './scheduler.js';

const quiet = () => {};

describe.each(databases)('scheduled jobs on %s', (kind) => {
  let dbs: TwoConnections;
  beforeAll(async () => {
    dbs = await twoConnections(kind);
  });
  afterAll(async () => {
    await dbs.close();
  });
  beforeEach(async () => {
    await dbs.a.getRepository(JobLease).clear();
  });

  const pair = (job: (instance: string) => ScheduledJob, now?: () => number) => {
    // Rechecks at once: the tests look when they choose to.
    const one = new JobScheduler(dbs.a, { instanceId: 'instance-a', now, log: quiet, recheckMs: 0 });
    const two = new JobScheduler(dbs.b, { instanceId: 'instance-b', now, log: quiet, recheckMs: 0 });
    one.registerJob(job('instance-a'));
    two.registerJob(job('instance-b'));
    return [one, two] as const;
  };

  it('runs a job on one of two instances per period, never on both', async () => {
    let now = 1_000_000;
    const runs: string[] = [];
    const [one, two] = pair(
      (instance) => ({
        name: 'count',
        everyMs: 60_000,
        run: async () => {
          runs.push(instance);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      }),
      () => now,
    );
    for (let period = 0; period < 5; period++) {
      // Both look at once, three times, as their timers would.
      for (let look = 0; look < 3; look++) await Promise.all([one.tick(), two.tick()]);
      await Promise.all([one.idle(), two.idle()]);
      expect(runs).toHaveLength(period + 1);
      now += 30_000;
      await Promise.all([one.tick(), two.tick()]);
      await Promise.all([one.idle(), two.idle()]);
      // Half a period later: not due yet on either.
      expect(runs).toHaveLength(period + 1);
      now += 30_001;
    }
    const row = await dbs.a.getRepository(JobLease).findOneByOrFail({ name: 'count' });
    expect(row.holder).toBeNull();
    expect(row.nextRunAt).toBeGreaterThan(now - 60_000);
  });

  it('waits for the lease of an instance that died mid-run, then takes the job over', async () => {
    const runs: string[] = [];
    const [, two] = pair((instance) => ({ name: 'takeover', everyMs: 60_000, run: async () => void runs.push(instance) }));
    await dbs.a.getRepository(JobLease).insert({
      name: 'takeover',
      holder: 'instance-gone',
      leaseUntil: Date.now() + 800,
      nextRunAt: 0,
      lastFailed: false,
    });
    await two.tick();
    await two.idle();
    expect(runs).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await two.tick();
    await two.idle();
    expect(runs).toEqual(['instance-b']);
  });

  it('on stop, tells the run to end and hands the lease back, so the other instance runs the job at once', async () => {
    const runs: string[] = [];
    let aborted = false;
    const [one, two] = pair((instance) => ({
      name: 'long',
      everyMs: 60_000,
      run: ({ signal }) =>
        new Promise<void>((resolve) => {
          runs.push(instance);
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    }));
    await one.tick();
    await two.tick();
    expect(runs).toEqual(['instance-a']);
    await one.stop();
    expect(aborted).toBe(true);
    expect((await dbs.b.getRepository(JobLease).findOneByOrFail({ name: 'long' })).holder).toBeNull();
    await two.tick();
    expect(runs).toEqual(['instance-a', 'instance-b']);
    await two.stop();
  });

  it('records a failed run without its message, and runs the job again next period', async () => {
    let now = 5_000_000;
    const lines: string[] = [];
    const scheduler = new JobScheduler(dbs.a, { instanceId: 'instance-a', now: () => now, log: (l) => lines.push(l) });
    let calls = 0;
    scheduler.registerJob({
      name: 'failing',
      everyMs: 1000,
      run: async () => {
        calls++;
        throw new Error('could not mail ada@example.org');
      },
    });
    await scheduler.tick();
    await scheduler.idle();
    expect(lines).toEqual(['[jobs] failing failed: Error']);
    const row = await dbs.a.getRepository(JobLease).findOneByOrFail({ name: 'failing' });
    expect(row).toMatchObject({ holder: null, lastFailed: true, nextRunAt: now + 1000 });
    now += 1000;
    await scheduler.tick();
    await scheduler.idle();
    expect(calls).toBe(2);
  });

  it('runSoon makes a job due at once on whichever instance looks next', async () => {
    const runs: string[] = [];
    const [one, two] = pair((instance) => ({ name: 'mail', everyMs: 3_600_000, run: async () => void runs.push(instance) }));
    await one.tick();
    await one.idle();
    await two.tick();
    expect(runs).toEqual(['instance-a']);
    await one.runSoon('mail');
    await two.tick();
    await two.idle();
    expect(runs).toEqual(['instance-a', 'instance-b']);
  });

  it('deletes expired sessions and reset codes, and keeps live ones', async () => {
    const scheduler = new JobScheduler(dbs.a, { log: quiet });
    for (const job of accountJobs(dbs.a)) scheduler.registerJob(job);
    const user = await dbs.a.getRepository(User).save(
      dbs.a.getRepository(User).create({
        email: `clean-up-${kind}@example.org`,
        emailNormalized: `clean-up-${kind}@example.org`,
        passwordHash: 'x',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'employee',
      }),
    );
    const hour = 3_600_000;
    const sessions = dbs.a.getRepository(SessionRecord);
    await sessions.insert([
      { sid: 'expired', expiresAt: new Date(Date.now() - hour), userId: null, data: '{}' },
      { sid: 'live', expiresAt: new Date(Date.now() + hour), userId: null, data: '{}' },
    ]);
    const codes = dbs.a.getRepository(PasswordResetCode);
    const code = (expiresAt: Date) => ({
      userId: user.id,
      codeHash: 'h'.repeat(64),
      createdAt: new Date(),
      expiresAt,
      attempts: 0,
    });
    await codes.insert([code(new Date(Date.now() - hour)), code(new Date(Date.now() + hour))]);
    await scheduler.tick();
    await scheduler.idle();
    expect((await sessions.find()).map((s) => s.sid)).toEqual(['live']);
    expect((await codes.find()).map((c) => c.expiresAt.getTime() > Date.now())).toEqual([true]);
  });

  it(`deletes mails sent more than ${SENT_MAIL_KEPT_DAYS} days ago, and keeps newer, failed and waiting ones`, async () => {
    const outbox = dbs.a.getRepository(OutboxMail);
    await outbox.clear();
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 24 * 3_600_000);
    const mail = (recipient: string, status: OutboxStatus, days: number) => ({
      uuid: randomUUID(),
      kind: 'password-reset-code',
      recipient,
      sealedMessage: status === 'sent' ? null : Buffer.from('sealed'),
      sourceId: null,
      status,
      attempts: 1,
      nextAttemptAt: daysAgo(days),
      leaseUntil: null,
      lastError: status === 'failed' ? 'ECONNREFUSED' : null,
      createdAt: daysAgo(days),
      sentAt: status === 'sent' ? daysAgo(days) : null,
      failedAt: status === 'failed' ? daysAgo(days) : null,
    });
    await outbox.insert([
      mail('sent-31-days@example.org', 'sent', 31),
      mail('sent-29-days@example.org', 'sent', 29),
      mail('failed@example.org', 'failed', 60),
      mail('waiting@example.org', 'queued', 60),
    ]);
    const scheduler = new JobScheduler(dbs.a, { log: quiet, now: () => now });
    scheduler.registerJob(oldSentMailJob(dbs.a, () => now));
    await scheduler.tick();
    await scheduler.idle();
    const kept = (await outbox.find({ order: { id: 'ASC' } })).map((m) => m.recipient);
    expect(kept).toEqual(['sent-29-days@example.org', 'failed@example.org', 'waiting@example.org']);

    // Many old rows go in bounded batches, each its own statement.
    await outbox.insert(Array.from({ length: 7 }, (_, i) => mail(`old-${i}@example.org`, 'sent', 40 + i)));
    expect(await deleteOldSentMail(dbs.a, new Date(now), 3)).toBe(7);
    expect(await outbox.count()).toBe(3);
  });
});
