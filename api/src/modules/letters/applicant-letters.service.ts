import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import { conflict, DomainError, fieldErrorsFromIssues, notFound, validationError } from '../../domain/errors.js';
import { esLetterDatedMessages } from '../../domain/i18n/es-letters.js';
import { localeOr, type Locale } from '../../domain/i18n/locales.js';
import {
  applicantLetterMessages as messages,
  LETTER_STATUS_LABELS,
  letterDatedMessages,
  LETTER_REMINDER_GAP_MS,
  letterDueAt,
  MAX_LETTER_REQUESTS_PER_APPLICATION,
  nextReminderAllowedAt,
  RECOMMENDER_ROLE_LABELS,
  recommenderSchema,
  type LetterStatus,
  type RecommenderRole,
} from '../../domain/letters.js';
import { formatDeadline, formatDeadlineEs } from '../../domain/program-cycles.js';
import { translateDomain } from '../../i18n/domain.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import type { ApplicantScope } from '../application-status/status-sign-in.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { ProgramCycle } from '../program-cycles/program-cycle.entity.js';
import { findApplicant } from '../review/review.service.js';
import { LetterRequest } from './letter-request.entity.js';
import type { LetterRequests } from './letter-requests.service.js';

/**
 * One letter request as the applicant sees it on the status page: who, what for, where it stands
 * and what they may do. Never the letter (its file, name or a link to it), never the
 * recommender's link, and never the recommender's reason for declining: a reason may be candid
 * about the applicant, and the recommender wrote it to the fund, not to them.
 */
export interface ApplicantLetterView {
  id: number;
  recommenderName: string;
  /** The address the applicant gave, so they can see a typo and ask again. */
  recommenderEmail: string;
  role: RecommenderRole;
  /** The role and status worded in the page's language. */
  roleLabel: string;
  status: LetterStatus;
  statusLabel: string;
  requestedAt: Date;
  receivedAt: Date | null;
  /** The link works until then; the page says "due by". */
  dueAt: Date;
  /** A reminder may be sent now. */
  canRemind: boolean;
  /** When the next reminder may be sent, if it is awaited but reminded within 48 hours; else null. */
  nextReminderAt: Date | null;
  /** The applicant may ask someone else instead (declined, expired, or still waiting). */
  canReplace: boolean;
}

const REPLACEABLE: readonly LetterStatus[] = ['REQUESTED', 'DECLINED', 'EXPIRED'];

/** A refusal that names a date, worded in both languages: it carries its Spanish already. */
function datedError(
  code: 'CONFLICT' | 'RATE_LIMITED',
  key: keyof typeof letterDatedMessages,
  date: Date,
  timeZone: string,
  retryAfterSeconds?: number,
) {
  const english = letterDatedMessages[key](formatDeadline(date, timeZone));
  const es = esLetterDatedMessages[key](formatDeadlineEs(date, timeZone));
  return new DomainError(code, english, undefined, retryAfterSeconds, { es });
}

/**
 * The applicant's side of the letters (issue 38, point 4): a section of the status page, one
 * reminder per 48 hours, and a new recommender in place of one who declined, let the link
 * expire or was mistyped.
 */
