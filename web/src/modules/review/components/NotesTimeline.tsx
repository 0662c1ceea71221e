import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS } from '@domain/review/inputs';
import type { ApplicationReviewFragment } from '../../../generated/graphql';
import { submittedOn } from '../../applications/formats';

/** Staff notes, oldest first, with author and time; a note is added, never edited. */
export function NotesTimeline({
  notes,
  busy,
  onAdd,
}: {
  notes: ApplicationReviewFragment['notes'];
  busy: boolean;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem('Please write a note.');
    setProblem(null);
    if (await onAdd(text.trim())) setText('');
  }

  return (
    <div className="review-block">
      <h3 className="review-block__title">Notes</h3>
      {notes.length === 0 ? (
        <p className="review-muted">No notes yet.</p>
      ) : (
        <ol className="review-timeline">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="review-timeline__meta">
                {n.authorName} · <time dateTime={n.createdAt}>{submittedOn(n.createdAt)}</time>
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
