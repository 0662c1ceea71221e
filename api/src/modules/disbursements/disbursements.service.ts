import { type DataSource, type EntityManager } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  awardCleared,
  awardRemainder,
  clearedOnSchema,
  confirmationOf,
  CONFLICT_MESSAGE,
  DISBURSEMENT_MOVES,
  lastFour,
  mayMove,
  prepareDisbursementSchema,
  proofDateProblem,
  reasonSchema,
  referenceSchema,
  SECOND_PERSON_MESSAGE,
  SENT_STALE_DAYS,
  todayIn,
  type DisbursementMove,
  type DisbursementState,
} from '../../domain/disbursements.js';
import {
  conflict,
  DomainError,
  fieldErrorsFromIssues,
  notFound,
  parseId,
  secondPersonRequired,
  validationError,
} from '../../domain/errors.js';
import { formatCents } from '../../domain/program-cycles.js';
import type { DocumentSpec } from '../../domain/applications/index.js';
import { ApplicationDocument } from '../application-records/application-document.entity.js';
import { applicantName, KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { DocumentStore } from '../documents/document-store.js';
import { type FieldProblem, type StagedDocument } from '../documents/staged-document.js';
import type { Clock } from '../../config/clock.js';
import { declaredConflict } from '../conflicts/conflicts.service.js';
import type { ReviewActor, ReviewService } from '../review/review.service.js';
import { storeLoanAccountKey } from '../related-applications/match-keys.js';
import { accountAssociatedData, DisbursementRow } from './disbursement.entity.js';
import { paymentViews, type DisbursementView } from './disbursement-views.js';
import { ledgerAfterReviewMove, paymentsOf } from './paid-move.js';
import { uploadPaymentProof } from './payment-proof.js';

export interface DisbursementChange {
  disbursement: DisbursementView;
  message: string;
  /** What remains of the award to prepare, after the step. */
  remainderCents: number;
  fullyPaid: boolean;
}

export interface DisbursementFilter {
  state?: DisbursementState | null;
  kind?: ApplicationKind | null;
  applicationId?: number | null;
  /** Only SENT payments sent more than this many days ago. */
  sentMoreThanDays?: number | null;
}

const LIST_LIMIT = 200;

/**
 * The one place the approval asks whether the approver declared a conflict of interest on the
 * application: answered from issue 39's declarations (withdrawn ones no longer count).
 */
export function hasDeclaredConflict(
  manager: EntityManager,
  staffId: number,
  application: { kind: ApplicationKind; id: number },
): Promise<boolean> {
  return declaredConflict(manager, staffId, application);
}

/**
 * The disbursement ledger (issue 40, docs/decisions/485): preparing a payment of an approved
 * award, its release by a second admin, sent, cleared or failed, voided. Every step is one
 * transaction with its audit row; the application becomes PAID through the review's own move
 * once cleared payments cover the award.
 */
export class DisbursementsService {
  /** The approval's conflict-of-interest check (issue 39 replaces what it answers; tests stand in for it). */
  conflictCheck: typeof hasDeclaredConflict = hasDeclaredConflict;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly cipher: PiiCipher,
    private readonly review: ReviewService,
    private readonly documents: DocumentStore,
    private readonly timeZone: string,
    private readonly clock: Clock,
  ) {
    review.onMove((manager, move) => ledgerAfterReviewMove(manager, move, this.timeZone));
  }

  today(): string {
    return todayIn(this.timeZone, this.clock.now());
  }

  /** The applicant row, locked on MariaDB so two steps on one award take turns. */
  private async lockApplicant(manager: EntityManager, kind: ApplicationKind, id: number): Promise<ApplicantEntity> {
    const lock = isMysql(manager.connection) ? { lock: { mode: 'pessimistic_write' as const } } : {};
    const entity = await manager.findOne(KINDS[kind].entity, { where: { id }, ...lock });
    if (!entity) throw notFound('No such application.');
    return entity;
  }

  private paymentsOf(manager: EntityManager, kind: ApplicationKind, id: number): Promise<DisbursementRow[]> {
    return paymentsOf(manager, kind, id);
  }

  private async row(manager: EntityManager, id: unknown): Promise<DisbursementRow> {
    const n = parseId(id);
    const row = n === null ? null : await manager.findOneBy(DisbursementRow, { id: n });
    if (!row) throw notFound('No such payment.');
    return row;
  }

  /** Prepares a payment of an approved award (admin or employee). */
  async prepare(
    kind: ApplicationKind,
    id: number,
    input: Record<string, unknown>,
    actor: ReviewActor,
  ): Promise<DisbursementChange> {
    return this.db.transaction(async (manager) => {
      const applicant = await this.lockApplicant(manager, kind, id);
      if (applicant.reviewStatus !== 'APPROVED')
        throw conflict('Only an approved award can be paid: approve the application first.');
      const payments = await this.paymentsOf(manager, kind, id);
      const remainder = awardRemainder(applicant.awardCents, payments);
      const today = this.today();
      const parsed = prepareDisbursementSchema(remainder, today).safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrorsFromIssues(parsed.error.issues);
        throw validationError(Object.values(fields)[0] ?? 'Please correct the highlighted fields.', fields);
      }
      const values = parsed.data;
      const proof = await manager.findOneBy(ApplicationDocument, {
        fileId: values.proofFileId,
        applicantKind: kind,
        applicantId: id,
      });
      if (!proof || proof.scanStatus === 'INFECTED' || proof.scanStatus === 'UNSCANNABLE') {
        const message = 'Please attach the proof the payment rests on: one of this application’s documents.';
        throw validationError(message, { proofFileId: message });
      }
      const now = this.clock.now();
      const inserted = await manager.insert(DisbursementRow, {
        applicantKind: kind,
        applicantId: id,
        state: 'PREPARED',
        origin: 'LEDGER',
        payeeType: values.payeeType,
        payeeName: values.payeeName,
        accountSealed: null,
        accountLast4: lastFour(values.accountNumber),
        amountCents: values.amountCents,
        method: values.method,
        proofFileId: proof.fileId,
        proofDatedOn: values.proofDatedOn,
        preparedBy: actor.userId,
        preparedAt: now,
        stateChangedAt: now,
      });
      const rowId = Number(inserted.identifiers[0]!.id);
      const account = values.accountNumber.replace(/[\s-]/g, '');
      await manager.update(
        DisbursementRow,
        { id: rowId },
        { accountSealed: this.cipher.sealText(account, accountAssociatedData(kind, id, rowId)) },
      );
      // A loan paid for two applications is worth a look (issue 39): its keyed hash, with the payment.
      if (values.payeeType === 'LOAN_SERVICER') await storeLoanAccountKey(manager, this.cipher, kind, id, account, rowId);
      await this.record(
        manager,
        actor,
        'disbursement.prepared',
        kind,
        id,
        applicant.reference,
        rowId,
        values.amountCents,
        values.payeeType,
      );
      const row = (await manager.findOneBy(DisbursementRow, { id: rowId }))!;
      return this.changeOf(manager, 'prepare', row, applicant, false);
    });
  }

  async approve(id: unknown, actor: ReviewActor): Promise<DisbursementChange> {
    return this.step(id, 'approve', actor, async (manager, row, applicant) => {
      if (row.preparedBy !== null && row.preparedBy === actor.userId) throw secondPersonRequired(SECOND_PERSON_MESSAGE);
      // Issue 39: an approver who declared a conflict on the application is refused here.
      if (
        actor.userId !== null &&
        (await this.conflictCheck(manager, actor.userId, { kind: row.applicantKind, id: row.applicantId }))
      )
        throw new DomainError('FORBIDDEN', CONFLICT_MESSAGE);
      const proof = row.proofFileId
        ? await manager.findOneBy(ApplicationDocument, {
            fileId: row.proofFileId,
            applicantKind: row.applicantKind,
            applicantId: row.applicantId,
          })
        : null;
      if (!proof || proof.scanStatus === 'INFECTED')
        throw conflict('This payment has no proof attached: void it and prepare it again with one.');
      const dateProblem = proofDateProblem(row.proofDatedOn, this.today());
      if (dateProblem) throw conflict(`${dateProblem} Void it and prepare it again with a recent proof.`);
      if (applicant.reviewStatus !== 'APPROVED')
        throw conflict('The application is no longer approved: this payment cannot be released.');
      return { approvedBy: actor.userId, approvedAt: this.clock.now() };
    });
  }

  async markSent(id: unknown, reference: unknown, actor: ReviewActor): Promise<DisbursementChange> {
    const parsed = referenceSchema.safeParse(reference);
    if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { reference: parsed.error.issues[0]!.message });
    return this.step(id, 'send', actor, async () => ({
      sentBy: actor.userId,
      sentAt: this.clock.now(),
      sentReference: parsed.data,
    }));
  }

  async markCleared(id: unknown, clearedOn: unknown, actor: ReviewActor): Promise<DisbursementChange> {
    return this.step(id, 'clear', actor, async (_manager, row) => {
      const sentOn = todayIn(this.timeZone, row.sentAt ?? row.preparedAt);
      const parsed = clearedOnSchema(sentOn, this.today()).safeParse(clearedOn);
      if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { clearedOn: parsed.error.issues[0]!.message });
      return { clearedBy: actor.userId, clearedAt: this.clock.now(), clearedOn: parsed.data };
    });
  }

  async markFailed(id: unknown, reason: unknown, actor: ReviewActor): Promise<DisbursementChange> {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { reason: parsed.error.issues[0]!.message });
    return this.step(id, 'fail', actor, async () => ({
      failedBy: actor.userId,
      failedAt: this.clock.now(),
      failureReason: parsed.data,
    }));
  }

  async void(id: unknown, reason: unknown, actor: ReviewActor): Promise<DisbursementChange> {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { reason: parsed.error.issues[0]!.message });
    return this.step(id, 'void', actor, async () => ({
      voidedBy: actor.userId,
      voidedAt: this.clock.now(),
      voidReason: parsed.data,
    }));
  }

  /** One step of the table: checked, applied only if the state is still the one read, audited; clearing the last pays the award. */
  private async step(
    id: unknown,
    move: DisbursementMove,
    actor: ReviewActor,
    check: (manager: EntityManager, row: DisbursementRow, applicant: ApplicantEntity) => Promise<Partial<DisbursementRow>>,
  ): Promise<DisbursementChange> {
    return this.db.transaction(async (manager) => {
      const first = await this.row(manager, id);
      const applicant = await this.lockApplicant(manager, first.applicantKind, first.applicantId);
      const row = await this.row(manager, first.id);
      const { to } = DISBURSEMENT_MOVES[move];
      if (!mayMove(row.state, move)) throw conflict(`A payment that is ${row.state.toLowerCase()} cannot be ${VERBS[move]}.`);
      const changes = await check(manager, row, applicant);
      const now = this.clock.now();
      const result = await manager.update(
        DisbursementRow,
        { id: row.id, state: row.state },
        { ...changes, state: to, stateChangedAt: now },
      );
      if (!result.affected) throw conflict('This payment was changed by someone else. Reload it and try again.');
      await this.record(
        manager,
        actor,
        `disbursement.${ACTIONS[move]}`,
        row.applicantKind,
        row.applicantId,
        applicant.reference,
        row.id,
        row.amountCents,
        row.payeeType,
      );
      const updated = (await manager.findOneBy(DisbursementRow, { id: row.id }))!;
      let fullyPaid = false;
      if (move === 'clear') {
        const payments = await this.paymentsOf(manager, row.applicantKind, row.applicantId);
        if (applicant.reviewStatus === 'APPROVED' && awardCleared(applicant.awardCents, payments)) {
          const cleared = payments.filter((p) => p.state === 'CLEARED');
          const lines = cleared.map(
            (p) =>
              `${formatCents(p.amountCents)} to ${p.payeeName} (${p.sentReference ?? 'no reference'}, cleared ${p.clearedOn})`,
          );
          const reason = `Paid in full by ${cleared.length} payment${cleared.length === 1 ? '' : 's'}: ${lines.join('; ')}`;
          await this.review.move(
            manager,
            row.applicantKind,
            applicant,
            'PAID',
            { paymentReference: (updated.sentReference ?? `Payment ${row.id}`).slice(0, 100), reason: reason.slice(0, 1000) },
            actor,
          );
          applicant.reviewStatus = 'PAID';
          fullyPaid = true;
        }
      }
      return this.changeOf(manager, move, updated, applicant, fullyPaid);
    });
  }

  private async record(
    manager: EntityManager,
    actor: AuditActor,
    action: string,
    kind: ApplicationKind,
    applicantId: number,
    reference: string,
    rowId: number,
    amountCents: number,
    payeeType: string | null,
  ): Promise<void> {
    // Never a name or an account number: the payment's number, amount and kind of payee.
    await this.audit.record(
      actor,
      {
        action,
        targetType: kind,
        targetId: applicantId,
        reference,
        detail: `payment ${rowId}; amount ${amountCents}; payee ${payeeType ?? 'unknown'}`,
      },
      manager,
    );
  }

  private async changeOf(
    manager: EntityManager,
    move: DisbursementMove | 'prepare',
    row: DisbursementRow,
    applicant: ApplicantEntity,
    fullyPaid: boolean,
  ): Promise<DisbursementChange> {
    const payments = await this.paymentsOf(manager, row.applicantKind, row.applicantId);
    const remainderCents = awardRemainder(applicant.awardCents, payments);
    const [view] = await paymentViews(
      manager,
      [row],
      new Map([[`${row.applicantKind}:${row.applicantId}`, { applicant, payments }]]),
    );
    const name = applicantName(KINDS[row.applicantKind], applicant);
    const message = confirmationOf(move, {
      amountCents: row.amountCents,
      payeeName: row.payeeName,
      applicantName: `${name.firstName} ${name.lastName}`,
      remainderCents,
      fullyPaid,
      reference: row.sentReference,
    });
    return { disbursement: view!, message, remainderCents, fullyPaid };
  }

  /** One application's payments, oldest first, and what remains of its award. */
  async ofApplication(
    kind: ApplicationKind,
    id: number,
  ): Promise<{ payments: DisbursementView[]; remainderCents: number | null }> {
    const manager = this.db.manager;
    const applicant = await manager.findOneBy(KINDS[kind].entity, { id });
    if (!applicant) return { payments: [], remainderCents: null };
    const payments = await this.paymentsOf(manager, kind, id);
    const views = await paymentViews(manager, payments, new Map([[`${kind}:${id}`, { applicant, payments }]]));
    const remainderCents = applicant.reviewStatus === 'APPROVED' ? awardRemainder(applicant.awardCents, payments) : null;
    return { payments: views, remainderCents };
  }

  /** The payments a filter asks for, newest change first, at most 200. */
  async list(filter: DisbursementFilter): Promise<DisbursementView[]> {
    const query = this.db.getRepository(DisbursementRow).createQueryBuilder('d');
    if (filter.state) query.andWhere('d.state = :state', { state: filter.state });
    if (filter.kind) query.andWhere('d.applicantKind = :kind', { kind: filter.kind });
    if (filter.applicationId) query.andWhere('d.applicantId = :aid', { aid: filter.applicationId });
    if (filter.sentMoreThanDays !== null && filter.sentMoreThanDays !== undefined) {
      const before = new Date(this.clock.now().getTime() - filter.sentMoreThanDays * 86_400_000);
      query.andWhere("d.state = 'SENT' AND d.sentAt < :before", { before });
    }
    const rows = await query.orderBy('d.stateChangedAt', 'DESC').addOrderBy('d.id', 'DESC').take(LIST_LIMIT).getMany();
    return paymentViews(this.db.manager, rows);
  }

  /** The Payments page's three lists. */
  async waiting(): Promise<{ toApprove: DisbursementView[]; sentNotCleared: DisbursementView[]; failed: DisbursementView[] }> {
    const [toApprove, sentNotCleared, failed] = await Promise.all([
      this.list({ state: 'PREPARED' }),
      this.list({ state: 'SENT', sentMoreThanDays: SENT_STALE_DAYS }),
      this.list({ state: 'FAILED' }),
    ]);
    return { toApprove, sentNotCleared, failed };
  }

  /** Stores a proof uploaded for a payment as one of the application's documents (payment-proof.ts). */
  uploadProof(
    kind: ApplicationKind,
    id: number,
    read: (spec: DocumentSpec) => Promise<StagedDocument | FieldProblem>,
    actor: AuditActor,
  ): Promise<{ fileId: string; originalName: string }> {
    const { db, audit, documents, clock } = this;
    return uploadPaymentProof({ db, audit, documents, clock }, kind, id, read, actor);
  }
}

const VERBS: Record<DisbursementMove, string> = {
  approve: 'approved',
  send: 'recorded as sent',
  clear: 'recorded as cleared',
  fail: 'recorded as failed',
  void: 'voided',
};

const ACTIONS: Record<DisbursementMove, string> = {
  approve: 'approved',
  send: 'sent',
  clear: 'cleared',
  fail: 'failed',
  void: 'voided',
};
