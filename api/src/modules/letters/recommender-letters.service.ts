import { MoreThanOrEqual, type DataSource } from 'typeorm';
import type { AuditActor } from '../../auth/request-actor.js';
import type { Clock } from '../../config/clock.js';
import type { DocumentSpec } from '../../domain/applications/index.js';
import { DomainError, fieldErrorsFromIssues, notFound, validationError } from '../../domain/errors.js';
import { esLetterLinkMessages } from '../../domain/i18n/es-letters.js';
import { esProgramNames } from '../../domain/i18n/es-notices.js';
import type { Locale } from '../../domain/i18n/locales.js';
import {
  declineSchema,
  LETTER_DOCUMENT_SPEC,
  LETTER_UPLOAD_FIELD,
  letterLinkMessages,
  letterPageMessages,
  type LetterStatus,
  type RecommenderRole,
} from '../../domain/letters.js';
import { organisation } from '../../domain/organisation.js';
import { PROGRAM_NAMES } from '../../domain/program-cycles.js';
import { longDateIn } from '../../i18n/applicant-words.js';
import { formatIcu } from '../../i18n/format.js';
import type { AuditService } from '../audit/audit.service.js';
import { recordInfectedUpload } from '../audit/infected-uploads.js';
import type { DocumentStore } from '../documents/document-store.js';
import { pageLimitProblems } from '../documents/page-limit.js';
import { InfectedDocument, type FieldProblem, type StagedDocument } from '../documents/staged-document.js';
import { LetterRequest } from './letter-request.entity.js';
import type { LetterRequests } from './letter-requests.service.js';

/** What the recommender's page shows, and nothing more of the application. */
export interface RecommenderLetterView {
  applicantName: string;
  program: string;
  role: RecommenderRole;
  dueAt: Date;
  status: LetterStatus;
}

/** A Spanish program name is written for the middle of a sentence ("la beca…"); the page shows it on its own. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type EndedStatus = Exclude<LetterStatus, 'REQUESTED'>;

/**
 * A link that no longer takes a letter (410): which state, since when, and whom to write to.
 * Not a DomainError, so the REST door answers it with its own status and words it in the page's
 * language itself (the date needs its own wording).
 */
export class LetterLinkGone extends Error {
  override readonly name = 'LetterLinkGone';

  constructor(
    readonly status: EndedStatus,
    readonly at: Date,
    readonly timeZone: string,
  ) {
    super(letterLinkMessages[status]);
  }

  messageIn(locale: Locale): string {
    const template = locale === 'es' ? esLetterLinkMessages[this.status] : letterLinkMessages[this.status];
    return formatIcu(locale, template, { date: longDateIn(locale, this.at, this.timeZone), email: organisation.email });
  }
}

/**
 * The recommender's side of a letter (issue 38): the page's facts, the upload and the decline,
 * all by the link's token. Reading changes nothing, so a mail scanner that opens the link any
 * number of times leaves it working; only an upload or a decline uses it up, once.
 */
