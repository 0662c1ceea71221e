import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../../../db/data-source.js';
import { startSmtpReceiver } from '../../../../tests/support/smtp-receiver.js';
import { createMysqlDatabase, databases } from '../../../../tests/support/test-app.js';
import { KeyRing, type RingKey } from '../../crypto/key-ring.js';
import { pendingForKey, rotateToKey } from '../../cli/keys-rotate/key-rotation.js';
import { DecryptionError, PiiCipher } from '../../crypto/pii-cipher.js';
import { createMailer, MailDeliveryError, type Mailer, type MailMessage } from '../../mail/mailer.js';
import { AuditService } from '../audit/audit.service.js';
import { enqueueMail, mailAssociatedData } from './enqueue.js';
import { OutboxMail } from './mail-outbox.entity.js';
import { MailOutbox } from './mail-outbox.service.js';
import { TEST_AUDIT_KEY } from '../../../../tests/support/audit-key.js';

const resetMail = (to: string, code: string) => ({
  kind: 'password-reset-code' as const,
  to,
  subject: `Your reset code for ${to}`,
  text: `Your code: ${code}`,
  html: `<p>Your code: <b>${code}</b></p>`,
});

describe.each(databases)('mail still to be sent across a key rotation on %s', (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const open: DataSource[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'odf-outbox-rotation-'));
    if (kind === 'mysql') ({ url: databaseUrl, drop } = await createMysqlDatabase());
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    for (const db of open) if (db.isInitialized) await db.destroy();
    await drop?.();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function instance(keys: RingKey[], mailer: Mailer) {
    const db = await openDatabase({ dataDir, databaseUrl });
    open.push(db);
    const outbox = new MailOutbox(db, new PiiCipher(new KeyRing(keys)), mailer, new AuditService(db, TEST_AUDIT_KEY), {
      maxAttempts: 1,
    });
    return { db, outbox };
  }

  it('is re-sealed under the new key, and delivered over SMTP by an instance that has only the new key', async () => {
    const oldKey: RingKey = { version: 1, key: randomBytes(32) };
    const newKey: RingKey = { version: 2, key: randomBytes(32) };

    // Under the old key: one mail fails (it waits for an admin's retry), one leaves, one still waits.
    let smtpDown = true;
    const before = await instance([oldKey], {
      async send() {
        if (smtpDown) throw new MailDeliveryError('ECONNREFUSED');
      },
    });
    await before.db.transaction((m) => enqueueMail(m, resetMail('failed@example.org', '11112222')));
    await before.outbox.runDue();
    smtpDown = false;
    await before.db.transaction((m) => enqueueMail(m, resetMail('sent@example.org', '33334444')));
    await before.outbox.runDue();
    await before.db.transaction((m) => enqueueMail(m, resetMail('waiting@example.org', '55556666')));
    const rows = () =>
      before.db.getRepository(OutboxMail).createQueryBuilder('m').addSelect('m.sealedMessage').orderBy('m.id').getMany();
    expect((await rows()).map((m) => m.status)).toEqual(['failed', 'sent', 'queued']);

    // What removing the old key would have done to them without the rotation.
    const waiting = (await rows())[2]!;
    const newOnly = new PiiCipher(new KeyRing([newKey]));
    expect(() => newOnly.open(waiting.sealedMessage!, mailAssociatedData(waiting.uuid))).toThrow(DecryptionError);

    expect(await pendingForKey(before.db, 2)).toEqual({ ssns: 0, accounts: 0, parts: 0, mails: 2, matchKeys: 0 });
    const counts = await rotateToKey(before.db, new PiiCipher(new KeyRing([newKey, oldKey])), newKey, { batchSize: 1 });
    expect(counts).toMatchObject({ mails: 2, complete: true });
    expect(await pendingForKey(before.db, 2)).toEqual({ ssns: 0, accounts: 0, parts: 0, mails: 0, matchKeys: 0 });
    const rotated = await rows();
    expect(rotated.map((m) => m.sealedMessage && PiiCipher.versionOf(m.sealedMessage))).toEqual([2, null, 2]);
    await before.db.destroy();

    // Restarted with the old key removed from the ring.
    const after = await instance([newKey], createMailer({ smtpUrl: smtp.url, from: 'fund@example.org', outboxDir: dataDir }));
    await after.outbox.runDue();
    const failed = (await after.outbox.failed(0, 10)).items;
    expect(failed.map((m) => m.recipient)).toEqual(['failed@example.org']);
    await after.outbox.retry({ userId: null, ip: null }, failed[0]!.id);
    await after.outbox.runDue();

    const statuses = await after.db.getRepository(OutboxMail).find({ order: { id: 'ASC' } });
    expect(statuses.map((m) => [m.recipient, m.status])).toEqual([
      ['failed@example.org', 'sent'],
      ['sent@example.org', 'sent'],
      ['waiting@example.org', 'sent'],
    ]);
    for (const [to, code] of [
      ['waiting@example.org', '55556666'],
      ['failed@example.org', '11112222'],
    ] as const) {
      const mail = await smtp.next((m) => m.to.includes(to));
      const raw = mail.raw.replace(/=\r?\n/g, '');
      const sent: MailMessage = resetMail(to, code);
      expect(raw).toContain(`Subject: ${sent.subject}`);
      expect(raw).toContain(sent.text);
      expect(raw).toContain(sent.html);
    }
    expect(smtp.mails.map((m) => m.to)).toEqual([['waiting@example.org'], ['failed@example.org']]);
  });
});
