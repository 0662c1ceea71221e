import { mayRequestInformation } from '@domain/review/statuses';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { useSession } from '../../accounts/hooks/useSession';
import { submittedOn } from '../../../console/formats';
import '../info-requests.css';

type Detail = NonNullable<ApplicationDetailQuery['application']>;

/**
 * Documents asked of the applicant: each request with its note, due date and state, and the file
 * that answered it (a new version; the earlier one stays in Documents). Asking is done from the
 * review panel's "Request more information", the one button for it on the page; this panel
 * points there rather than offering a second one.
 */
export function InfoRequestsPanel({ detail }: { detail: Detail }) {
  const { user } = useSession();
  const mayAsk = mayRequestInformation(detail.reviewStatus, user?.role);
  const fileOf = (fileId: string | null) => detail.documents.find((d) => d.fileId === fileId);

  return (
    <section className="app-section info-requests" aria-labelledby="info-requests-title">
      <h2 id="info-requests-title" className="app-section__title">
        Requests for more information
      </h2>
      {mayAsk && (
        <p className="info-requests__where">
          To ask the applicant for documents, use <strong>Request more information</strong> in the Review section above.
        </p>
      )}
      {detail.infoRequests.length === 0 ? (
        <p className="info-requests__empty">Nothing has been asked of the applicant yet.</p>
      ) : (
        <ul className="info-requests__list">
          {detail.infoRequests.map((r) => {
            const file = fileOf(r.fileId);
            return (
              <li key={r.id} className="info-request">
                <p className="info-request__title">
                  <strong>{r.label}</strong>
                  <span
                    className={`review-badge ${r.fulfilledAt ? 'review-badge--approved' : r.closedAt ? '' : 'review-badge--needs_info'}`}
                  >
                    {r.fulfilledAt ? 'Answered' : r.closedAt ? 'Closed' : 'Open'}
                  </span>
                </p>
                {r.note && <p className="info-request__note">{r.note}</p>}
                <p className="info-request__meta">
                  Asked by {r.requestedBy} on <time dateTime={r.requestedAt}>{submittedOn(r.requestedAt)}</time>
                  {r.dueAt && (
                    <>
                      {' '}
                      · due <time dateTime={r.dueAt}>{submittedOn(r.dueAt)}</time>
                    </>
                  )}
                  {r.reminderSentAt && ' · reminder sent'}
                </p>
                {r.closedAt && !r.fulfilledAt && (
                  <p className="info-request__meta">
                    Closed unanswered <time dateTime={r.closedAt}>{submittedOn(r.closedAt)}</time>, when the application left
                    “Needs information”: the applicant can no longer upload it.
                  </p>
                )}
                {r.fulfilledAt && (
                  <p className="info-request__meta">
                    Answered <time dateTime={r.fulfilledAt}>{submittedOn(r.fulfilledAt)}</time>
                    {file && (
                      <>
                        {' '}
                        with <a href={file.downloadUrl}>{file.originalName}</a> (a new version; earlier ones stay under Documents)
                      </>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
