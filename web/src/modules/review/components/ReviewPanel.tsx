import { useState } from 'react';
import { formatCents } from '@domain/applications/formats';
import { mayRequestInformation, REVIEW_STATUS_LABELS } from '@domain/review/statuses';
import type { ApplicationKind, ApplicationReviewFragment } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { submittedOn } from '../../../console/formats';
import { logFailure } from '../../../console/Notices';
import { RequestDialog, type RequestInput } from '../../info-requests/components/RequestDialog';
import { useRequestMoreInformation } from '../../info-requests/hooks/useRequestMoreInformation';
import { useAwardContext } from '../hooks/useAwardContext';
import { useReviewActions, type MoveInput } from '../hooks/useReviewActions';
import { useReviewers } from '../hooks/useReviewers';
import { useRubric } from '../hooks/useRubric';
import { moveButtons, type PendingMove } from '../move-buttons';
import { isBudgetRefusal, messageOf } from '../../../console/refusals';
import { AssigneesEditor } from './AssigneesEditor';
import { MoveDialog } from './MoveDialog';
import { assignDone, moveDone } from '../move-words';
import { NotesTimeline } from './NotesTimeline';
import { ReviewHistory } from './ReviewHistory';
import { ScoreForm, type ShownAnswer } from './ScoreForm';
import './review.css';

export function ReviewStatusBadge({ status }: { status: ApplicationReviewFragment['reviewStatus'] }) {
  return <span className={`review-badge review-badge--${status.toLowerCase()}`}>{REVIEW_STATUS_LABELS[status]}</span>;
}

/**
 * The review side of the detail page: status and award, the moves the signed-in role may make
 * (a dialog asks for what a move needs), assignment, the rubric score, notes and history.
 * Moving to Needs information is the request for more information: it asks the applicant by
 * e-mail, so a reviewer never leaves an application waiting on a question nobody received.
 */
export function ReviewPanel({
  kind,
  review,
  applicant,
  answers = [],
}: {
  kind: ApplicationKind;
  review: ApplicationReviewFragment;
  /** Who a decision e-mails, as the approve and decline dialogs say, and the language they chose. */
  applicant: { name: string; email: string; locale?: string };
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
  const asking = useRequestMoreInformation(kind);
  const reviewers = useReviewers(roleMay(user?.role, 'review:assign'));
  const awardContext = useAwardContext(kind, review.id, pending?.needs.includes('awardCents') ?? false);
  const buttons = moveButtons(review.reviewMoves, mayRequestInformation(review.reviewStatus, user?.role));

  async function attempt(what: string, work: () => Promise<unknown>, done: string): Promise<boolean> {
    setError(null);
    setOverBudget(false);
    try {
      await work();
      setAnnouncement(done);
      return true;
    } catch (e) {
      logFailure(`${what} failed.`, e);
      setError(messageOf(e, `${what} could not be saved. Please try again.`));
      setOverBudget(isBudgetRefusal(e));
      return false;
    }
  }

  async function move(input: MoveInput, action: string) {
    if (await attempt(action, () => actions.move(input), moveDone(input, applicant.name))) setPending(null);
  }

  async function sendRequest(input: RequestInput) {
    if (await asking.send(review.id, input)) setAnnouncement('The request was sent to the applicant.');
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
        {buttons.length > 0 && (
          <div className="review-moves" role="group" aria-label="Change the review status">
            {buttons.map((b) =>
              b.kind === 'request' ? (
                <button key="request" type="button" className="button" disabled={actions.moving} onClick={asking.open}>
                  Request more information
                </button>
              ) : (
                <button
                  key={b.move.to}
                  type="button"
                  className="button"
                  disabled={actions.moving}
                  onClick={() => (b.move.needs.length > 0 ? setPending(b.move) : void move({ status: b.move.to }, b.move.action))}
                >
                  {b.move.action}
                </button>
              ),
            )}
          </div>
        )}
        {error && !pending && (
          <p className="review-error" role="alert">
            {error}
          </p>
        )}
        <p className={announcement ? 'review-done' : 'visually-hidden'} role="status">
          {announcement}
        </p>
      </div>
      <div className="review-grid">
        <ScoreForm
          key={`${review.scoresLocked}-${review.scores.find((s) => s.mine)?.updatedAt ?? ''}-${rubric.length}-${review.scores.find((s) => s.mine)?.locked ?? ''}`}
          review={review}
          rubric={rubric}
          answers={answers}
          busy={actions.scoring || actions.unlocking}
          blindReview={user?.role !== 'admin'}
          onSave={(scores) => attempt('Your score', () => actions.score(scores), 'Your score was saved.')}
          onUnlock={
            roleMay(user?.role, 'review:unlock-score')
              ? (reviewerId) => attempt('The unlock', () => actions.unlockScore(reviewerId), 'The score was unlocked.')
              : undefined
          }
        />
        <NotesTimeline
          notes={review.notes}
          hiddenCount={review.hiddenNoteCount}
          busy={actions.addingNote}
          onAdd={(text, processNote) => attempt('The note', () => actions.addNote(text, processNote), 'The note was added.')}
        />
        <AssigneesEditor
          key={review.assignees.map((a) => a.id).join(',')}
          assignees={review.assignees}
          mayAssign={roleMay(user?.role, 'review:assign')}
          busy={actions.assigning}
          onSave={(ids) =>
            attempt(
              'The assignment',
              () => actions.assign(ids),
              assignDone(
                review.assignees.map((a) => a.id),
                reviewers.filter((r) => ids.includes(r.id)),
                user,
              ),
            )
          }
        />
        <ReviewHistory history={review.history} />
      </div>
      <MoveDialog
        move={pending}
        busy={actions.moving}
        error={pending ? error : null}
        offerOverride={overBudget && roleMay(user?.role, 'cycles:manage')}
        awardContext={awardContext.context}
        applicant={applicant}
        onSubmit={(input) => void move(input, pending?.action ?? 'The move')}
        onCancel={() => {
          setPending(null);
          setError(null);
          setOverBudget(false);
        }}
      />
      <RequestDialog
        open={asking.asking}
        kind={kind}
        busy={asking.sending}
        error={asking.error}
        applicantLocale={applicant.locale}
        onSubmit={(input) => void sendRequest(input)}
        onCancel={asking.cancel}
      />
    </section>
  );
}
