import { useState } from 'react';
import type { ApplicationDetailQuery, ApplicationKind } from '../../../generated/graphql';
import { useRequestMoreInformationMutation } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { submittedOn } from '../../applications/formats';
import { logFailure } from '../../applications/components/Notices';
import { messageOf } from '../../review/components/ReviewPanel';
import { RequestDialog, type RequestInput } from './RequestDialog';
import '../info-requests.css';

type Detail = NonNullable<ApplicationDetailQuery['application']>;

/**
 * Documents asked of the applicant: each request with its note, due date and state, the file
 * that answered it (a new version; the earlier one stays in Documents), and for employees and
 * admins the "Request more information" action.
 */
export function InfoRequestsPanel({ kind, detail }: { kind: ApplicationKind; detail: Detail }) {
  const { user } = useSession();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [request, state] = useRequestMoreInformationMutation();
  const mayAsk = roleMay(user?.role, 'review:move') && !['APPROVED', 'DECLINED', 'PAID'].includes(detail.reviewStatus);
  const fileOf = (fileId: string | null) => detail.documents.find((d) => d.fileId === fileId);

  async function send(input: RequestInput) {
    setError(null);
    try {
      await request({ variables: { kind, id: detail.id, items: input.items, dueAt: input.dueAt } });
      setAsking(false);
      setAnnouncement('The request was sent to the applicant.');
    } catch (e) {
      logFailure('Requesting more information failed.', e);
      setError(messageOf(e, 'The request could not be sent. Please try again.'));
    }
  }

  return (
    <section className="app-section info-requests" aria-labelledby="info-requests-title">
      <div className="info-requests__head">
        <h2 id="info-requests-title" className="app-section__title">
          Requests for more information
        </h2>
        {mayAsk && (
          <button type="button" className="button" onClick={() => setAsking(true)}>
            Request more information
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
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
                  <span className={`review-badge ${r.fulfilledAt ? 'review-badge--approved' : 'review-badge--needs_info'}`}>
                    {r.fulfilledAt ? 'Answered' : 'Open'}
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
      <RequestDialog
        open={asking}
        kind={kind}
        busy={state.loading}
        error={error}
        onSubmit={(input) => void send(input)}
        onCancel={() => {
          setAsking(false);
          setError(null);
        }}
      />
    </section>
  );
}
