import { approvalChecklist, mayMove, type DisbursementMove } from '@domain/disbursements';
import type { Payment } from '../hooks/usePaymentSteps';
import { onDay, paymentName, payeeLine, stateLabel } from '../payment-words';
import { latestToday } from './StepDialog';

export interface Viewer {
  /** The signed-in staff member's id (unknown while it loads). */
  id: string | undefined;
  /** Admins release, record and void; employees prepare and read. */
  mayRelease: boolean;
}

const STEP_BUTTONS: { move: DisbursementMove; label: string }[] = [
  { move: 'approve', label: 'Approve' },
  { move: 'send', label: 'Record sent' },
  { move: 'clear', label: 'Record cleared' },
  { move: 'fail', label: 'Record failed' },
  { move: 'void', label: 'Void' },
];

/** The checklist before approval: proof and its date, payee, amount, a second person (domain/disbursements.ts). */
function Checklist({ payment, viewer }: { payment: Payment; viewer: Viewer }) {
  const items = approvalChecklist(
    {
      proofFileId: payment.proof?.fileId ?? null,
      proofDatedOn: payment.proof?.datedOn ?? null,
      payeeName: payment.payeeName,
      payeeType: payment.payeeType,
      amountCents: payment.amountCents,
      preparedBy: payment.preparedBy ? Number(payment.preparedBy.id) : null,
    },
    payment.remainderWithoutItCents,
    latestToday(),
    viewer.id ? Number(viewer.id) : null,
  );
  return (
    <div className="payment__checklist">
      <h4 className="payment__checklist-title">Before approval</h4>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={item.ok ? 'payment__check payment__check--ok' : 'payment__check payment__check--missing'}>
            <span aria-hidden="true">{item.ok ? '✓' : '✗'}</span>
            <span className="visually-hidden">{item.ok ? 'Done: ' : 'Not done: '}</span>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One payment of the award: what it is, who took each step, and the steps the viewer may take
 * next. The preparer reads why they cannot approve it; an employee reads who does.
 */
export function PaymentCard({
  payment,
  viewer,
  busy,
  onStep,
}: {
  payment: Payment;
  viewer: Viewer;
  busy: boolean;
  onStep: (move: DisbursementMove, payment: Payment) => void;
}) {
  const name = paymentName(payment);
  const mine = viewer.id !== undefined && payment.preparedBy?.id === viewer.id;
  const steps = viewer.mayRelease
    ? STEP_BUTTONS.filter((b) => mayMove(payment.state, b.move) && !(b.move === 'approve' && mine))
    : [];
  const headingId = `payment-${payment.id}`;
  return (
    <li className={`payment payment--${payment.state.toLowerCase()}`} aria-labelledby={headingId}>
      <div className="payment__head">
        <h3 className="payment__title" id={headingId}>
          {name}
        </h3>
        <span className={`payment__state payment__state--${payment.state.toLowerCase()}`}>{stateLabel(payment.state)}</span>
      </div>
      {payeeLine(payment) && <p className="payment__line">{payeeLine(payment)}</p>}
      <dl className="payment__facts">
        {payment.proof && (
          <div>
            <dt>Proof</dt>
            <dd>
              {payment.proof.label} ({payment.proof.originalName})
              {payment.proof.datedOn ? `, dated ${payment.proof.datedOn}` : ''}
            </dd>
          </div>
        )}
        <div>
          <dt>Prepared</dt>
          <dd>
            {onDay(payment.preparedAt)}
            {payment.preparedBy ? ` by ${payment.preparedBy.name}` : ''}
          </dd>
        </div>
        {payment.approvedAt && (
          <div>
            <dt>Approved</dt>
            <dd>
              {onDay(payment.approvedAt)}
              {payment.approvedBy ? ` by ${payment.approvedBy.name}` : ''}
            </dd>
          </div>
        )}
        {payment.sentAt && (
          <div>
            <dt>Sent</dt>
            <dd>
              {onDay(payment.sentAt)}
              {payment.sentReference ? ` (${payment.sentReference})` : ''}
            </dd>
          </div>
        )}
        {payment.clearedOn && (
          <div>
            <dt>Cleared</dt>
            <dd>{payment.clearedOn}</dd>
          </div>
        )}
        {payment.failedAt && (
          <div>
            <dt>Failed</dt>
            <dd>
              {onDay(payment.failedAt)}: {payment.failureReason}
            </dd>
          </div>
        )}
        {payment.voidedAt && (
          <div>
            <dt>Voided</dt>
            <dd>
              {onDay(payment.voidedAt)}: {payment.voidReason}
            </dd>
          </div>
        )}
      </dl>
      {payment.state === 'PREPARED' && <Checklist payment={payment} viewer={viewer} />}
      {!viewer.mayRelease && ['PREPARED', 'APPROVED', 'SENT'].includes(payment.state) && (
        <p className="payment__note">An admin approves it, records it as sent and cleared, or voids it.</p>
      )}
      {steps.length > 0 && (
        <div className="payment__steps" role="group" aria-label={`Steps for ${name}`}>
          {steps.map((b) => (
            <button
              key={b.move}
              type="button"
              className={b.move === 'void' ? 'button button--secondary' : 'button'}
              disabled={busy}
              onClick={() => onStep(b.move, payment)}
            >
              {b.label}
              <span className="visually-hidden"> {name}</span>
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
