import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import type { MoveInput } from '../hooks/useReviewActions';
import type { PendingMove } from '../move-buttons';
import { formatCents as formatMoney, moneyToCents } from '@domain/applications/formats';
import { formatCents } from '@domain/program-cycles';
import type { ApplicationAwardContextQuery } from '../../../generated/graphql';
import { decisionMailNotice, PAYMENT_REFERENCE_HINT } from '../move-words';

export type AwardContext = NonNullable<ApplicationAwardContextQuery['bulkAwardContext']>;

/** What remains of the cycle, in one sentence, or null when it sets no limit. */
export function remainingWords(context: AwardContext | null): string | null {
  if (!context) return null;
  const parts: string[] = [];
  if (context.budgetCents !== null && context.remainingCents !== null)
    parts.push(`${formatCents(context.remainingCents)} remains of the cycle’s ${formatCents(context.budgetCents)} budget`);
  if (context.maxAwards !== null && context.remainingAwards !== null)
    parts.push(`${context.remainingAwards} of ${context.maxAwards} awards are left`);
  return parts.length ? `${parts.join('; ')}.` : 'This cycle has no budget or award limit set.';
}

/**
 * Asks for what a move needs (a reason, an award or a payment reference) in the site's dialog:
 * focus starts in the first field, Tab stays inside, Escape cancels.
 */
export function MoveDialog({
  move,
  busy,
  error,
  offerOverride = false,
  awardContext = null,
  applicant,
  onSubmit,
  onCancel,
}: {
  move: PendingMove | null;
  busy: boolean;
  error: string | null;
  /** The server refused the approval for the cycle's budget: an admin may approve anyway. */
  offerOverride?: boolean;
  /**
   * The cycle's award and what remains of it (admins): the approval starts from the award. It
   * may arrive after the dialog has opened (it is asked for then).
   */
  awardContext?: AwardContext | null;
  applicant: { name: string; email: string };
  onSubmit: (input: MoveInput) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={move !== null} onDismiss={() => !busy && onCancel()} labelledBy={titleId} tone="question">
      {move && (
        // Keyed by the move, so each opening starts with empty fields.
        <MoveForm
          key={move.to}
          move={move}
          titleId={titleId}
          busy={busy}
          error={error}
          offerOverride={offerOverride}
          awardContext={awardContext}
          applicant={applicant}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function MoveForm({
  move,
  titleId,
  busy,
  error,
  offerOverride,
  awardContext,
  applicant,
  onSubmit,
  onCancel,
}: {
  move: PendingMove;
  titleId: string;
  busy: boolean;
  error: string | null;
  offerOverride: boolean;
  awardContext: AwardContext | null;
  applicant: { name: string; email: string };
  onSubmit: (input: MoveInput) => void;
  onCancel: () => void;
}) {
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  // An approval starts from the cycle's award (the scholarship's is fixed), once it has arrived;
  // null until the admin types, so what they typed is never replaced.
  const [typed, setTyped] = useState<string | null>(null);
  const award = typed ?? (awardContext?.awardCents ? formatMoney(awardContext.awardCents) : '');
  const [payment, setPayment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: MoveInput = { status: move.to };
    if (move.needs.includes('reason')) {
      if (!reason.trim()) return setProblem('Please give a reason.');
      input.reason = reason.trim();
    }
    if (move.needs.includes('awardCents')) {
      const cents = moneyToCents(award, { dollarSign: true });
      if (!cents) return setProblem('Please enter an award greater than $0, like 2,500.00.');
      input.awardCents = cents;
    }
    if (move.needs.includes('paymentReference')) {
      if (!payment.trim()) return setProblem('Please enter the payment reference.');
      input.paymentReference = payment.trim();
    }
    if (offerOverride && override) input.overrideBudget = true;
    setProblem(null);
    onSubmit(input);
  }

  const shown = problem ?? error;
  return (
    <form className="review-dialog" onSubmit={submit} noValidate>
      <h2 className="ui-dialog__title" id={titleId}>
        {move.action}
      </h2>
      {move.needs.includes('awardCents') && remainingWords(awardContext) && (
        <p className="review-muted">{remainingWords(awardContext)}</p>
      )}
      {move.needs.includes('awardCents') && (
        <div className="review-field">
          <label htmlFor={`${titleId}-award`}>Award in dollars</label>
          <input
            id={`${titleId}-award`}
            name="awardCents"
            inputMode="decimal"
            autoComplete="off"
            data-autofocus
            value={award}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      )}
      {move.needs.includes('paymentReference') && (
        <div className="review-field">
          <label htmlFor={`${titleId}-payment`}>Payment reference</label>
          <input
            id={`${titleId}-payment`}
            name="paymentReference"
            aria-describedby={`${titleId}-payment-hint`}
            autoComplete="off"
            maxLength={100}
            data-autofocus
            value={payment}
            onChange={(e) => setPayment(e.target.value)}
          />
          <p id={`${titleId}-payment-hint`} className="review-field__hint">
            {PAYMENT_REFERENCE_HINT}
          </p>
        </div>
      )}
      {move.needs.includes('reason') && (
        <div className="review-field">
          <label htmlFor={`${titleId}-reason`}>Reason</label>
          <textarea
            id={`${titleId}-reason`}
            name="reason"
            rows={4}
            maxLength={1000}
            data-autofocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
      {decisionMailNotice(move.to, applicant) && <p className="review-muted">{decisionMailNotice(move.to, applicant)}</p>}
      {shown && (
        <p className="review-error" role="alert">
          {shown}
        </p>
      )}
      {offerOverride && !problem && (
        <label className="review-override">
          <input type="checkbox" name="overrideBudget" checked={override} onChange={(e) => setOverride(e.target.checked)} />
          Approve beyond the budget anyway (recorded in the audit log)
        </label>
      )}
      <div className="ui-dialog__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : move.action}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
