import { useId, useState, type FormEvent } from 'react';
import { INFO_REQUEST_LIMITS, requestableDocuments } from '@domain/application-status';
import { Dialog } from '../../../components/ui/Dialog';
import type { ApplicationKind } from '../../../generated/graphql';
import { kindByEnum } from '../../../console/kinds';
// The form's styles come with it: the lists' bulk bar opens it away from the detail page.
import '../info-requests.css';

export interface RequestInput {
  items: { document: string; note: string | null }[];
  dueAt: string | null;
}

/** "2027-03-14" → the end of that day in the reviewer's time zone, as ISO. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:00`).toISOString();
}

/** Choose the documents to ask for, a note for each, and an optional due date. */
export function RequestDialog({
  open,
  kind,
  busy,
  error,
  onSubmit,
  onCancel,
  applicants = 1,
  applicantLocale,
}: {
  open: boolean;
  kind: ApplicationKind;
  busy: boolean;
  error: string | null;
  onSubmit: (input: RequestInput) => void;
  onCancel: () => void;
  /** How many applicants the one request goes to (the lists' bulk bar); one by default. */
  applicants?: number;
  /** The language of the one applicant's application, when known: their e-mail and status page are in it. */
  applicantLocale?: string;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onDismiss={() => !busy && onCancel()} labelledBy={titleId} tone="question" wide>
      {open && (
        <RequestForm
          titleId={titleId}
          kind={kind}
          applicants={applicants}
          readsSpanish={applicants === 1 && applicantLocale === 'es'}
          busy={busy}
          error={error}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function RequestForm({
  titleId,
  kind,
  applicants,
  readsSpanish,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  titleId: string;
  kind: ApplicationKind;
  applicants: number;
  /** The applicant chose Spanish: their e-mail is in Spanish, and the note is shown as staff write it. */
  readsSpanish: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (input: RequestInput) => void;
  onCancel: () => void;
}) {
  const documents = requestableDocuments(kindByEnum(kind).segment);
  const [chosen, setChosen] = useState<Record<string, string | undefined>>({});
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  function submit(event: FormEvent) {
    event.preventDefault();
    const items = documents
      .filter((d) => chosen[d.name] !== undefined)
      .map((d) => ({ document: d.name, note: chosen[d.name]!.trim() || null }));
    if (items.length === 0) return setProblem('Please choose at least one document to ask for.');
    if (due && due <= today) return setProblem('The due date must be after today.');
    setProblem(null);
    onSubmit({ items, dueAt: due ? endOfDay(due) : null });
  }

  const shown = problem ?? error;
  const many = applicants > 1;
  return (
    <form className="review-dialog info-request-form" onSubmit={submit} noValidate>
      <h2 className="ui-dialog__title" id={titleId}>
        {many ? `Request more information from ${applicants} applicants` : 'Request more information'}
      </h2>
      {many ? (
        <p className="info-request-form__intro">
          Each applicant gets their own e-mail naming the documents and a link to their application status page, where they read
          your notes and upload the files. Each application moves to Needs information.
        </p>
      ) : (
        <p className="info-request-form__intro">
          The applicant gets an e-mail naming the documents and a link to the application status page, where they read your notes
          and upload the files. The application moves to Needs information.
        </p>
      )}
      <fieldset className="info-request-form__documents">
        <legend>Documents to ask for</legend>
        {documents.map((d, i) => {
          const checked = chosen[d.name] !== undefined;
          return (
            <div key={d.name} className="info-request-form__item">
              <label className="info-request-form__check">
                <input
                  type="checkbox"
                  name="document"
                  value={d.name}
                  checked={checked}
                  data-autofocus={i === 0 ? true : undefined}
                  onChange={(e) => setChosen((c) => ({ ...c, [d.name]: e.target.checked ? '' : undefined }))}
                />{' '}
                {d.label}
              </label>
              {checked && (
                <div className="review-field">
                  <label htmlFor={`${titleId}-${d.name}-note`}>
                    Note for the applicant about {d.label.toLowerCase()} (optional)
                  </label>
                  {/* The e-mail is in Spanish but the note is shown as written (issue 41, M11). */}
                  {readsSpanish && (
                    <p id={`${titleId}-${d.name}-language`} className="review-field__hint">
                      The applicant reads Spanish.
                    </p>
                  )}
                  <textarea
                    id={`${titleId}-${d.name}-note`}
                    aria-describedby={readsSpanish ? `${titleId}-${d.name}-language` : undefined}
                    rows={2}
                    maxLength={INFO_REQUEST_LIMITS.note}
                    value={chosen[d.name]}
                    onChange={(e) => setChosen((c) => ({ ...c, [d.name]: e.target.value }))}
                  />
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="review-field">
        <label htmlFor={`${titleId}-due`}>Due date (optional)</label>
        <input id={`${titleId}-due`} type="date" min={today} value={due} onChange={(e) => setDue(e.target.value)} />
      </div>
      {shown && (
        <p className="review-error" role="alert">
          {shown}
        </p>
      )}
      <div className="ui-dialog__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : many ? 'Send requests' : 'Send request'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
