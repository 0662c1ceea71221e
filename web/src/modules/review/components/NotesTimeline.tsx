import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS } from '@domain/review/inputs';
import type { ApplicationReviewFragment } from '../../../generated/graphql';
import { submittedOn } from '../../../console/formats';

/**
 * Staff notes, oldest first, with author and time; a note is added, never edited. A note is about
 * the applicant unless its author marks it as about the process: blind review holds the others'
 * notes about the applicant back until the reader has scored, as it does their scores.
 */
export function NotesTimeline({
  notes,
  hiddenCount,
  busy,
  onAdd,
}: {
  notes: ApplicationReviewFragment['notes'];
  hiddenCount: number;
  busy: boolean;
  onAdd: (text: string, processNote: boolean) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [processNote, setProcessNote] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem('Please write a note.');
    setProblem(null);
    if (await onAdd(text.trim(), processNote)) {
      setText('');
      setProcessNote(false);
    }
  }

  return (
    <div className="review-block">
      <h3 className="review-block__title">Notes</h3>
      {hiddenCount > 0 && (
        <p className="review-muted">
          {hiddenCount === 1
            ? 'One note about the applicant is hidden until you have scored, so that it does not sway your score.'
            : `${hiddenCount} notes about the applicant are hidden until you have scored, so that they do not sway your score.`}
        </p>
      )}
      {notes.length === 0 ? (
        hiddenCount === 0 && <p className="review-muted">No notes yet.</p>
      ) : (
        <ol className="review-timeline">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="review-timeline__meta">
                {n.authorName} · <time dateTime={n.createdAt}>{submittedOn(n.createdAt)}</time>
                {n.processNote && ' · About the process'}
              </p>
              <p className="review-timeline__text">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="review-field">
          <label htmlFor={`${id}-note`}>Add a note</label>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={3}
            maxLength={REVIEW_LIMITS.note}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <label className="review-check">
          <input type="checkbox" name="processNote" checked={processNote} onChange={(e) => setProcessNote(e.target.checked)} />
          About the process, not the applicant (“documents requested”, “called the school”): every reviewer sees it at once
        </label>
        {problem && (
          <p className="review-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
          Add note
        </button>
      </form>
    </div>
  );
}
