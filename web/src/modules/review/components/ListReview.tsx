import { useId, useState } from 'react';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@domain/review/statuses';
import type { ApplicationKind, ApplicationRowFragment, ReviewStatus } from '../../../generated/graphql';
import { useBulkUpdate, useReviewers } from '../hooks/useReview';
import { messageOf } from '../refusals';
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
 */
export function BulkBar({
  kind,
  selected,
  onDone,
}: {
  kind: ApplicationKind;
  selected: string[];
  onDone: (changed: number) => void;
}) {
  const id = useId();
  const { bulk, busy } = useBulkUpdate(kind);
  const reviewers = useReviewers(true);
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [reason, setReason] = useState('');
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (selected.length === 0) return null;

  async function apply() {
    if (!status && !assignee) return setError('Choose a status or a person to assign.');
    setError(null);
    try {
      const result = await bulk(selected, {
        status: status || null,
        reason: reason.trim() || null,
        assignUserIds: assignee ? [assignee] : null,
      });
      onDone(result.data?.bulkUpdateApplications ?? 0);
      setStatus('');
      setReason('');
      setAssignee('');
    } catch (e) {
      setError(messageOf(e, 'The change could not be saved. Please try again.'));
    }
  }

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
      <div className="review-field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input id={`${id}-reason`} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      </div>
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
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void apply()}>
        Apply
      </button>
      {error && (
        <p className="review-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
