import { useId } from 'react';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@domain/review/statuses';
import type { ApplicationRowFragment, ReviewStatus } from '../../../generated/graphql';
import { ReviewStatusBadge } from './ReviewPanel';

/** The bulk bar lives in its own file; the lists import it from here with the filters. */
export { BulkBar } from './BulkBar';

export interface ReviewFilter {
  reviewStatus: ReviewStatus | null;
  assignedToMe: boolean;
}

/** Every review status as a choice, for the filter (the bulk bar offers only the moves that fit). */
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
