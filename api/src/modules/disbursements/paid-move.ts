import type { EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { awardCleared, HOLDING_STATES, todayIn } from '../../domain/disbursements.js';
import { conflict } from '../../domain/errors.js';
import { formatCents } from '../../domain/program-cycles.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { ReviewStatusChange } from '../review/review.entity.js';
import type { ReviewMoveEvent } from '../review/review.service.js';
import { DisbursementRow } from './disbursement.entity.js';
import { paidMail } from './paid-mail.js';

/** An application's payments, oldest first. */
export function paymentsOf(manager: EntityManager, kind: ApplicationKind, id: number): Promise<DisbursementRow[]> {
  return manager.find(DisbursementRow, { where: { applicantKind: kind, applicantId: id }, order: { id: 'ASC' } });
}

/**
 * Inside every review move: the old move to PAID records one cleared payment for what remains
 * of the award (and says so in the history); an award is not reopened while payments hold it;
 * and an award paid in full is told to the applicant once.
 */
export async function ledgerAfterReviewMove(manager: EntityManager, move: ReviewMoveEvent, timeZone: string): Promise<void> {
  if (move.from === 'APPROVED' && move.to === 'IN_REVIEW') {
    const payments = await paymentsOf(manager, move.kind, move.applicantId);
    if (payments.some((p) => HOLDING_STATES.includes(p.state)))
      throw conflict('This award has payments in the ledger: void those not cleared before reopening it.');
    return;
  }
  if (move.to !== 'PAID') return;
  const applicant = (await manager.findOneBy(KINDS[move.kind].entity, { id: move.applicantId }))!;
  let payments = await paymentsOf(manager, move.kind, move.applicantId);
  if (!awardCleared(applicant.awardCents, payments)) {
    // The old move (integrators, bulk): one cleared payment for the rest of the award.
    if (payments.some((p) => p.state === 'PREPARED' || p.state === 'APPROVED' || p.state === 'SENT'))
      throw conflict(
        'This award has payments in progress in the ledger: record them as cleared there, or void them, instead of marking it paid.',
      );
    const cleared = payments.filter((p) => p.state === 'CLEARED').reduce((s, p) => s + p.amountCents, 0);
    const rest = (applicant.awardCents ?? 0) - cleared;
    const history = await manager.findOne(ReviewStatusChange, {
      where: { applicantKind: move.kind, applicantId: move.applicantId, toStatus: 'PAID' },
      order: { id: 'DESC' },
    });
    const actorId = history?.actorUserId ?? null;
    if (rest > 0) {
      const today = todayIn(timeZone, move.at);
      await manager.insert(DisbursementRow, {
        applicantKind: move.kind,
        applicantId: move.applicantId,
        state: 'CLEARED',
        origin: 'PAID_MOVE',
        payeeType: null,
        payeeName: 'Recorded by the move to Paid',
        amountCents: rest,
        preparedBy: actorId,
        preparedAt: move.at,
        sentBy: actorId,
        sentAt: move.at,
        sentReference: applicant.paymentReference,
        clearedBy: actorId,
        clearedAt: move.at,
        clearedOn: today,
        stateChangedAt: move.at,
      });
      // Audited by the move's own review.status row; the history below says what was recorded.
    }
    if (history) {
      const said = `Marked paid with the payment reference ${applicant.paymentReference ?? '(none)'}: recorded in the ledger as one cleared payment of ${formatCents(Math.max(rest, 0))} for the rest of the award.`;
      await manager.update(
        ReviewStatusChange,
        { id: history.id },
        { reason: [history.reason, said].filter(Boolean).join(' ').slice(0, 1000) },
      );
    }
    payments = await paymentsOf(manager, move.kind, move.applicantId);
  }
  const { email, firstName } = applicantName(KINDS[move.kind], applicant);
  await enqueueMail(manager, {
    kind: 'award-paid',
    ...paidMail(
      { email, firstName },
      applicant.reference,
      applicant.awardCents ?? 0,
      payments.filter((p) => p.state === 'CLEARED').map((p) => ({ payeeName: p.payeeName, amountCents: p.amountCents })),
      applicant.locale,
    ),
  });
}
