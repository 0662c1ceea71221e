import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formatCents } from '@domain/applications/formats';
import { REVIEW_STATUS_LABELS } from '@domain/review/statuses';
import type { ApplicationKind, ApplicationReviewFragment } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { submittedOn } from '../../applications/formats';
import { logFailure } from '../../applications/components/Notices';
import { useReviewActions, useRubric, type MoveInput } from '../hooks/useReview';
import { AssigneesEditor } from './AssigneesEditor';
import { MoveDialog, type PendingMove } from './MoveDialog';
import { NotesTimeline } from './NotesTimeline';
import { ReviewHistory } from './ReviewHistory';
import { ScoreForm, type ShownAnswer } from './ScoreForm';
import './review.css';

/** The server's message for a refused action (they are written for staff), or a generic one. */
export function messageOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

/** True when the server refused an approval for the cycle's budget: an admin may override it. */
export function isBudgetRefusal(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const fields = error.errors[0]?.extensions?.fields as Record<string, unknown> | undefined;
  return Boolean(fields && 'overrideBudget' in fields);
}

export function ReviewStatusBadge({ status }: { status: ApplicationReviewFragment['reviewStatus'] }) {
  return <span className={`review-badge review-badge--${status.toLowerCase()}`}>{REVIEW_STATUS_LABELS[status]}</span>;
}

/**
 * The review side of the detail page: status and award, the moves the signed-in role may make
 * (a dialog asks for what a move needs), assignment, the rubric score, notes and history.
 */
export function ReviewPanel({
  kind,
  review,
  answers = [],
}: {
  kind: ApplicationKind;
  review: ApplicationReviewFragment;
  /** The application's answers as the detail page shows them, for criteria linked to one. */
  answers?: readonly ShownAnswer[];
}) {
  const { user } = useSession();
  const actions = useReviewActions(kind, review.id);
  const { rubric } = useRubric(kind);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [overBudget, setOverBudget] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function attempt(what: string, work: () => Promise<unknown>): Promise<boolean> {
    setError(null);
    setOverBudget(false);
    try {
      await work();
      setAnnouncement(`${what} saved.`);
      return true;
    } catch (e) {
      logFailure(`${what} failed.`, e);
      setError(messageOf(e, `${what} could not be saved. Please try again.`));
      setOverBudget(isBudgetRefusal(e));
      return false;
    }
  }

  async function move(input: MoveInput, action: string) {
    if (await attempt(action, () => actions.move(input))) setPending(null);
  }

  const award = review.award;
  return (
    <section className="app-section review-panel" aria-labelledby="review-panel-title">
      <h2 id="review-panel-title" className="app-section__title">
        Review
      </h2>
      <div className="review-head">
        <p className="review-current">
          Status <ReviewStatusBadge status={review.reviewStatus} />
        </p>
        {award && (
          <p className="review-current">
            Award <strong>${formatCents(award.awardCents)}</strong>
            {award.paidAt && (
              <>
                {' '}
                · paid <time dateTime={award.paidAt}>{submittedOn(award.paidAt)}</time>
                {award.paymentReference ? ` (${award.paymentReference})` : ''}
              </>
            )}
          </p>
        )}
        {review.reviewMoves.length > 0 && (
          <div className="review-moves" role="group" aria-label="Change the review status">
            {review.reviewMoves.map((m) => (
              <button
                key={m.to}
                type="button"
                className="button"
                disabled={actions.moving}
                onClick={() => (m.needs.length > 0 ? setPending(m) : void move({ status: m.to }, m.action))}
              >
                {m.action}
              </button>
            ))}
          </div>
        )}
        {error && !pending && (
          <p className="review-error" role="alert">
            {error}
          </p>
        )}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
      <div className="review-grid">
        <ScoreForm
          key={`${review.scoresLocked}-${review.scores.find((s) => s.mine)?.updatedAt ?? ''}-${rubric.length}`}
          review={review}
          rubric={rubric}
          answers={answers}
          busy={actions.scoring}
          onSave={(scores) => attempt('Your score', () => actions.score(scores))}
        />
        <NotesTimeline
          notes={review.notes}
          busy={actions.addingNote}
          onAdd={(text) => attempt('The note', () => actions.addNote(text))}
        />
        <AssigneesEditor
          key={review.assignees.map((a) => a.id).join(',')}
          assignees={review.assignees}
          mayAssign={roleMay(user?.role, 'review:assign')}
          busy={actions.assigning}
          onSave={(ids) => attempt('The assignment', () => actions.assign(ids))}
        />
        <ReviewHistory history={review.history} />
      </div>
      <MoveDialog
        move={pending}
        busy={actions.moving}
        error={pending ? error : null}
        offerOverride={overBudget && roleMay(user?.role, 'cycles:manage')}
        onSubmit={(input) => void move(input, pending?.action ?? 'The move')}
        onCancel={() => {
          setPending(null);
          setError(null);
          setOverBudget(false);
        }}
      />
    </section>
  );
}
