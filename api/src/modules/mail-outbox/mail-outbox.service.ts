import type { DataSource, EntityManager } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { MailDeliveryError, mailErrorReason, type MailMessage, type Mailer } from '../../mail/mailer.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { conflict, notFound, parseId } from '../../domain/errors.js';
import type { MailKind } from '../../domain/mail-kinds.js';
import { DEFAULT_BACKOFF, MAX_MAIL_ATTEMPTS, retryDelayMs, type BackoffOptions } from './backoff.js';
import { claimDueMails, type ClaimedMail } from './claim.js';
import { mailAssociatedData, registerOutboxSink } from './enqueue.js';
import { OutboxMail } from './mail-outbox.entity.js';

/** How often the scheduled job (one instance at a time) sweeps for due mail. */
export const MAIL_SWEEP_MS = 5000;

export interface MailOutboxOptions {
  /**
   * How often this instance looks for due mail by itself, besides the nudge after each commit.
   * 0 (the default) leaves it to the scheduled 'mail-outbox' job; tests, which start no jobs, set it.
   */
  pollMs?: number;
  /** How long a claimed mail is this worker's; longer than any one SMTP attempt can take. Default 5 min. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoff?: BackoffOptions;
  now?: () => Date;
}

/** The most failed mails one page lists. */
const MAX_MAIL_PAGE = 100;

/** What readiness and the admin page show: is mail leaving? */
export interface OutboxHealth {
  /** Mails due now and not yet sent. */
  due: number;
  /** Age in seconds of the oldest of them (0 when none). */
  oldestDueSeconds: number;
  /** Mails that gave up and wait for an admin's retry. */
  failed: number;
}

/** A step run in the same transaction that marks a mail of a kind as sent (e.g. the visitor message's mailedAt). */
export type SentHook = (manager: EntityManager, sourceId: number, sentAt: Date) => Promise<void>;

/**
 * The durable mail outbox (docs/decisions/250). Every mail is queued in the database with
 * `enqueueMail` inside the transaction of its cause; the worker in each instance claims due
 * mails, sends each once per claim, and retries failures with exponential backoff. After
 * `maxAttempts` a mail is "failed" and admins can retry it. Sent mails keep no message.
 */
export class MailOutbox {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  readonly maxAttempts: number;
  private readonly backoff: BackoffOptions;
  private readonly now: () => Date;
  private readonly hooks = new Map<string, SentHook>();
  private timer: NodeJS.Timeout | null = null;
  private nudge: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: DataSource,
    private readonly cipher: PiiCipher,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    options: MailOutboxOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 0;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.maxAttempts = options.maxAttempts ?? MAX_MAIL_ATTEMPTS;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.now = options.now ?? (() => new Date());
    registerOutboxSink(db, { cipher, wake: () => this.wake() });
  }

  /** Runs `hook` in the transaction that marks a mail of `kind` sent. */
  onSent(kind: MailKind, hook: SentHook): void {
    this.hooks.set(kind, hook);
  }

  /** Starts this instance's worker: a look right after each commit that queued mail (and every pollMs if set). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.pollMs > 0) {
      this.timer = setInterval(() => void this.runDue(), this.pollMs);
      this.timer.unref();
    }
    this.wake();
  }

  /** Stops looking and waits for the mails being sent now (their rows are marked before this resolves). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.nudge) clearTimeout(this.nudge);
    this.timer = this.nudge = null;
    await this.running;
  }

  /** Asks the worker to look soon (a few ms, so a burst of commits makes one look). */
  wake(delayMs = 10): void {
    if (this.stopped || this.nudge) return;
    this.nudge = setTimeout(() => {
      this.nudge = null;
      void this.runDue();
    }, delayMs);
    this.nudge.unref();
  }

