import type { RefObject } from 'react';
import { APPLICATION_KIND_LABELS } from '@domain/applications/constants';
import type { StatusView } from '../status-api';
import { RequestUpload } from './RequestUpload';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** The applicant's view: the public status, what happens next and the documents asked for. */
export function StatusDetails({
  view,
  headingRef,
  onChange,
  onSignedOut,
  onSignOut,
}: {
  view: StatusView;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: (view: StatusView) => void;
  onSignedOut: (message: string) => void;
  onSignOut: () => void;
}) {
  const open = view.requests.filter((r) => !r.fulfilled);
  return (
    <div className="status-view">
      <h2 ref={headingRef} tabIndex={-1}>
        Application <span className="status-view__reference">{view.reference}</span>
      </h2>
      <dl className="status-view__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status-badge${open.length ? ' status-badge--attention' : ''}`}>{view.status}</span>
          </dd>
        </div>
        <div>
          <dt>Program</dt>
          <dd>{APPLICATION_KIND_LABELS[view.kind]}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{longDate(view.submittedAt)}</dd>
        </div>
      </dl>
      <h3>What happens next</h3>
      <p>{view.nextStep}</p>
      {view.requests.length > 0 ? (
        <section aria-labelledby="status-requests">
          <h3 id="status-requests">Documents we asked for</h3>
          <ul className="status-requests">
            {view.requests.map((request) => (
              <li key={request.id} className="status-request">
                <p className="status-request__title">
                  <strong>{request.label}</strong>
                  {request.fulfilled ? (
                    <span className="status-badge status-badge--done">Received</span>
                  ) : (
                    <span className="status-badge status-badge--attention">Needed</span>
                  )}
                </p>
                {request.note ? <p className="status-request__note">{request.note}</p> : null}
                {request.dueAt && !request.fulfilled ? (
                  <p className="form-note">Please send it by {longDate(request.dueAt)}.</p>
                ) : null}
                {request.fulfilled ? (
                  <p className="form-note">Thank you: we have this document.</p>
                ) : (
                  <RequestUpload request={request} onUploaded={onChange} onSignedOut={onSignedOut} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="status-form__actions">
        <button type="button" className="button button--secondary form-button" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </div>
  );
}
