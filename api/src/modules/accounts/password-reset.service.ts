import { checkCode, claimCode, freshCode } from '../../crypto/one-time-code-record.js';
import { OneTimeCodes } from '../../crypto/one-time-codes.js';
import type { DataSource } from 'typeorm';
import { normalizeEmail, resetCompleteSchema, resetRequestSchema } from '../../domain/accounts.js';
import { DomainError, fieldErrorsFromIssues, validationError } from '../../domain/errors.js';
import { messages } from '../../domain/messages.js';
import { AfterAnswerQueue } from '../../http/after-answer.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { memoryCounters, TryCounter, type CounterStore, type RateLimits } from '../rate-limits/rate-limits.js';
import { passwordChangedMail, resetCodeMail } from './account-mail.js';
import type { UsersService } from './users.service.js';
import { User } from './user.entity.js';
import { PasswordResetCode } from './password-reset-code.entity.js';

/** Spec-derived bounds of a reset code (ARCHITECTURE.md security model). */
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODE_DIGITS = 8;

export const RESET_CODE_INVALID = 'The verification code is wrong or has expired. Please check it or request a new code.';
export const RESET_CODE_EXHAUSTED = 'Too many wrong codes. Please request a new verification code.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in with your new password.';

/**
 * Password reset by e-mailed code: random, stored as a keyed hash, valid 15 minutes, usable
 * once, five tries. Asking for a code, and trying codes after, answer the same whether or not
 * the account exists, in words and in time.
 */
export class PasswordResetService {
  private readonly codes: OneTimeCodes;
  /** Tries on the code "sent" to an address without an account, so they end like real ones. */
  private readonly decoyCodes: TryCounter;
  private readonly issuing = new AfterAnswerQueue('password-reset', 'issuing a code');

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly limits: RateLimits,
    encryptionKey: Buffer,
    counters: CounterStore = memoryCounters,
  ) {
    // Shared by every instance, like the real codes' tries, which are counted in their rows.
    this.decoyCodes = new TryCounter('reset-decoy', RESET_CODE_TTL_MS, counters);
    this.codes = new OneTimeCodes('odf:password-reset-code:', encryptionKey, RESET_CODE_DIGITS);
  }

  /**
   * Step 1: e-mails a fresh code (earlier ones stop working). Silent about unknown e-mails: the
   * answer leaves before the account is even looked up, so it takes the same time for both.
   */
  async requestCode(input: unknown, actor: AuditActor): Promise<void> {
    const parsed = resetRequestSchema.safeParse(input);
    if (!parsed.success) throw validationError('Please enter a valid email address.', fieldErrorsFromIssues(parsed.error.issues));
    const account = normalizeEmail(parsed.data.email);
    await this.limits.resetRequestPerIp.hit(actor.ip ?? 'unknown');
    // Per address and account together: a stranger elsewhere cannot use up the owner's requests.
    await this.limits.resetRequestPerIpAndAccount.hit(`${actor.ip ?? 'unknown'}|${account}`);
    this.issuing.add(() => this.issueCode(account, actor));
  }

  /**
   * The same steps for a known and an unknown address, down to the disk: one write transaction
   * each (the audit row, the account's old codes removed, and for a known address its new code),
   * so each ends in one commit. Only the known one stores a code and mails it.
   */
  private async issueCode(account: string, actor: AuditActor): Promise<void> {
    const user = await this.db.getRepository(User).findOneBy({ emailNormalized: account });
    const code = this.codes.draw();
    const now = new Date();
    const codeHash = this.codes.hash(code);
    await this.db.transaction(async (manager) => {
      await this.audit.record(actor, { action: 'password.reset_requested', targetType: 'user', targetId: user?.id }, manager);
      await manager.getRepository(PasswordResetCode).delete({ userId: user?.id ?? 0 });
      if (!user) return;
      await manager.getRepository(PasswordResetCode).insert({ userId: user.id, ...freshCode(codeHash, now, RESET_CODE_TTL_MS) });
      // Queued with the code it carries (sealed in the outbox), so a code is never stored without its mail.
      await enqueueMail(manager, { kind: 'password-reset-code', ...resetCodeMail(user, code, RESET_CODE_TTL_MS / 60_000) });
    });
    if (!user) return this.decoyCodes.start(account);
  }

  /** Waits for codes still being issued (used at shutdown and by tests). */
  async drain(): Promise<void> {
    await this.issuing.drain();
  }

  private async refuse(actor: AuditActor, userId: number | undefined, why: string, error: DomainError): Promise<never> {
    await this.audit.record(actor, { action: 'password.reset_failed', targetType: 'user', targetId: userId, detail: why });
    throw error;
  }

  /** Step 2: the code and a new password (both trimmed). Ends every session of the user. */
  async complete(input: unknown, actor: AuditActor): Promise<void> {
    const parsed = resetCompleteSchema.safeParse(input);
    if (!parsed.success) throw validationError(messages.resetFailure, fieldErrorsFromIssues(parsed.error.issues));
    await this.limits.resetCompletePerIp.hit(actor.ip ?? 'unknown');
    const { email, password, tempPassResetCode: code } = parsed.data;
    const account = normalizeEmail(email);
    const user = await this.db.getRepository(User).findOneBy({ emailNormalized: account });
    const invalid = validationError(RESET_CODE_INVALID);
    // No need to wait a turn: exhausted ends like a real code's fifth wrong try.
    const exhausted = new DomainError('RATE_LIMITED', RESET_CODE_EXHAUSTED);
    if (!user) {
      const tries = await this.decoyCodes.count(account);
      const spent = tries !== null && tries >= RESET_CODE_MAX_ATTEMPTS;
      return this.refuse(actor, undefined, 'no account', spent ? exhausted : invalid);
    }
    const codes = this.db.getRepository(PasswordResetCode);
    const checked = await checkCode(codes, { userId: user.id }, code, this.codes, new Date(), RESET_CODE_MAX_ATTEMPTS);
    if (!checked.ok) return this.refuse(actor, user.id, checked.why, checked.exhausted ? exhausted : invalid);
    const pending = checked.row;

    await this.db.transaction(async (manager) => {
      if (!(await claimCode(manager.getRepository(PasswordResetCode), pending, new Date()))) throw invalid;
      await this.users.changePassword(user.id, password, manager);
      await this.audit.record(actor, { action: 'password.reset_completed', targetType: 'user', targetId: user.id }, manager);
      await enqueueMail(manager, { kind: 'password-changed', ...passwordChangedMail(user) });
    });
    await this.users.signOutEverywhere(user.id);
    // The owner proved the mailbox is theirs: a stranger's wrong passwords no longer keep them out.
    await this.users.clearLoginLock(account);
  }
}