  /**
   * Sends every mail due now, batch by batch, until none is left (also what the scheduled job
   * runs). Never throws: a database hiccup is logged and the next look tries again.
   */
  runDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        for (;;) {
          this.again = false;
          const claimed = await claimDueMails(this.db, this.now(), this.leaseMs, this.batchSize);
          if (claimed === null) {
            // SQLite is inside a request's transaction: look again in a moment.
            this.wake(25);
            return;
          }
          for (const mail of claimed) await this.deliver(mail);
          if (claimed.length < this.batchSize && !this.again) return;
        }
      } catch (error) {
        if (this.db.isInitialized) console.error(`[mail] the outbox could not be read: ${mailErrorReason(error)}`);
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    let message: MailMessage;
    try {
      message = JSON.parse(this.cipher.open(mail.sealedMessage!, mailAssociatedData(mail.uuid)).toString('utf8')) as MailMessage;
    } catch {
      // Sealed under a key that is gone, or altered: no attempt can succeed.
      return this.recordFailure(mail, 'unreadable message', undefined, true);
    }
    const label = message.logLabel ?? message.subject;
    try {
      await this.mailer.send(message);
    } catch (error) {
      return this.recordFailure(mail, error instanceof MailDeliveryError ? error.reason : mailErrorReason(error), label);
    }
    // The window in which a crash would send this mail twice: from the server's "250 OK" to this commit.
    const sentAt = this.now();
    await this.db.transaction(async (manager) => {
      await manager.update(
        OutboxMail,
        { id: mail.id },
        { status: 'sent', sentAt, sealedMessage: null, leaseUntil: null, lastError: null },
      );
      const hook = this.hooks.get(mail.kind);
      if (hook && mail.sourceId !== null) await hook(manager, mail.sourceId, sentAt);
    });
  }

  private async recordFailure(mail: ClaimedMail, reason: string, label?: string, final = false): Promise<void> {
    const now = this.now();
    const giveUp = final || mail.attempts >= this.maxAttempts;
    const name = `"${label ?? mail.kind}" (mail #${mail.id})`;
    if (giveUp) {
      await this.db
        .getRepository(OutboxMail)
        .update({ id: mail.id }, { status: 'failed', failedAt: now, leaseUntil: null, lastError: reason });
      console.error(`[mail] ${name} not sent after ${mail.attempts} attempts: ${reason}; an admin can retry it`);
      return;
    }
    const delay = retryDelayMs(mail.attempts, this.backoff);
    await this.db
      .getRepository(OutboxMail)
      .update({ id: mail.id }, { nextAttemptAt: new Date(now.getTime() + delay), leaseUntil: null, lastError: reason });
    console.warn(`[mail] ${name} attempt ${mail.attempts} failed: ${reason}; next attempt in ${Math.round(delay / 1000)} s`);
  }

  /** For readiness: how much mail is due and how long the oldest has waited, and how many failed. */
  async health(): Promise<OutboxHealth> {
    const now = this.now();
    const due = (await this.db
      .getRepository(OutboxMail)
      .createQueryBuilder('m')
      .select('COUNT(*)', 'count')
      .addSelect('MIN(m.createdAt)', 'oldest')
      .where("m.status = 'queued' AND m.nextAttemptAt <= :now", { now })
      .getRawOne()) as { count: string | number; oldest: string | Date | null };
    const failed = await this.db.getRepository(OutboxMail).countBy({ status: 'failed' });
    const oldest =
      due.oldest === null ? null : due.oldest instanceof Date ? due.oldest : new Date(`${due.oldest.replace(' ', 'T')}Z`);
    return {
      due: Number(due.count),
      oldestDueSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0,
      failed,
    };
  }

  /**
   * Failed mails, newest first: recipient, kind, dates, attempts and the last error class; never
   * the message. `limit` is kept to 1..MAX_MAIL_PAGE and `offset` to 0 or more, for every caller.
   */
  async failed(offset: number, limit: number): Promise<{ items: OutboxMail[]; total: number }> {
    const [items, total] = await this.db.getRepository(OutboxMail).findAndCount({
      where: { status: 'failed' },
      order: { failedAt: 'DESC', id: 'DESC' },
      skip: Math.max(0, offset),
      take: Math.min(MAX_MAIL_PAGE, Math.max(1, limit)),
    });
    return { items, total };
  }

  /** An admin sends a failed mail again: it is due now with a fresh set of attempts. Audited. */
  async retry(actor: AuditActor, rawId: unknown): Promise<OutboxMail> {
    const id = parseId(rawId);
    const repository = this.db.getRepository(OutboxMail);
    const mail = id === null ? null : await repository.findOneBy({ id });
    if (!mail) throw notFound('That mail no longer exists.');
    if (mail.status !== 'failed')
      throw conflict(mail.status === 'sent' ? 'That mail has already been sent.' : 'That mail is already waiting to be sent.');
    const now = this.now();
    await this.db.transaction(async (manager) => {
      const changed = await manager.update(
        OutboxMail,
        { id: mail.id, status: 'failed' },
        { status: 'queued', attempts: 0, nextAttemptAt: now, failedAt: null, leaseUntil: null },
      );
      if (!changed.affected) throw conflict('That mail is already waiting to be sent.');
      await this.audit.record(actor, { action: 'mail.retry', targetType: 'mail', targetId: mail.id, detail: mail.kind }, manager);
    });
    this.wake();
    return (await repository.findOneBy({ id: mail.id }))!;
  }
}