export class RecommenderLetters {
  constructor(
    private readonly db: DataSource,
    private readonly requests: LetterRequests,
    private readonly audit: AuditService,
    private readonly documents: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** The page's facts: read only, no audit row, no status change. */
  async view(token: string): Promise<RecommenderLetterView> {
    const row = await this.openRequest(token);
    const facts = await this.requests.mailFactsOf(this.db.manager, row);
    return {
      applicantName: facts.applicant,
      program: facts.locale === 'es' ? capitalized(esProgramNames[row.applicantKind]) : PROGRAM_NAMES[row.applicantKind],
      role: row.recommenderRole,
      dueAt: row.dueAt,
      status: this.requests.statusAt(row),
    };
  }

  /**
   * Stores the uploaded letter as one of the application's documents and marks the request
   * received, in one transaction; a second upload at the same moment finds it used.
   */
  async upload(
    token: string,
    read: (spec: DocumentSpec) => Promise<StagedDocument | FieldProblem>,
    actor: AuditActor,
  ): Promise<void> {
    const row = await this.openRequest(token);
    const staged = await read(LETTER_DOCUMENT_SPEC);
    if (staged instanceof InfectedDocument) {
      const { sha256, signature } = staged;
      await recordInfectedUpload(this.audit, actor, {
        door: 'recommendation letter',
        field: LETTER_UPLOAD_FIELD,
        sha256,
        signature,
      });
      throw new DomainError('FILE_REJECTED', staged.message, { [LETTER_UPLOAD_FIELD]: staged.message });
    }
    if (!('sealedParts' in staged)) throw validationError(staged.message, { [LETTER_UPLOAD_FIELD]: staged.message });
    const pages = await pageLimitProblems([staged], [LETTER_DOCUMENT_SPEC], this.documents, actor.ip ?? undefined);
    const pageProblem = pages[LETTER_DOCUMENT_SPEC.name];
    if (pageProblem) throw validationError(pageProblem, { [LETTER_UPLOAD_FIELD]: pageProblem });
    // The clock is read after the file arrived: a letter that finishes past the due date is late.
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      await this.claim(manager, row, { status: 'RECEIVED', receivedAt: now, fileId: staged.fileId }, now);
      await this.documents.save(row.applicantKind, row.applicantId, [staged], now, manager);
      await this.record(manager, actor, row, 'letter.received', `letter ${row.id}; ${staged.sizeBytes} bytes`);
      const facts = await this.requests.mailFactsOf(manager, row);
      // The thanks carries no link: nothing in it leads back to the letter.
      await this.requests.mail(manager, 'letter-thanks', 'letterThanks', facts, null, now);
    });
  }

  /** The recommender says no, with an optional reason for the applicant's next choice. */
  async decline(token: string, body: unknown, actor: AuditActor): Promise<void> {
    const row = await this.openRequest(token);
    const parsed = declineSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const fields = fieldErrorsFromIssues(parsed.error.issues);
      throw validationError(Object.values(fields)[0] ?? 'Please check the reason.', fields);
    }
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      await this.claim(manager, row, { status: 'DECLINED', declinedAt: now, declineReason: parsed.data.reason }, now);
      await this.record(manager, actor, row, 'letter.declined', `letter ${row.id}${parsed.data.reason ? '; with a reason' : ''}`);
    });
  }

  /** The request a token names, still waiting for its letter; otherwise 404 or the link's 410. */
  private async openRequest(token: string): Promise<LetterRequest> {
    const row = await this.requests.byToken(token);
    if (!row) throw notFound(letterPageMessages.notFound);
    await this.refuseEnded(row, this.requests.statusAt(row));
    return row;
  }

  private async refuseEnded(row: LetterRequest, status: LetterStatus): Promise<void> {
    if (status === 'REQUESTED') return;
    const at =
      status === 'RECEIVED'
        ? row.receivedAt
        : status === 'DECLINED'
          ? row.declinedAt
          : status === 'CANCELLED'
            ? row.endedAt
            : row.dueAt;
    const facts = await this.requests.mailFactsOf(this.db.manager, row);
    throw new LetterLinkGone(status, at ?? row.dueAt, facts.timeZone);
  }

  /**
   * Moves the request on only while it is still waiting and not past its due date: of two
   * uploads (or an upload and a decline) at once, one wins and the other reads what it became.
   */
  private async claim(
    manager: DataSource['manager'],
    row: LetterRequest,
    change: Partial<LetterRequest>,
    now: Date,
  ): Promise<void> {
    const claimed = await manager
      .getRepository(LetterRequest)
      .update({ id: row.id, status: 'REQUESTED', dueAt: MoreThanOrEqual(now) }, change);
    if (claimed.affected) return;
    const current = await manager.getRepository(LetterRequest).findOneByOrFail({ id: row.id });
    await this.refuseEnded(current, this.requests.statusAt(current, now));
    // Still REQUESTED yet not claimed: only the due date can have passed in between.
    throw new LetterLinkGone('EXPIRED', current.dueAt, (await this.requests.mailFactsOf(manager, current)).timeZone);
  }

  private async record(
    manager: DataSource['manager'],
    actor: AuditActor,
    row: LetterRequest,
    action: 'letter.received' | 'letter.declined',
    detail: string,
  ): Promise<void> {
    // The audit finds the application's reference by its kind and id.
    await this.audit.record(actor, { action, targetType: row.applicantKind, targetId: row.applicantId, detail }, manager);
  }
}
