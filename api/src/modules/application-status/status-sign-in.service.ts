import { claimCode, freshCode } from '../../crypto/one-time-code-record.js';
import { OneTimeCodes } from '../../crypto/one-time-codes.js';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { IsNull, LessThan, type DataSource, type Repository } from 'typeorm';
import { normalizeEmail } from '../../domain/accounts.js';
import { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import {
  APPLICANT_SESSION_MS,
  sendStatusCodeSchema,
  STATUS_BACKUP_CODE_DIGITS,
  STATUS_CODE_DIGITS,
  STATUS_CODE_MAX_ATTEMPTS,
  STATUS_CODE_TTL_MS,
  STATUS_CODES_OUTSTANDING,
  statusMessages,
  verifyStatusCodeSchema,
} from '../../domain/application-status.js';
import { REFERENCE_PREFIXES, APPLICATION_KINDS, type ApplicationKind } from '../../domain/applications/index.js';
import { DomainError, fieldErrorsFromIssues, unauthenticated, validationError } from '../../domain/errors.js';
import { AfterAnswerQueue } from '../../http/after-answer.js';
import type { Clock } from '../../config/clock.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { applicantName, KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import { memoryCounters, TryCounter, type CounterStore, type RateLimits } from '../rate-limits/rate-limits.js';
import { ApplicantSession, StatusSignInCode } from './application-status.entity.js';
import { statusCodeMail } from './application-status-mail.js';
import { checkOutstandingCode, outstanding, type CodeOwner } from './outstanding-codes.js';

/** The one application an applicant session may see. */
export interface ApplicantScope {
  kind: ApplicationKind;
  applicantId: number;
}

/** The applicant row of a reference, or null. */
export async function findByReference(
  db: DataSource,
  reference: string,
): Promise<{ kind: ApplicationKind; applicant: ApplicantEntity; email: string } | null> {
  const kind = APPLICATION_KINDS.find((k) => reference.startsWith(`${REFERENCE_PREFIXES[k]}-`));
  if (!kind) return null;
  const model = KINDS[kind];
  const applicant = await db.getRepository(model.entity).findOneBy({ reference });
  return applicant ? { kind, applicant, email: applicantName(model, applicant).email } : null;
}

/** The applicant row whose reference and e-mail both match, or null. */
export async function findByReferenceAndEmail(
  db: DataSource,
  reference: string,
  email: string,
): Promise<{ kind: ApplicationKind; applicant: ApplicantEntity } | null> {
  const found = await findByReference(db, reference);
  if (!found) return null;
  const stored = normalizeEmail(found.email);
  const given = normalizeEmail(email);
  const same = stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));
  return same ? { kind: found.kind, applicant: found.applicant } : null;
}

const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sign-in without an account: the reference and e-mail of an application get a 6-digit code by
 * e-mail (stored as a keyed hash, 15 minutes, once, five tries), and the code a 30-minute
 * session for that one application. Asking for a code answers the same whether or not the two
 * match, in words and in time: the answer leaves before the application is even looked up.
 */
