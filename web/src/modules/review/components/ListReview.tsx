import { Fragment, useId } from 'react';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@domain/review/statuses';
import type { ApplicationRowFragment, ReviewStatus } from '../../../generated/graphql';
import { ReviewStatusBadge } from './ReviewPanel';
import { scoreText } from '../score-text';
import { useSession } from '../../accounts/hooks/useSession';

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

/**
 * A row's review cells: the status with the scores in words under it (one column, so the table
 * fits a laptop without scrolling sideways), and the assignees.
 */
export function ReviewCells({ row }: { row: ApplicationRowFragment }) {
  // Admins are not bound by blind review: the server shows them every score.
  const { user } = useSession();
  return (
    <>
      <td data-label="Review">
        <ReviewStatusBadge status={row.reviewStatus} />
        <span className="app-table__score">{scoreText(row, { seesEveryScore: user?.role === 'admin' })}</span>
      </td>
      <td data-label="Assigned" className="app-table__assigned">
        {/* A long list wraps between names, never inside one. */}
        {row.assignees.length === 0
          ? '—'
          : row.assignees.map((a, i) => (
              <Fragment key={a.id}>
                {i > 0 && ', '}
                <span>{`${a.firstName} ${a.lastName}`}</span>
              </Fragment>
            ))}
      </td>
    </>
  );
}