export class ApplicantLetters {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly requests: LetterRequests,
  ) {}

  /** The status page's `letters`: every request of the application, oldest first. */
  async statusSection(scope: ApplicantScope, locale: Locale): Promise<{ letters: ApplicantLetterView[] }> {
    const rows = await this.requests.forApplications(scope.kind, [scope.applicantId]);
    if (rows.length === 0) return { letters: [] };
    const cycle = await this.cycleOf(this.db.manager, rows[rows.length - 1]!);
    const replaceable = this.replaceableOf(rows, cycle);
    const text = translateDomain(locale);
    const now = this.requests.clock.now();
    return {
      letters: rows.map((row) => {
        const status = this.requests.statusAt(row, now);
        const next = status === 'REQUESTED' ? nextReminderAllowedAt(row.lastRemindedAt, now) : null;
        return {
          id: row.id,
          recommenderName: row.recommenderName,
          recommenderEmail: row.recommenderEmail,
          role: row.recommenderRole,
          roleLabel: text(RECOMMENDER_ROLE_LABELS[row.recommenderRole]),
          status,
          statusLabel: text(LETTER_STATUS_LABELS[status]),
          requestedAt: row.requestedAt,
          receivedAt: status === 'RECEIVED' ? row.receivedAt : null,
          dueAt: row.dueAt,
          canRemind: status === 'REQUESTED' && next === null,
          nextReminderAt: next,
          canReplace: replaceable?.id === row.id,
        };
      }),
    };
  }

  /** Queues the recommender's reminder with the same link as the first e-mail; once per 48 hours. */
  async remind(scope: ApplicantScope, letterId: unknown, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await this.ownRequest(manager, scope, letterId);
      const now = this.requests.clock.now();
      if (this.requests.statusAt(row, now) !== 'REQUESTED') throw conflict(messages.notWaiting);
      const next = nextReminderAllowedAt(row.lastRemindedAt, now);
      const facts = await this.requests.mailFactsOf(manager, row);
      const tooSoon = (at: Date) =>
        datedError('RATE_LIMITED', 'remindTooSoon', at, facts.timeZone, Math.ceil((at.getTime() - now.getTime()) / 1000));
      if (next) throw tooSoon(next);
      // Compare-and-set: of two reminders sent at once, only one finds the old value still there.
      const claimed = await manager.update(
        LetterRequest,
        { id: row.id, status: 'REQUESTED', lastRemindedAt: row.lastRemindedAt ?? IsNull() },
        { lastRemindedAt: now },
      );
      if (claimed.affected === 0) throw tooSoon(new Date(now.getTime() + LETTER_REMINDER_GAP_MS));
      await this.requests.mail(manager, 'letter-reminder', 'letterReminder', facts, this.requests.tokenOf(row), now);
      const applicant = await findApplicant(manager, scope.kind, scope.applicantId);
      await this.audit.record(
        actor,
        {
          action: 'letter.reminded',
          targetType: scope.kind,
          targetId: scope.applicantId,
          reference: applicant.reference,
          detail: `letter ${row.id}; by the applicant`,
        },
        manager,
      );
    });
  }

  /**
   * A new recommender in place of the current request (declined, expired or still waiting, e.g.
   * a mistyped address): the old link is cancelled and the new one e-mailed, in one transaction.
   */
  async replace(scope: ApplicantScope, input: unknown, actor: AuditActor): Promise<void> {
    const parsed = recommenderSchema.safeParse(input);
    if (!parsed.success) {
      throw validationError(parsed.error.issues[0]!.message, fieldErrorsFromIssues(parsed.error.issues));
    }
    await this.db.transaction(async (manager) => {
      const rows = await this.requests.forApplications(scope.kind, [scope.applicantId], manager);
      if (rows.some((r) => r.status === 'RECEIVED')) throw conflict(messages.alreadyReceived);
      const current = rows.filter((r) => r.status !== 'CANCELLED').at(-1);
      if (!current) throw conflict(messages.nothingToReplace);
      const cycle = await this.cycleOf(manager, current);
      if (!cycle?.lettersRequired) throw conflict(messages.noLetterAsked);
      if (rows.length >= MAX_LETTER_REQUESTS_PER_APPLICATION) throw conflict(messages.tooMany);
      const now = this.requests.clock.now();
      const dueAt = letterDueAt(cycle.closesAt, cycle.lettersDueDays, now);
      if (dueAt.getTime() <= now.getTime()) throw datedError('CONFLICT', 'tooLate', dueAt, cycle.timeZone);
      if (!REPLACEABLE.includes(this.requests.statusAt(current, now))) throw conflict(messages.nothingToReplace);
      // Only if nothing arrived meanwhile: a letter uploaded a moment ago is kept, not cancelled.
      const cancelled = await manager.update(
        LetterRequest,
        { id: current.id, status: current.status },
        { status: 'CANCELLED', endedAt: now },
      );
      if (cancelled.affected === 0) throw conflict(messages.nothingToReplace);
      const applicant = await findApplicant(manager, scope.kind, scope.applicantId);
      const name = applicantName(KINDS[scope.kind], applicant);
      await this.requests.create(manager, {
        kind: scope.kind,
        applicantId: scope.applicantId,
        reference: applicant.reference,
        cycle: { id: cycle.id, closesAt: cycle.closesAt, timeZone: cycle.timeZone, lettersDueDays: cycle.lettersDueDays },
        applicant: name,
        locale: localeOr(applicant.locale, 'en'),
        recommender: parsed.data,
        // The applicant chose once, on the form; a new recommender is told the same.
        waived: current.waived,
        now,
        actor,
        action: 'letter.replaced',
      });
    });
  }

  /** The request of this application with this id; any other id is "not found", never "not yours". */
  private async ownRequest(manager: EntityManager, scope: ApplicantScope, letterId: unknown): Promise<LetterRequest> {
    const id = typeof letterId === 'string' && /^[1-9]\d{0,9}$/.test(letterId) ? Number(letterId) : null;
    const row = id
      ? await manager.getRepository(LetterRequest).findOneBy({ id, applicantKind: scope.kind, applicantId: scope.applicantId })
      : null;
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  private async cycleOf(manager: EntityManager, row: LetterRequest): Promise<ProgramCycle | null> {
    return row.cycleId ? manager.getRepository(ProgramCycle).findOneBy({ id: row.cycleId }) : null;
  }

  /** The one request the applicant may replace: the latest not cancelled, while nothing has arrived. */
  private replaceableOf(rows: LetterRequest[], cycle: ProgramCycle | null): LetterRequest | null {
    if (!cycle?.lettersRequired || rows.length >= MAX_LETTER_REQUESTS_PER_APPLICATION) return null;
    if (rows.some((r) => r.status === 'RECEIVED')) return null;
    const now = this.requests.clock.now();
    if (letterDueAt(cycle.closesAt, cycle.lettersDueDays, now).getTime() <= now.getTime()) return null;
    const current = rows.filter((r) => r.status !== 'CANCELLED').at(-1);
    return current && REPLACEABLE.includes(this.requests.statusAt(current, now)) ? current : null;
  }
}
