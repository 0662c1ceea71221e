import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { MailKind } from '../../domain/mail-kinds.js';
import type { MailMessage } from '../../mail/mailer.js';
import { OutboxMail } from './mail-outbox.entity.js';

/** A mail to queue: the message, what kind of mail it is (shown to admins), and what it is about. */
export interface OutboxMessage extends MailMessage {
  /** e.g. 'submission-confirmation', 'password-reset-code'; see MAIL_KIND_LABELS. */
  kind: MailKind;
  /** The row the mail is about, for a step run once it has left (e.g. the visitor message's mailedAt). */
  sourceId?: number | null;
}

/** What enqueueMail needs from the outbox of a database: its cipher, and a nudge once the mail may be sent. */
export interface OutboxSink {
  cipher: PiiCipher;
  /** Called once the enqueuing transaction has committed (or right away outside one). */
  wake(): void;
}

const sinks = new WeakMap<DataSource, OutboxSink>();
/** Transactions that queued mail and have not committed yet. */
const waiting = new WeakSet<QueryRunner>();

export function registerOutboxSink(db: DataSource, sink: OutboxSink): void {
  sinks.set(db, sink);
  // One subscriber per database: after any commit that queued mail, the workers look right away.
  db.subscribers.push({
    afterTransactionCommit: ({ queryRunner }) => {
      // A savepoint's release is not the commit: wait for the outermost one.
      if (!waiting.has(queryRunner) || queryRunner.isTransactionActive) return;
      waiting.delete(queryRunner);
      sinks.get(db)?.wake();
    },
    afterTransactionRollback: ({ queryRunner }) => {
      if (!queryRunner.isTransactionActive) waiting.delete(queryRunner);
    },
  });
}

export const mailAssociatedData = (uuid: string) => `mail-outbox:${uuid}`;

/**
 * Queues an e-mail inside the caller's transaction: it is stored (sealed with the PII key, as
 * it may hold a reset code or a link) if and only if the cause commits, and sent afterwards by
 * the outbox worker with retries. Call it with the EntityManager of the transaction that
 * stores the cause.
 */
export async function enqueueMail(manager: EntityManager, message: OutboxMessage): Promise<void> {
  const db = manager.connection;
  const sink = sinks.get(db);
  if (!sink) throw new Error('The mail outbox is not set up for this database.');
  const { kind, sourceId, ...mail } = message;
  const uuid = randomUUID();
  const now = new Date();
  const recipients = Array.isArray(mail.to) ? mail.to : [mail.to];
  await manager.insert(OutboxMail, {
    uuid,
    kind: kind.slice(0, 40),
    recipient: recipients.join(', ').slice(0, 1000),
    sealedMessage: sink.cipher.seal(Buffer.from(JSON.stringify(mail), 'utf8'), mailAssociatedData(uuid)),
    sourceId: sourceId ?? null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
    failedAt: null,
  });
  if (manager.queryRunner?.isTransactionActive) waiting.add(manager.queryRunner);
  else sink.wake();
}
