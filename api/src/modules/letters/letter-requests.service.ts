import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import type { Clock } from '../../config/clock.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { fieldErrorsFromIssues } from '../../domain/errors.js';
import { localeOr, type Locale } from '../../domain/i18n/locales.js';
import {
  LETTER_TOKEN_PATTERN,
  letterDueAt,
  recommenderFormSchema,
  type LetterStatus,
  type Recommender,
  type RecommenderForm,
} from '../../domain/letters.js';
import { DEFAULT_TIME_ZONE } from '../../domain/program-cycles.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import type { AuditService } from '../audit/audit.service.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { MailKind } from '../../domain/mail-kinds.js';
import { ProgramCycle } from '../program-cycles/program-cycle.entity.js';
import type { SubmissionPart } from '../submission/submission.service.js';
import { LetterRequest } from './letter-request.entity.js';
import { letterMail, letterPageUrl, type LetterMailFacts } from './letter-mail.js';

/** 256 random bits, URL-safe: the link's token. It is found by its hash, and kept only sealed. */
export function newLetterToken(): string {
  return randomBytes(32).toString('base64url');
}

export function letterTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenAssociatedData = (tokenHash: string) => `letter-token:${tokenHash}`;

/** What a new request needs: the application it is for, its cycle, the recommender. */
export interface NewLetterRequest {
  kind: ApplicationKind;
  applicantId: number;
  reference: string;
  cycle: { id: number; closesAt: Date | null; timeZone: string; lettersDueDays?: number };
  applicant: { firstName: string; lastName: string };
  locale: Locale;
  recommender: Recommender;
  waived: boolean;
  now: Date;
  actor: AuditActor;
  /** The audit row's action: a first request, or a replacement. */
  action?: 'letter.requested' | 'letter.replaced';
}

/**
 * The requests themselves: made with the application (the form's part) or as a replacement, each
 * with a fresh link e-mailed to the recommender; found again by the link's token; and what every
 * later step needs (the effective status, the e-mail's facts).
 */
export class LetterRequests {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly cipher: PiiCipher,
    readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The form's four controls: checked only when the cycle asks for a letter, then stored with the application. */
  submissionPart(): SubmissionPart<RecommenderForm | null> {
    return {
      check: (fields, cycle) => {
        if (!cycle.lettersRequired) return { value: null };
        const parsed = recommenderFormSchema.safeParse(fields);
        return parsed.success ? { value: parsed.data } : { errors: fieldErrorsFromIssues(parsed.error.issues) };
      },
      store: async (manager, stored, form) => {
        if (!form) return;
        await this.create(manager, {
          kind: stored.kind,
          applicantId: stored.applicantId,
          reference: stored.reference,
          cycle: stored.cycle,
          applicant: stored.applicant,
          locale: stored.locale,
          recommender: { name: form.recommenderName, email: form.recommenderEmail, role: form.recommenderRole },
          waived: form.lettersWaiver === 'yes',
          now: stored.now,
          actor: { userId: null, ip: null },
        });
      },
    };
  }

  /** Stores a request, audits it and queues the recommender's e-mail, all in `manager`'s transaction. */
  async create(manager: EntityManager, input: NewLetterRequest): Promise<LetterRequest> {
    const token = newLetterToken();
    const tokenHash = letterTokenHash(token);
    const row = manager.create(LetterRequest, {
      applicantKind: input.kind,
      applicantId: input.applicantId,
      cycleId: input.cycle.id,
      recommenderName: input.recommender.name,
      recommenderEmail: input.recommender.email,
      recommenderRole: input.recommender.role,
      waived: input.waived,
      locale: input.locale,
      tokenHash,
      tokenSealed: this.cipher.sealText(token, tokenAssociatedData(tokenHash)),
      status: 'REQUESTED',
      requestedAt: input.now,
      dueAt: letterDueAt(input.cycle.closesAt, input.cycle.lettersDueDays ?? 14, input.now),
      receivedAt: null,
      fileId: null,
      declinedAt: null,
      declineReason: null,
      endedAt: null,
      lastRemindedAt: null,
      autoReminderSentAt: null,
    });
    await manager.insert(LetterRequest, row);
    await this.audit.record(
      input.actor,
      {
        action: input.action ?? 'letter.requested',
        targetType: input.kind,
        targetId: input.applicantId,
        reference: input.reference,
        detail: `letter ${row.id}; ${row.recommenderRole}`,
      },
      manager,
    );
    const facts = this.factsOf(row, `${input.applicant.firstName} ${input.applicant.lastName}`, input.cycle.timeZone);
    await this.mail(manager, 'letter-request', 'letterRequest', facts, token, input.now);
    return row;
  }

