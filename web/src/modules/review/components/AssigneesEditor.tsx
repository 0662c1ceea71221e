import { useId, useState } from 'react';
import type { ApplicationReviewFragment } from '../../../generated/graphql';
import { useReviewers } from '../hooks/useReviewers';

/** Who the application is assigned to; employees and admins change it with checkboxes. */
export function AssigneesEditor({
  assignees,
  mayAssign,
  busy,
  onSave,
}: {
  assignees: ApplicationReviewFragment['assignees'];
  mayAssign: boolean;
  busy: boolean;
  onSave: (userIds: string[]) => Promise<boolean>;
}) {
  const id = useId();
  const reviewers = useReviewers(mayAssign);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(assignees.map((a) => a.id)));
  const names = assignees.map((a) => `${a.firstName} ${a.lastName}`).join(', ');
  return (
    <div className="review-block">
      <h3 className="review-block__title">Assigned to</h3>
      <p className="review-muted">{names || 'Nobody yet.'}</p>
      {mayAssign && reviewers.length > 0 && (
        <fieldset className="review-assign">
          <legend className="visually-hidden">Choose who reviews this application</legend>
          {reviewers.map((r) => (
            <div className="review-check" key={r.id}>
              <input
                type="checkbox"
                id={`${id}-${r.id}`}
                checked={chosen.has(r.id)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(r.id);
                  else next.delete(r.id);
                  setChosen(next);
                }}
              />
              <label htmlFor={`${id}-${r.id}`}>
                {r.firstName} {r.lastName}
              </label>
            </div>
          ))}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onSave([...chosen])}>
            Save assignment
          </button>
        </fieldset>
      )}
    </div>
  );
}
