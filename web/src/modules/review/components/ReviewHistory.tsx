import { REVIEW_STATUS_LABELS } from '@domain/review/statuses';
import type { ApplicationReviewFragment } from '../../../generated/graphql';
import { submittedOn } from '../../../console/formats';

/** Every status move: from, to, who, when and why. */
export function ReviewHistory({ history }: { history: ApplicationReviewFragment['history'] }) {
  return (
    <div className="review-block">
      <h3 className="review-block__title">History</h3>
      {history.length === 0 ? (
        <p className="review-muted">Received; no moves yet.</p>
      ) : (
        <ol className="review-timeline">
          {history.map((h, i) => (
            <li key={i}>
              <p className="review-timeline__meta">
                <time dateTime={h.at}>{submittedOn(h.at)}</time> · {h.actorName}
              </p>
              <p className="review-timeline__text">
                {REVIEW_STATUS_LABELS[h.from]} → {REVIEW_STATUS_LABELS[h.to]}
                {h.reason ? `: ${h.reason}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
