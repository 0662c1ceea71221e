import { type DataSource, type EntityManager } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  awardCleared,
  awardRemainder,
  clearedOnSchema,
  CONFLICT_MESSAGE,
  DISBURSEMENT_MOVES,
  lastFour,
  mayMove,
  prepareDisbursementSchema,
  proofDateProblem,
  reasonSchema,
  referenceSchema,
  SECOND_PERSON_MESSAGE,
  todayIn,
  type DisbursementMove,
} from '../../domain/disbursements.js';
import { conflict, DomainError, fieldErrorsFromIssues, secondPersonRequired, validationError } from '../../domain/errors.js';
import { formatCents } from '../../domain/program-cycles.js';
import type { DocumentSpec } from '../../domain/applications/index.js';
import { ApplicationDocument } from '../application-records/application-document.entity.js';
import type { ApplicantEntity } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { DocumentStore } from '../documents/document-store.js';
import { type FieldProblem, type StagedDocument } from '../documents/staged-document.js';
import type { Clock } from '../../config/clock.js';
import { declaredConflict } from '../conflicts/conflicts.service.js';
import type { ReviewActor, ReviewService } from '../review/review.service.js';
import { storeLoanAccountKey } from '../related-applications/match-keys.js';
import { accountAssociatedData, DisbursementRow } from './disbursement.entity.js';
import { applicationPayments, listPayments, waitingPayments, type DisbursementFilter } from './disbursement-reads.js';
import {
  ACTIONS,
  changeOf,
  lockApplicant,
  paymentRow,
  recordStep,
  VERBS,
  type DisbursementChange,
} from './disbursement-steps.js';
import type { DisbursementView } from './disbursement-views.js';
import { ledgerAfterReviewMove, paymentsOf } from './paid-move.js';
import { uploadPaymentProof } from './payment-proof.js';

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

  /** Prepares a payment of an approved award (admin or employee). */
  async prepare(
    kind: ApplicationKind,
    id: number,
    input: Record<string, unknown>,
    actor: ReviewActor,
  ): Promise<DisbursementChange> {
    return this.db.transaction(async (manager) => {
      const applicant = await lockApplicant(manager, kind, id);
      if (applicant.reviewStatus !== 'APPROVED')
        throw conflict('Only an approved award can be paid: approve the application first.');
      const payments = await paymentsOf(manager, kind, id);
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
      const recorded = {
        applicantKind: kind,
        applicantId: id,
        id: rowId,
        amountCents: values.amountCents,
        payeeType: values.payeeType,
      };
      await recordStep(this.audit, manager, actor, 'disbursement.prepared', recorded, applicant.reference);
      const row = (await manager.findOneBy(DisbursementRow, { id: rowId }))!;
      return changeOf(manager, 'prepare', row, applicant, false);
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
      const first = await paymentRow(manager, id);
      const applicant = await lockApplicant(manager, first.applicantKind, first.applicantId);
      const row = await paymentRow(manager, first.id);
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
      await recordStep(this.audit, manager, actor, `disbursement.${ACTIONS[move]}`, row, applicant.reference);
      const updated = (await manager.findOneBy(DisbursementRow, { id: row.id }))!;
      let fullyPaid = false;
      if (move === 'clear') {
        const payments = await paymentsOf(manager, row.applicantKind, row.applicantId);
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
      return changeOf(manager, move, updated, applicant, fullyPaid);
    });
  }

  /** One application's payments, oldest first, and what remains of its award. */
  ofApplication(kind: ApplicationKind, id: number): Promise<{ payments: DisbursementView[]; remainderCents: number | null }> {
    return applicationPayments(this.db.manager, kind, id);
  }

  /** The payments a filter asks for, newest change first, at most 200. */
  list(filter: DisbursementFilter): Promise<DisbursementView[]> {
    return listPayments(this.db, this.clock, filter);
  }

  /** The Payments page's three lists. */
  waiting(): Promise<{ toApprove: DisbursementView[]; sentNotCleared: DisbursementView[]; failed: DisbursementView[] }> {
    return waitingPayments(this.db, this.clock);
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
