import { useId, useState, type FormEvent } from 'react';
import { answerNote } from '@domain/review/rubric-answers';
import type { ApplicationReviewFragment, ReviewRubricQuery } from '../../../generated/graphql';
import { SCORE_TITLE_ID } from '../anchors';
import { scoreLockedReason, scoreLockWarning } from '../score-lock-words';

type Rubric = ReviewRubricQuery['reviewRubric'];
/** An answer of the application as the detail page shows it. */
export interface ShownAnswer {
  name: string;
  label: string;
  value: string | null;
}
const NA = 'na';

/**
 * The signed-in reviewer's rubric score (N/A leaves a criterion out), with the answer a criterion
 * is linked to beside it, and, once they have scored (or for admins), everyone's scores and the average.
 */
export function ScoreForm({
  review,
  rubric,
  answers,
  busy,
  blindReview,
  onSave,
  onUnlock,
}: {
  review: ApplicationReviewFragment;
  rubric: Rubric;
  /** The application's answers, for criteria that show one beside the score. */
  answers: readonly ShownAnswer[];
  busy: boolean;
  /** The viewer is bound by blind review (everyone but admins): their score locks once the others' are shown. */
  blindReview: boolean;
  onSave: (scores: { criterion: string; points: number | null }[]) => Promise<boolean>;
  /** Given to admins: unlock a reviewer's score that blind review locked. */
  onUnlock?: (reviewerId: string) => Promise<boolean>;
}) {
  const id = useId();
  const mine = review.scores.find((s) => s.mine);
  const initial = () =>
    Object.fromEntries(
      rubric.map((c) => {
        const points = mine?.criteria.find((m) => m.criterion === c.key)?.points;
        return [c.key, points === null || points === undefined ? (mine ? NA : '') : String(points)];
      }),
    );
  const [values, setValues] = useState<Record<string, string>>(initial);
  // The first criterion without points, named in the error and tied to its select.
  const [problem, setProblem] = useState<{ key: string; text: string } | null>(null);
  const [saved, setSaved] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = rubric.find((c) => !values[c.key]);
    if (missing) {
      setProblem({ key: missing.key, text: `${missing.label}: choose points or N/A.` });
      // The keyboard goes to the select in error, which says what is missing.
      document.getElementById(`${id}-${missing.key}`)?.focus();
      return;
    }
    setProblem(null);
    const ok = await onSave(
      rubric.map((c) => ({ criterion: c.key, points: values[c.key] === NA ? null : Number(values[c.key]) })),
    );
    setSaved(ok ? 'Your score was saved.' : '');
  }

  const others = review.scores.filter((s) => !s.mine);
  const lockWarning = scoreLockWarning(review, blindReview);
  return (
    <div className="review-block">
      <h3 className="review-block__title" id={SCORE_TITLE_ID}>
        Score
      </h3>
      <p className="review-muted">
        {review.scoreCount === 0 ? 'No scores yet.' : `${review.scoreCount} ${review.scoreCount === 1 ? 'score' : 'scores'}`}
        {review.averageScore !== null && (
          <>
            {' '}
            · average <strong>{review.averageScore.toFixed(1)}</strong> of 100
          </>
        )}
        {!review.scoresVisible && review.scoreCount > 0 && ' · others’ scores show after you give yours'}
      </p>
      {review.scoresLocked ? (
        <p className="review-muted">Scores are locked after the decision.</p>
      ) : mine?.locked ? (
        <p className="review-muted">{scoreLockedReason(review)}</p>
      ) : (
        <form className="review-score" aria-labelledby={SCORE_TITLE_ID} onSubmit={(e) => void submit(e)} noValidate>
          {rubric.map((c) => {
            const answer = c.field ? answers.find((a) => a.name === c.field) : undefined;
            const note = answer ? answerNote(answer.name, answer.value) : null;
            return (
              <div className="review-field review-field--inline" key={c.key}>
                <label htmlFor={`${id}-${c.key}`}>
                  {c.label} <span className="review-muted">(0–{c.maxPoints})</span>
                </label>
                <select
                  id={`${id}-${c.key}`}
                  aria-describedby={
                    [answer ? `${id}-${c.key}-answer` : '', problem?.key === c.key ? `${id}-problem` : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  aria-invalid={problem?.key === c.key || undefined}
                  name={c.key}
                  value={values[c.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [c.key]: e.target.value })}
                >
                  <option value="">Choose</option>
                  {Array.from({ length: c.maxPoints + 1 }, (_, p) => (
                    <option key={p} value={String(p)}>
                      {p}
                    </option>
                  ))}
                  <option value={NA}>N/A</option>
                </select>
                {answer && (
                  <p className="review-answer" id={`${id}-${c.key}-answer`}>
                    {answer.label}: <strong>{answer.value ?? 'Not given'}</strong>
                    {note ? ` · ${note}` : ''}
                  </p>
                )}
              </div>
            );
          })}
          {problem && (
            <p className="review-error" role="alert" id={`${id}-problem`}>
              {problem.text}
            </p>
          )}
          <p className="review-status-line" role="status">
            {saved}
          </p>
          {lockWarning && (
            <p className="review-warning" id={`${id}-lock`}>
              {lockWarning}
            </p>
          )}
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-busy={busy}
            aria-describedby={lockWarning ? `${id}-lock` : undefined}
          >
            {mine ? 'Update my score' : 'Save my score'}
          </button>
        </form>
      )}
      {mine && (
        <p className="review-muted">
          Your score: <strong>{mine.score === null ? 'N/A' : mine.score.toFixed(1)}</strong>
        </p>
      )}
      {others.length > 0 && (
        <ul className="review-list">
          {others.map((s) => (
            <li key={s.reviewer.id}>
              {s.reviewer.firstName} {s.reviewer.lastName}: <strong>{s.score === null ? 'N/A' : s.score.toFixed(1)}</strong>
              {s.locked && <span className="review-muted"> · locked</span>}
              {s.locked && onUnlock && !review.scoresLocked && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={`Unlock the score of ${s.reviewer.firstName} ${s.reviewer.lastName}`}
                  onClick={() => void onUnlock(s.reviewer.id)}
                >
                  Unlock
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