  /** Queues one recommender e-mail; the thanks (no token) carries no link. */
  async mail(
    manager: EntityManager,
    kind: MailKind,
    key: 'letterRequest' | 'letterReminder' | 'letterThanks',
    facts: LetterMailFacts,
    token: string | null,
    at: Date,
  ): Promise<void> {
    const link = token ? letterPageUrl(this.publicUrl, facts.locale, token) : null;
    await enqueueMail(manager, { kind, ...letterMail(key, facts, link, at) });
  }

  /** The recommender's link of a request, as its first e-mail gave it: for a reminder. */
  linkOf(row: LetterRequest): string {
    return letterPageUrl(this.publicUrl, localeOr(row.locale, 'en'), this.tokenOf(row));
  }

  /** The token of a request, unsealed: only to put the same link in a reminder. */
  tokenOf(row: LetterRequest): string {
    return this.cipher.openText(row.tokenSealed, tokenAssociatedData(row.tokenHash));
  }

  /** The request a link's token names, or null (a malformed token is never looked up). */
  async byToken(token: string, manager: EntityManager = this.db.manager): Promise<LetterRequest | null> {
    if (!LETTER_TOKEN_PATTERN.test(token)) return null;
    return manager.getRepository(LetterRequest).findOneBy({ tokenHash: letterTokenHash(token) });
  }

  /** REQUESTED past its due date reads EXPIRED before the job has marked it. */
  statusAt(row: LetterRequest, now: Date = this.clock.now()): LetterStatus {
    return row.status === 'REQUESTED' && now.getTime() > row.dueAt.getTime() ? 'EXPIRED' : row.status;
  }

  /** Every request of the given applications, oldest first. */
  async forApplications(kind: ApplicationKind, applicantIds: number[], manager: EntityManager = this.db.manager) {
    if (applicantIds.length === 0) return [];
    return manager
      .getRepository(LetterRequest)
      .createQueryBuilder('l')
      .where('l.applicantKind = :kind', { kind })
      .andWhere('l.applicantId IN (:...ids)', { ids: applicantIds })
      .orderBy('l.id', 'ASC')
      .getMany();
  }

  /** The applicant's name and the cycle's time zone: what a reminder or the thanks needs besides the row. */
  async mailFactsOf(manager: EntityManager, row: LetterRequest): Promise<LetterMailFacts> {
    const model = KINDS[row.applicantKind];
    const applicant = await manager.getRepository(model.entity).findOneByOrFail({ id: row.applicantId });
    const name = applicantName(model, applicant);
    const cycle = row.cycleId ? await manager.getRepository(ProgramCycle).findOneBy({ id: row.cycleId }) : null;
    return this.factsOf(row, `${name.firstName} ${name.lastName}`, cycle?.timeZone ?? DEFAULT_TIME_ZONE);
  }

  private factsOf(row: LetterRequest, applicant: string, timeZone: string): LetterMailFacts {
    return {
      to: row.recommenderEmail,
      recommender: row.recommenderName,
      role: row.recommenderRole,
      applicant,
      kind: row.applicantKind,
      dueAt: row.dueAt,
      timeZone,
      locale: localeOr(row.locale, 'en'),
      waived: row.waived,
    };
  }
}
