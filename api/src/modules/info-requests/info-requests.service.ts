import { In, IsNull, type DataSource } from 'typeorm';
import type { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import {
  infoRequestSchema,
  OTHER_DOCUMENT,
  PUBLIC_STATUS_LABELS,
  requestableDocument,
  statusMessages,
  decisionExpectedBy,
} from '../../domain/application-status.js';
import type { ApplicationKind, DocumentSpec } from '../../domain/applications/index.js';
import { conflict, DomainError, fieldErrorsFromIssues, notFound, validationError } from '../../domain/errors.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { applicationId } from '../application-records/application-id.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { DocumentStore } from '../documents/document-store.js';
import { pageLimitProblems } from '../documents/page-limit.js';
import { findApplicant, type ReviewActor, type ReviewService } from '../review/review.service.js';
import { InfectedDocument, type FieldProblem, type StagedDocument } from '../documents/staged-document.js';
import { recordInfectedUpload } from '../audit/infected-uploads.js';
import { InfoRequestRow } from './info-request.entity.js';
import { infoRequestMail } from '../application-status/application-status-mail.js';
import { User } from '../accounts/user.entity.js';
import type { CycleDatesReader } from '../application-status/cycle-dates.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { nextStepIn } from '../../i18n/applicant-words.js';
import { translateDomain } from '../../i18n/domain.js';
import { closeOpenRequests } from './info-request-closing.js';
import { backToReview, tellReviewers } from './info-request-answered.js';
import { labelOf, sendDueReminders } from './info-request-reminders.js';
import type { ApplicantScope } from '../application-status/status-sign-in.service.js';
import type { Clock } from '../../config/clock.js';

export type { ApplicantStatusView, InfoRequestView, StatusSection } from './info-request-views.js';
import { receivedFileNames, type ApplicantStatusView, type InfoRequestView, type StatusSection } from './info-request-views.js';

/**
 * Staff ask an applicant for documents (the application moves to NEEDS_INFO); the applicant
 * answers each on the status page with a new version of the document; once every open request
 * is answered the application is back IN_REVIEW and its reviewers hear of it.
 */
export class InfoRequestsService {
  private readonly sections: StatusSection[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly review: ReviewService,
    private readonly documents: DocumentStore,
    private readonly cycles: CycleDatesReader,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    /** The key in the status link that fills in the applicant's e-mail address. */
    private readonly linkKeys: StatusLinkKeys,
  ) {
    // A decision, or staff taking the request back, ends what the applicant was asked for.
    review.onMove(closeOpenRequests);
  }

  async request(
    kind: ApplicationKind,
    id: number,
    input: { items: { document: string; note?: string | null }[]; dueAt?: Date | null },
    actor: ReviewActor,
  ): Promise<void> {
    const parsed = infoRequestSchema(kind, this.clock.now()).safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw validationError(issue.message, fieldErrorsFromIssues(parsed.error.issues));
    }
    const { items, dueAt } = parsed.data;
    const labels = items.map((i) => labelOf(kind, i.document));
    await this.db.transaction(async (manager) => {
      const row = await findApplicant(manager, kind, applicationId(id));
      const reason = `Asked for: ${labels.join(', ')}`;
      // A fresh application starts its review first; one already waiting gets the new requests too.
      if (row.reviewStatus === 'RECEIVED') await this.review.moveWithin(manager, kind, row, 'IN_REVIEW', {}, actor);
      if (row.reviewStatus !== 'NEEDS_INFO') await this.review.moveWithin(manager, kind, row, 'NEEDS_INFO', { reason }, actor);
      const now = this.clock.now();
      await manager.insert(
        InfoRequestRow,
        items.map((item) => ({
          applicantKind: kind,
          applicantId: row.id,
          document: item.document,
          note: item.note,
          dueAt,
          requestedBy: actor.userId,
          createdAt: now,
          fulfilledAt: null,
          closedAt: null,
          fileId: null,
          reminderSentAt: null,
        })),
      );
      await this.audit.record(
        actor,
        { action: 'review.info_requested', targetType: kind, targetId: row.id, detail: items.map((i) => i.document).join(',') },
        manager,
      );
      // Queued with the requests: the applicant hears of them if and only if they were stored.
      const { firstName, email } = applicantName(KINDS[kind], row);
      await enqueueMail(manager, {
        kind: 'info-request',
        // In the language the applicant applied in.
        ...infoRequestMail(
          this.publicUrl,
          email,
          firstName,
          row.reference,
          labels,
          dueAt,
          row.locale,
          this.linkKeys.keyFor(row.reference, email),
        ),
      });
    });
  }

  /** Every request of one application, oldest first, with who asked. */
  async forStaff(kind: ApplicationKind, id: number): Promise<InfoRequestView[]> {
    const rows = await this.db
      .getRepository(InfoRequestRow)
      .find({ where: { applicantKind: kind, applicantId: id }, order: { id: 'ASC' } });
    const ids = [...new Set(rows.map((r) => r.requestedBy).filter((v): v is number => v !== null))];
    const users = ids.length ? await this.db.getRepository(User).find({ where: { id: In(ids) } }) : [];
    const nameOf = (uid: number | null) => {
      const u = users.find((x) => x.id === uid);
      return u ? `${u.firstName} ${u.lastName}` : 'Former staff member';
    };
    return rows.map((r) => ({
      id: r.id,
      document: r.document,
      label: labelOf(kind, r.document),
      note: r.note,
      dueAt: r.dueAt,
      requestedAt: r.createdAt,
      requestedBy: nameOf(r.requestedBy),
      fulfilledAt: r.fulfilledAt,
      closedAt: r.closedAt,
      fileId: r.fileId,
      reminderSentAt: r.reminderSentAt,
    }));
  }

  /** Adds a later feature's section to every applicant view (the page, /verify, the upload's answer). */
  addStatusSection(section: StatusSection): void {
    this.sections.push(section);
  }

  /** The applicant's view of their one application. */
  async applicantView(scope: ApplicantScope, locale: Locale = 'en'): Promise<ApplicantStatusView> {
    const applicant = await findApplicant(this.db.manager, scope.kind, scope.applicantId);
    const cycle = await this.cycles.cycleDates(scope.kind);
    const by = decisionExpectedBy(applicant.createdAt, cycle);
    // Worded in the page's language: /es/application-status asks in Spanish.
    const text = translateDomain(locale);
    const rows = await this.db
      .getRepository(InfoRequestRow)
      .find({ where: { applicantKind: scope.kind, applicantId: scope.applicantId }, order: { id: 'ASC' } });
    const files = await receivedFileNames(
      this.db.manager,
      rows.map((r) => r.fileId),
    );
    const sections = await Promise.all(this.sections.map((section) => section(scope, locale)));
    return {
      ...Object.assign({}, ...sections),
      reference: applicant.reference,
      kind: scope.kind,
      status: text(PUBLIC_STATUS_LABELS[applicant.reviewStatus]),
      submittedAt: applicant.createdAt,
      nextStep: nextStepIn(locale, applicant.reviewStatus, by, cycle?.timeZone),
      requests: rows.map((r) => ({
        id: r.id,
        document: r.document,
        label: text(labelOf(scope.kind, r.document)),
        note: r.note,
        dueAt: r.dueAt,
        fulfilled: r.fulfilledAt !== null,
        receivedFile: r.fileId ? (files.get(r.fileId) ?? null) : null,
        receivedAt: r.fulfilledAt,
        closed: r.fulfilledAt === null && r.closedAt !== null,
        accept: requestableDocument(scope.kind, r.document)?.accept ?? OTHER_DOCUMENT.accept,
      })),
    };
  }

  /** The open request of this application with this id (any other id is "no such request"). */
  async openRequest(scope: ApplicantScope, requestId: unknown) {
    const id = typeof requestId === 'string' && /^[1-9]\d{0,9}$/.test(requestId) ? Number(requestId) : null;
    const row = id
      ? await this.db.getRepository(InfoRequestRow).findOneBy({ id, applicantKind: scope.kind, applicantId: scope.applicantId })
      : null;
    if (!row) throw notFound(statusMessages.requestNotFound);
    if (row.fulfilledAt) throw conflict(statusMessages.requestAnswered);
    if (row.closedAt) throw conflict(statusMessages.requestClosed);
    return { row, spec: requestableDocument(scope.kind, row.document)! };
  }

  /**
   * Stores the uploaded file as a new version of the document and marks the request answered,
   * in one transaction; the last open answer moves the application back to IN_REVIEW.
   */
  async answer(
    scope: ApplicantScope,
    requestId: unknown,
    read: (spec: DocumentSpec) => Promise<StagedDocument | FieldProblem>,
    actor: AuditActor,
  ): Promise<void> {
    const { row, spec } = await this.openRequest(scope, requestId);
    const staged = await read(spec);
    if (staged instanceof InfectedDocument) {
      const { sha256, signature } = staged;
      await recordInfectedUpload(this.audit, actor, { door: 'status page answer', field: spec.name, sha256, signature });
      throw new DomainError('FILE_REJECTED', staged.message, { file: staged.message });
    }
    if (!('sealedParts' in staged)) throw validationError(staged.message, { file: staged.message });
    const pages = await pageLimitProblems([staged], [spec], this.documents, actor.ip ?? undefined);
    if (pages[spec.name]) throw validationError(pages[spec.name]!, { file: pages[spec.name]! });
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      const claimed = await manager
        .getRepository(InfoRequestRow)
        .update({ id: row.id, fulfilledAt: IsNull(), closedAt: IsNull() }, { fulfilledAt: now, fileId: staged.fileId });
      if (!claimed.affected) {
        // Answered meanwhile, or closed by a decision taken while the file was arriving.
        const current = await manager.getRepository(InfoRequestRow).findOneBy({ id: row.id });
        throw conflict(current?.closedAt ? statusMessages.requestClosed : statusMessages.requestAnswered);
      }
      await this.documents.save(scope.kind, scope.applicantId, [staged], now, manager);
      await this.audit.record(
        actor,
        {
          action: 'application_status.request_answered',
          targetType: scope.kind,
          targetId: scope.applicantId,
          detail: `request ${row.id}`,
        },
        manager,
      );
      const open = await manager
        .getRepository(InfoRequestRow)
        // Closed requests wait for nothing: the last open answer returns the application to review.
        .countBy({ applicantKind: scope.kind, applicantId: scope.applicantId, fulfilledAt: IsNull(), closedAt: IsNull() });
      if (open > 0) return;
      const backInReview = await backToReview(manager, this.audit, scope, actor, now);
      if (backInReview) await tellReviewers(manager, this.publicUrl, scope, backInReview);
    });
  }

  /** The one reminder, 2 days before the due date: see info-request-reminders.ts. */
  sendDueReminders(): Promise<number> {
    return sendDueReminders(this.db, this.clock, this.publicUrl, this.linkKeys);
  }
}