export class StatusSignInService {
  private readonly codes: OneTimeCodes;
  /** The 12-digit code beside each short one: never counted out, too long to guess (docs/decisions/330). */
  private readonly backupCodes: OneTimeCodes;
  /** Tries on a code "sent" for a reference and e-mail that do not match, so they end like real ones. */
  private readonly decoyCodes: TryCounter;
  private readonly issuing = new AfterAnswerQueue('application-status', 'issuing a code');
  private readonly linkKeys: StatusLinkKeys;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly limits: RateLimits,
    encryptionKey: Buffer,
    readonly clock: Clock,
    private readonly publicUrl: string,
    counters: CounterStore = memoryCounters,
  ) {
    // In the database, shared by every instance, like the real codes' tries in their rows.
    this.decoyCodes = new TryCounter('status-code-decoy', STATUS_CODE_TTL_MS, counters);
    this.codes = new OneTimeCodes('odf:application-status-code:', encryptionKey, STATUS_CODE_DIGITS);
    this.backupCodes = new OneTimeCodes('odf:application-status-backup-code:', encryptionKey, STATUS_BACKUP_CODE_DIGITS);
    this.linkKeys = new StatusLinkKeys(encryptionKey);
  }

  async requestCode(input: unknown, actor: AuditActor): Promise<void> {
    const parsed = sendStatusCodeSchema.safeParse(input);
    if (!parsed.success) throw validationError(statusMessages.correctFields, fieldErrorsFromIssues(parsed.error.issues));
    const { reference, email } = parsed.data;
    const ip = actor.ip ?? 'unknown';
    // Generous per address (a school lab shares one), tight per address and application: a
    // stranger elsewhere cannot spend the applicant's budget.
    await this.limits.statusCodePerIp.hit(ip);
    await this.limits.statusCodePerIpAndApplication.hit(`${ip}|${reference}`);
    this.issuing.add(() => this.issueCode(reference, email, actor));
  }

  /**
   * One write transaction whether or not they match; only a match stores and mails a code. Past
   * the application's ceiling (from every address together) nothing is sent and the newest code
   * is left as it is, so it keeps working for its 15 minutes.
   */
  private async issueCode(reference: string, email: string, actor: AuditActor): Promise<void> {
    const found = await findByReferenceAndEmail(this.db, reference, email);
    if (found && !(await this.underCeiling(found.kind, found.applicant.id))) {
      await this.audit.record(actor, {
        action: 'application_status.code_withheld',
        targetType: found.kind,
        targetId: found.applicant.id,
        detail: 'codes per application',
      });
      return;
    }
    const code = this.codes.draw();
    const codeHash = this.codes.hash(code);
    const backup = this.backupCodes.draw();
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      await this.audit.record(
        actor,
        { action: 'application_status.code_requested', targetType: found?.kind ?? 'application', targetId: found?.applicant.id },
        manager,
      );
      const codes = manager.getRepository(StatusSignInCode);
      await this.makeRoomForCode(
        codes,
        { applicantKind: found?.kind ?? 'undergrad', applicantId: found?.applicant.id ?? 0 },
        now,
      );
      if (!found) return;
      await codes.insert({
        applicantKind: found.kind,
        applicantId: found.applicant.id,
        ...freshCode(codeHash, now, STATUS_CODE_TTL_MS),
        backupHash: this.backupCodes.hash(backup),
      });
      // Queued with the code it carries (sealed in the outbox).
      const { firstName, email: to } = applicantName(KINDS[found.kind], found.applicant);
      await enqueueMail(manager, {
        kind: 'application-status-code',
        // In the language of the application, whatever the page asking for it.
        ...statusCodeMail(
          this.publicUrl,
          to,
          firstName,
          code,
          STATUS_CODE_TTL_MS / 60_000,
          found.applicant.locale,
          backup,
          reference,
          this.linkKeys.keyFor(reference, to),
        ),
      });
    });
    if (!found) return this.decoyCodes.start(`${reference}|${normalizeEmail(email)}`);
  }

  /**
   * Before a new code is stored: codes used or expired go, and so do all but the newest
   * STATUS_CODES_OUTSTANDING - 1 still working. A code mailed minutes ago therefore keeps
   * working beside the new one (the applicant may type either e-mail's code), never more than
   * the ceiling's worth of codes at once.
   */
  private async makeRoomForCode(codes: Repository<StatusSignInCode>, owner: CodeOwner, now: Date): Promise<void> {
    const rows = await codes.find({ where: owner, order: { id: 'DESC' } });
    const keep = new Set(
      outstanding(rows, now)
        .slice(0, STATUS_CODES_OUTSTANDING - 1)
        .map((row) => row.id),
    );
    const drop = rows.filter((row) => !keep.has(row.id)).map((row) => row.id);
    if (drop.length > 0) await codes.delete(drop);
  }

  /** Counts one code for the application; false once its ceiling is reached (the code is then withheld). */
  private async underCeiling(kind: ApplicationKind, applicantId: number): Promise<boolean> {
    try {
      await this.limits.statusCodePerApplication.hit(`${kind}:${applicantId}`);
      return true;
    } catch (refusal) {
      if (refusal instanceof DomainError && refusal.code === 'RATE_LIMITED') return false;
      throw refusal;
    }
  }

  /** Waits for codes still being issued (shutdown and tests). */
  async drain(): Promise<void> {
    await this.issuing.drain();
  }

  private async refuse(actor: AuditActor, scope: ApplicantScope | null, why: string, error: DomainError): Promise<never> {
    await this.audit.record(actor, {
      action: 'application_status.sign_in_failed',
      targetType: scope?.kind ?? 'application',
      targetId: scope?.applicantId,
      detail: why,
    });
    throw error;
  }

  /** The code for a session: answers the session's token (for the cookie) and its scope. */
  async verify(input: unknown, actor: AuditActor): Promise<{ token: string; scope: ApplicantScope; expiresAt: Date }> {
    const parsed = verifyStatusCodeSchema.safeParse(input);
    if (!parsed.success) throw validationError(statusMessages.correctFields, fieldErrorsFromIssues(parsed.error.issues));
    await this.limits.statusVerifyPerIp.hit(actor.ip ?? 'unknown');
    const { reference, email, code } = parsed.data;
    const invalid = validationError(statusMessages.codeInvalid, { code: statusMessages.codeInvalid });
    const exhausted = new DomainError('RATE_LIMITED', statusMessages.codeExhausted, { code: statusMessages.codeExhausted });
    const found = await findByReferenceAndEmail(this.db, reference, email);
    if (!found) {
      // Like a real long code: refused as wrong, never counted out.
      if (code.length === STATUS_BACKUP_CODE_DIGITS) return this.refuse(actor, null, 'no match', invalid);
      const tries = await this.decoyCodes.count(`${reference}|${normalizeEmail(email)}`);
      const spent = tries !== null && tries >= STATUS_CODE_MAX_ATTEMPTS;
      return this.refuse(actor, null, 'no match', spent ? exhausted : invalid);
    }
    const scope = { kind: found.kind, applicantId: found.applicant.id };
    const codes = this.db.getRepository(StatusSignInCode);
    const now = this.clock.now();
    const owner = { applicantKind: scope.kind, applicantId: scope.applicantId };
    let pending: StatusSignInCode;
    if (code.length === STATUS_BACKUP_CODE_DIGITS) {
      // The long code works on a working code even after its short tries are spent: only the
      // applicant's inbox holds it. It spends no try, so no stranger can use it up.
      const rows = outstanding(await codes.find({ where: owner, order: { id: 'DESC' } }), now);
      const match = rows.find((row) => row.backupHash && this.backupCodes.matches(code, row.backupHash));
      if (!match) return this.refuse(actor, scope, 'wrong long code', invalid);
      pending = match;
    } else {
      const checked = await checkOutstandingCode(codes, owner, code, this.codes, now, STATUS_CODE_MAX_ATTEMPTS);
      if (!checked.ok) return this.refuse(actor, scope, checked.why, checked.exhausted ? exhausted : invalid);
      pending = checked.row;
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + APPLICANT_SESSION_MS);
    await this.db.transaction(async (manager) => {
      const rows = manager.getRepository(StatusSignInCode);
      if (!(await claimCode(rows, pending, now))) throw invalid;
      // Signed in: the other codes of the application have served their purpose.
      await rows.update({ ...owner, usedAt: IsNull() }, { usedAt: now });
      await manager.getRepository(ApplicantSession).insert({
        sessionHash: sessionHash(token),
        applicantKind: scope.kind,
        applicantId: scope.applicantId,
        createdAt: now,
        expiresAt,
      });
      await this.audit.record(
        actor,
        { action: 'application_status.signed_in', targetType: scope.kind, targetId: scope.applicantId },
        manager,
      );
    });
    return { token, scope, expiresAt };
  }

  /** The application a session cookie opens, or UNAUTHENTICATED. */
  async scopeOf(token: string | undefined): Promise<ApplicantScope> {
    const signedOut = unauthenticated(statusMessages.signedOut);
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw signedOut;
    const row = await this.db.getRepository(ApplicantSession).findOneBy({ sessionHash: sessionHash(token) });
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) throw signedOut;
    return { kind: row.applicantKind, applicantId: row.applicantId };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.db.getRepository(ApplicantSession).delete({ sessionHash: sessionHash(token) });
  }

  /** Expired codes and sessions: already refused when read; deleting them keeps the tables small. */
  async deleteExpired(): Promise<void> {
    const now = this.clock.now();
    await this.db.getRepository(StatusSignInCode).delete({ expiresAt: LessThan(now) });
    await this.db.getRepository(ApplicantSession).delete({ expiresAt: LessThan(now) });
  }
}
