import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../../../db/data-source.js';
import { createMysqlDatabase } from '../../../../tests/support/test-app.js';
import { PiiCipher } from '../../crypto/pii-cipher.js';
import { MailDeliveryError, type MailMessage, type Mailer } from '../../mail/mailer.js';
import { AuditService } from '../audit/audit.service.js';
import { DEFAULT_BACKOFF, retryDelayMs } from './backoff.js';
import { enqueueMail } from './enqueue.js';
import { OutboxMail } from './mail-outbox.entity.js';
import { MailOutbox, type MailOutboxOptions } from './mail-outbox.service.js';
import { TEST_AUDIT_KEY } from '../../../../tests/support/audit-key.js';

describe('the retry schedule', () => {
  it('doubles from 30 s up to 2 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => retryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3840, 7200, 7200,
    ]);
    expect(retryDelayMs(0)).toBe(0);
    expect(retryDelayMs(1000, DEFAULT_BACKOFF)).toBe(2 * 60 * 60_000);
    expect(retryDelayMs(3, { baseMs: 100, capMs: 250 })).toBe(250);
  });
});

const key = randomBytes(32);

/** A transport that keeps what it was handed, after a pause that lets workers overlap. */
function recordingMailer(sent: MailMessage[], { failFirst = 0, pauseMs = 5 } = {}): Mailer {
  let calls = 0;
  return {
    async send(message) {
      calls++;
      await new Promise((r) => setTimeout(r, pauseMs));
      if (calls <= failFirst) throw new MailDeliveryError('ECONNREFUSED');
      sent.push(message);
    },
  };
}

const sqliteOnly = !process.env.MYSQL_URL;
const kinds = sqliteOnly ? (['sqlite'] as const) : (['sqlite', 'mysql'] as const);

describe.each(kinds)('the outbox on %s', (kind) => {
  let dataDir: string;
  let dbs: DataSource[] = [];
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'odf-outbox-'));
    if (kind === 'mysql') ({ url: databaseUrl, drop } = await createMysqlDatabase());
  });
  afterEach(async () => {
    for (const db of dbs) await db.destroy();
    dbs = [];
    await drop?.();
    drop = databaseUrl = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Two connections to one database stand for two instances. */
  async function instance(mailer: Mailer, options: MailOutboxOptions = {}) {
    const db = await openDatabase({ dataDir, databaseUrl });
    dbs.push(db);
    return { db, outbox: new MailOutbox(db, new PiiCipher(key), mailer, new AuditService(db, TEST_AUDIT_KEY), options) };
  }

  async function queue(db: DataSource, count: number): Promise<void> {
    await db.transaction(async (manager) => {
      for (let i = 0; i < count; i++)
        await enqueueMail(manager, {
          kind: 'password-reset-code',
          to: `person${i}@example.org`,
          subject: `Code ${i}`,
          text: `${i}`,
        });
    });
  }

  it('sends each mail exactly once when two workers race for the same rows', async () => {
    const sentA: MailMessage[] = [];
    const sentB: MailMessage[] = [];
    const a = await instance(recordingMailer(sentA), { batchSize: 3 });
    const b = await instance(recordingMailer(sentB), { batchSize: 3 });
    await queue(a.db, 40);
    await Promise.all([a.outbox.runDue(), b.outbox.runDue(), a.outbox.runDue(), b.outbox.runDue()]);
    const subjects = [...sentA, ...sentB].map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 40 }, (_, i) => `Code ${i}`).sort());
    // Both took part (the claim does not let one wait for the other's rows).
    expect(sentA.length).toBeGreaterThan(0);
    expect(sentB.length).toBeGreaterThan(0);
    const rows = await a.db.getRepository(OutboxMail).createQueryBuilder('m').addSelect('m.sealedMessage').getMany();
    expect(rows.every((m) => m.status === 'sent' && m.attempts === 1 && m.sealedMessage === null)).toBe(true);
  });

  it('stores the message sealed, and nothing when the cause rolls back', async () => {
    const { db } = await instance(recordingMailer([]));
    await expect(
      db.transaction(async (manager) => {
        await enqueueMail(manager, {
          kind: 'password-reset-code',
          to: 'a@example.org',
          subject: 'Code',
          text: 'Your code: 424242',
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await db.getRepository(OutboxMail).count()).toBe(0);
    await queue(db, 1);
    const [row] = await db.getRepository(OutboxMail).createQueryBuilder('m').addSelect('m.sealedMessage').getMany();
    expect(Buffer.from(row!.sealedMessage!).toString('latin1')).not.toContain('person0@example.org');
    expect(Buffer.from(row!.sealedMessage!).toString('latin1')).not.toContain('Code 0');
  });

  it('retries with backoff, gives up after the last attempt, and sends again on an admin retry', async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    const sent: MailMessage[] = [];
    const { db, outbox } = await instance(recordingMailer(sent, { failFirst: 3, pauseMs: 0 }), {
      now,
      maxAttempts: 3,
      backoff: { baseMs: 1000, capMs: 10_000 },
    });
    await queue(db, 1);
    clock = Date.now() + 1;
    const row = () => db.getRepository(OutboxMail).findOneByOrFail({ kind: 'password-reset-code' });
    await outbox.runDue();
    expect(await row()).toMatchObject({ status: 'queued', attempts: 1, lastError: 'ECONNREFUSED' });
    expect((await row()).nextAttemptAt.getTime()).toBe(clock + 1000);
    await outbox.runDue(); // not due yet
    expect((await row()).attempts).toBe(1);
    clock += 1000;
    await outbox.runDue();
    expect((await row()).nextAttemptAt.getTime()).toBe(clock + 2000);
    clock += 2000;
    await outbox.runDue();
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await outbox.health()).toMatchObject({ due: 0, failed: 1 });
    expect((await outbox.failed(0, 10)).total).toBe(1);

    await outbox.retry({ userId: null, ip: null }, (await row()).id);
    await outbox.runDue();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.map((m) => m.subject)).toEqual(['Code 0']);
  });

  it('retries a mail whose worker died mid-send once its lease has run out (at least once)', async () => {
    let clock = Date.now();
    const sent: MailMessage[] = [];
    // A worker that claims and never finishes stands for a crash after the claim.
    const hung: Mailer = { send: () => new Promise(() => {}) };
    const dead = await instance(hung, { leaseMs: 60_000, now: () => new Date(clock) });
    const alive = await instance(recordingMailer(sent), { leaseMs: 60_000, now: () => new Date(clock) });
    await queue(dead.db, 1);
    clock = Date.now() + 1;
    void dead.outbox.runDue();
    await new Promise((r) => setTimeout(r, 200));
    await alive.outbox.runDue();
    expect(sent).toHaveLength(0); // still leased
    clock += 61_000;
    await alive.outbox.runDue();
    expect(sent.map((m) => m.to)).toEqual(['person0@example.org']);
    const row = await alive.db.getRepository(OutboxMail).findOneByOrFail({ kind: 'password-reset-code' });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
