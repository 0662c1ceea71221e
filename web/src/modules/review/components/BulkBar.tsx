import { useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { formatCents as formatMoney } from '@domain/applications/formats';
import { commonMoves, statusCounts } from '@domain/review/bulk-moves';
import { REVIEW_STATUS_LABELS } from '@domain/review/statuses';
import type { ApplicationKind, ApplicationRowFragment, ReviewStatus } from '../../../generated/graphql';
import { useSession } from '../../accounts/hooks/useSession';
import { RequestDialog, type RequestInput } from '../../info-requests/components/RequestDialog';
import { useRequestMoreInformation } from '../../info-requests/hooks/useRequestMoreInformation';
import { requestSummary, splitAskable } from '../bulk-request';
import { bulkChangeInput } from '../bulk-change-input';
import { bulkHeadline, bulkRefusals } from '../bulk-words';
import { useInView } from '../hooks/useInView';
import { useBulkAwardContext } from '../hooks/useBulkAwardContext';
import { useBulkUpdate } from '../hooks/useBulkUpdate';
import { useReviewers } from '../hooks/useReviewers';
import { bulkDecisionMailNotice, PAYMENT_REFERENCE_HINT } from '../move-words';
import { messageOf } from '../../../console/refusals';
import { remainingWords } from './MoveDialog';
import { BulkSummary, type Summary } from './BulkSummary';
import './bulk-bar.css';

/**
 * The bulk bar over the checked rows (issue 29): only the moves valid for every selected row (the
 * domain's transition table), a field for what the chosen move needs (a reason, the award, a
 * payment reference), and one assignment. Each application is changed on its own; the summary
 * names every one that did not change and why, and those stay selected.
 * Needs information is not a silent move: Apply opens the request for more information.
 */
export function BulkBar({
  kind,
  selected,
  onDone,
}: {
  kind: ApplicationKind;
  selected: readonly ApplicationRowFragment[];
  /** Done: the announcement (none when the bar shows the result itself) and the rows to keep selected. */
  onDone: (announcement: string | null, keep: readonly string[]) => void;
}) {
  const id = useId();
  const apollo = useApolloClient();
  const { user } = useSession();
  const { bulk, busy } = useBulkUpdate(kind);
  const asking = useRequestMoreInformation(kind);
  const reviewers = useReviewers(true);
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [reason, setReason] = useState('');
  const [award, setAward] = useState<string | null>(null);
  const [payment, setPayment] = useState('');
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const inView = useInView(region, selected.length > 0);

  const { moves, why } = commonMoves(
    selected.map((a) => a.reviewStatus),
    user?.role,
  );
  const chosen = moves.find((m) => m.to === status) ?? null;
  const approving = chosen?.needs.includes('awardCents') ?? false;
  const ids = selected.map((a) => a.id);
  const { context } = useBulkAwardContext(kind, ids, approving);
  // An approval starts from the shared cycle's award (the scholarship's is fixed); the admin may change it.
  const awardShown = award ?? (context?.awardCents ? formatMoney(context.awardCents) : '');
  const { ask, skip } = splitAskable(selected, user?.role);

  function reset() {
    setStatus('');
    setReason('');
    setAward(null);
    setPayment('');
    setAssignee('');
  }

  function assigneeName(): string | null {
    const r = reviewers.find((x) => x.id === assignee);
    return r ? `${r.firstName} ${r.lastName}` : null;
  }

  async function apply() {
    if (!chosen && !assignee) return setError('Choose a move or a person to assign.');
    setError(null);
    setSummary(null);
    if (chosen?.request) return asking.open();
    const change = bulkChangeInput(chosen, { award: awardShown, payment, reason, assignee });
    if (typeof change === 'string') return setError(change);
    try {
      const result = await bulk(ids, change);
      const headline = bulkHeadline(
        { to: chosen?.to ?? null, awardCents: change.awardCents, assignee: assigneeName() },
        result.rows,
      );
      setSummary({ headline, refusals: bulkRefusals(result.rows) });
      reset();
      // What could not change stays selected, to be looked at or moved otherwise.
      onDone(
        null,
        result.rows.filter((r) => !r.changed).map((r) => r.id),
      );
    } catch (e) {
      setError(messageOf(e, 'The change could not be saved. Please try again.'));
    }
  }

  /** One request per application, in turn; then the assignment, if any, for all of them. */
  async function sendRequests(input: RequestInput) {
    const refusals = await asking.sendEach(
      ask.map((a) => a.id),
      input,
    );
    const failed = ask.flatMap((a) => {
      const message = refusals.get(a.id);
      return message ? [{ application: a, message }] : [];
    });
    let headline = requestSummary({ sent: ask.filter((a) => refusals.get(a.id) === null), failed, skipped: skip });
    let assignRefusals: string[] = [];
    let assigned = true;
    if (assignee) {
      try {
        const result = await bulk(ids, { assignUserIds: [assignee] });
        assignRefusals = bulkRefusals(result.rows);
        headline += ` ${bulkHeadline({ to: null, assignee: assigneeName() }, result.rows)}`;
      } catch (e) {
        assigned = false;
        headline += ` ${messageOf(e, 'The assignment could not be saved. Please try again.')}`;
      }
    } else {
      // The requests answer with the detail, not the list's rows: ask for the list again.
      try {
        await apollo.refetchQueries({ include: ['ApplicationList'] });
      } catch {
        // The list shows its own loading error, with Retry.
      }
    }
    reset();
    setSummary({ headline, refusals: assignRefusals });
    // What is left to do stays selected: the ones not asked, or all when the assignment failed.
    onDone(null, assigned ? [...failed.map((f) => f.application.id), ...skip.map((a) => a.id)] : ids);
  }

  const working = busy || asking.sending;
  const mailNotice = chosen ? bulkDecisionMailNotice(chosen.to, selected.length) : null;
  const remaining = approving ? remainingWords(context) : null;
  const hasConsequences = Boolean(chosen?.request || remaining || mailNotice);
  return (
    <>
      {selected.length > 0 && (
        <div className="review-bulk" role="region" aria-label="Change the selected applications" ref={region}>
          <p className="review-bulk__count">
            <strong>{selected.length} selected</strong>{' '}
            <span className="review-muted">({statusCounts(selected.map((a) => a.reviewStatus))})</span>
          </p>
          <div className="review-bulk__fields">
            {moves.length > 0 ? (
              <div className="review-field">
                <label htmlFor={`${id}-status`}>Move to</label>
                <select
                  id={`${id}-status`}
                  value={chosen ? chosen.to : ''}
                  onChange={(e) => {
                    setStatus(e.target.value as ReviewStatus | '');
                    setSummary(null);
                  }}
                >
                  <option value="">No change</option>
                  {moves.map((m) => (
                    <option key={m.to} value={m.to}>
                      {REVIEW_STATUS_LABELS[m.to]}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="review-bulk__hint review-bulk__why">{why}</p>
            )}
            {approving && (
              <div className="review-field">
                <label htmlFor={`${id}-award`}>Award in dollars, each</label>
                <input
                  id={`${id}-award`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={awardShown}
                  onChange={(e) => setAward(e.target.value)}
                />
              </div>
            )}
            {chosen?.needs.includes('paymentReference') && (
              <div className="review-field">
                <label htmlFor={`${id}-payment`}>Payment reference</label>
                <input
                  id={`${id}-payment`}
                  aria-describedby={`${id}-payment-hint`}
                  autoComplete="off"
                  maxLength={100}
                  value={payment}
                  onChange={(e) => setPayment(e.target.value)}
                />
                <p id={`${id}-payment-hint`} className="review-field__hint">
                  {PAYMENT_REFERENCE_HINT}
                </p>
              </div>
            )}
            {chosen?.needs.includes('reason') && (
              <div className="review-field review-bulk__reason">
                <label htmlFor={`${id}-reason`}>Reason</label>
                <input id={`${id}-reason`} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
              </div>
            )}
            <div className="review-field">
              <label htmlFor={`${id}-assign`}>Assign to</label>
              <select
                id={`${id}-assign`}
                value={assignee}
                onChange={(e) => {
                  setAssignee(e.target.value);
                  setSummary(null);
                }}
              >
                <option value="">No change</option>
                {reviewers.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.firstName} {r.lastName}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {/* What Apply will do (the e-mails, what remains of the budget), read before the button, not after it. */}
          {hasConsequences && (
            <div id={`${id}-consequences`} className="review-bulk__consequences">
              {chosen?.request && <p className="review-bulk__hint">Apply asks each applicant for documents by e-mail.</p>}
              {remaining && <p className="review-bulk__hint">{remaining}</p>}
              {mailNotice && <p className="review-bulk__hint">{mailNotice}</p>}
            </div>
          )}
          <div className="review-bulk__apply">
            <button
              type="button"
              className="button"
              disabled={working}
              aria-busy={working}
              aria-describedby={hasConsequences ? `${id}-consequences` : undefined}
              onClick={() => void apply()}
            >
              Apply
            </button>
          </div>
          {error && (
            <p className="review-error" role="alert">
              {error}
            </p>
          )}
          <RequestDialog
            open={asking.asking}
            kind={kind}
            applicants={ask.length}
            busy={asking.sending}
            error={asking.error}
            onSubmit={(input) => void sendRequests(input)}
            onCancel={asking.cancel}
          />
        </div>
      )}
      <BulkSummary summary={summary} />
      {selected.length > 0 && !inView && (
        <button
          type="button"
          className="button review-bulk-jump"
          onClick={() => {
            region.current?.scrollIntoView({ block: 'center' });
            region.current?.querySelector<HTMLElement>('select, input, button')?.focus();
          }}
        >
          Change {selected.length} selected
        </button>
      )}
    </>
  );
}
