import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@domain/review/statuses';
import type { ApplicationKind, ApplicationRowFragment, ReviewStatus } from '../../../generated/graphql';
import { useSession } from '../../accounts/hooks/useSession';
import { RequestDialog, type RequestInput } from '../../info-requests/components/RequestDialog';
import { useRequestMoreInformation } from '../../info-requests/hooks/useRequestMoreInformation';
import { requestSummary, splitAskable } from '../bulk-request';
import { useBulkUpdate, useReviewers } from '../hooks/useReview';
import { messageOf } from '../../staff/refusal-message';
import { ReviewStatusBadge } from './ReviewPanel';

export interface ReviewFilter {
  reviewStatus: ReviewStatus | null;
  assignedToMe: boolean;
}

/** Every review status as a choice, for the filter and the bulk move alike. */
function ReviewStatusOptions() {
  return REVIEW_STATUSES.map((s) => (
    <option key={s} value={s}>
      {REVIEW_STATUS_LABELS[s]}
    </option>
  ));
}

/** The lists' review filters: a review status and "Assigned to me". */
export function ReviewFilters({ value, onChange }: { value: ReviewFilter; onChange: (next: ReviewFilter) => void }) {
  const id = useId();
  return (
    <div className="review-filters">
      <div className="review-field">
        <label htmlFor={`${id}-status`}>Review status</label>
        <select
          id={`${id}-status`}
          value={value.reviewStatus ?? ''}
          onChange={(e) => onChange({ ...value, reviewStatus: (e.target.value || null) as ReviewStatus | null })}
        >
          <option value="">Any</option>
          <ReviewStatusOptions />
        </select>
      </div>
      <div className="review-check">
        <input
          id={`${id}-mine`}
          type="checkbox"
          checked={value.assignedToMe}
          onChange={(e) => onChange({ ...value, assignedToMe: e.target.checked })}
        />
        <label htmlFor={`${id}-mine`}>Assigned to me</label>
      </div>
    </div>
  );
}

/** A row's review cells: status, average score with the count, and assignees. */
export function ReviewCells({ row }: { row: ApplicationRowFragment }) {
  return (
    <>
      <td data-label="Review">
        <ReviewStatusBadge status={row.reviewStatus} />
      </td>
      <td data-label="Score">
        {row.averageScore === null ? '—' : row.averageScore.toFixed(1)}
        <span className="review-muted"> ({row.scoreCount})</span>
      </td>
      <td data-label="Assigned">{row.assignees.map((a) => `${a.firstName} ${a.lastName}`).join(', ') || '—'}</td>
    </>
  );
}

/**
 * The bulk bar over the checked rows: one status move and/or one assignment, all or nothing.
 * A refusal shows the server's message, which names the application it refused.
 * Needs information is not a silent move: Apply opens the request for more information, sent to
 * each selected applicant the role may ask (as on the review panel); the rest are named, not sent.
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
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (selected.length === 0) return null;
  const { ask, skip } = splitAskable(selected, user?.role);

  function reset() {
    setStatus('');
    setReason('');
    setAssignee('');
  }

  async function apply() {
    if (!status && !assignee) return setError('Choose a status or a person to assign.');
    setError(null);
    if (status === 'NEEDS_INFO') {
      if (ask.length > 0) return asking.open();
      return setError(requestSummary({ sent: [], failed: [], skipped: skip }));
    }
    try {
      const result = await bulk(
        selected.map((a) => a.id),
        { status: status || null, reason: reason.trim() || null, assignUserIds: assignee ? [assignee] : null },
      );
      const changed = result.data?.bulkUpdateApplications ?? 0;
      onDone(`${changed} ${changed === 1 ? 'application was' : 'applications were'} changed.`, []);
      reset();
    } catch (e) {
      setError(messageOf(e, 'The change could not be saved. Please try again.'));
    }
  }

  /** One request per application, in turn; then the assignment, if any, for all of them. */
  async function sendRequests(input: RequestInput) {
    const ids = selected.map((a) => a.id);
    const refusals = await asking.sendEach(
      ask.map((a) => a.id),
      input,
    );
    const failed = ask.flatMap((a) => {
      const message = refusals.get(a.id);
      return message ? [{ application: a, message }] : [];
    });
    let summary = requestSummary({ sent: ask.filter((a) => refusals.get(a.id) === null), failed, skipped: skip });
    let assigned = true;
    if (assignee) {
      try {
        await bulk(ids, { status: null, reason: null, assignUserIds: [assignee] });
      } catch (e) {
        assigned = false;
        summary += ` ${messageOf(e, 'The assignment could not be saved. Please try again.')}`;
      }
    }
    // The requests answer with the detail, not the list's rows: ask for the list again.
    if (!assignee || !assigned) {
      try {
        await apollo.refetchQueries({ include: ['ApplicationList'] });
      } catch {
        // The list shows its own loading error, with Retry.
      }
    }
    reset();
    // What is left to do stays selected: the ones not asked, or all when the assignment failed.
    const keep = assigned ? [...failed.map((f) => f.application.id), ...skip.map((a) => a.id)] : ids;
    if (keep.length === 0) return onDone(summary, []);
    setError(summary);
    onDone(null, keep);
  }

  const working = busy || asking.sending;
  return (
    <div className="review-bulk" role="region" aria-label="Change the selected applications">
      <p className="review-current">{selected.length} selected</p>
      <div className="review-field">
        <label htmlFor={`${id}-status`}>Move to</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as ReviewStatus | '')}>
          <option value="">No change</option>
          <ReviewStatusOptions />
        </select>
      </div>
      {status === 'NEEDS_INFO' ? (
        <p className="review-bulk__hint">Apply asks each applicant for documents by e-mail.</p>
      ) : (
        <div className="review-field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <input id={`${id}-reason`} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
      <div className="review-field">
        <label htmlFor={`${id}-assign`}>Assign to</label>
        <select id={`${id}-assign`} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
          <option value="">No change</option>
          {reviewers.map((r) => (
            <option key={r.id} value={r.id}>
              {r.firstName} {r.lastName}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" disabled={working} aria-busy={working} onClick={() => void apply()}>
        Apply
      </button>
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
  );
}
