import { useDomainText, useT } from '../../../i18n/I18n';
import type { RefObject } from 'react';
import { APPLICATION_KIND_LABELS } from '@domain/applications/constants';
import { FORMAT_LOCALE, type Locale } from '@domain/i18n/locales';
import type { StatusView } from '../status-api';
import { RequestUpload } from './RequestUpload';
import { StatusLetters } from './StatusLetters';

/** "March 14, 2027", or "14 de marzo de 2027" on the Spanish page. */
const longDate = (iso: string, locale: Locale) => new Date(iso).toLocaleDateString(FORMAT_LOCALE[locale], { dateStyle: 'long' });

/** A day in a <time> element: the words for people, the instant for machines. */
const Day = ({ iso, locale }: { iso: string; locale: Locale }) => <time dateTime={iso}>{longDate(iso, locale)}</time>;

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
  const t = useT();
  const text = useDomainText();
  const open = view.requests.filter((r) => !r.fulfilled && !r.closed);
  return (
    <div className="status-view">
      <h2 ref={headingRef} tabIndex={-1}>
        {t.rich('status.view.title', {
          reference: view.reference,
          ref: (chunks) => <span className="status-view__reference">{chunks}</span>,
        })}
      </h2>
      <dl className="status-view__facts">
        <div>
          <dt>{t('status.view.status')}</dt>
          <dd>
            <span className={`status-badge${open.length ? ' status-badge--attention' : ''}`}>{view.status}</span>
          </dd>
        </div>
        <div>
          <dt>{t('status.view.program')}</dt>
          <dd>{text(APPLICATION_KIND_LABELS[view.kind])}</dd>
        </div>
        <div>
          <dt>{t('status.view.submitted')}</dt>
          <dd>
            <Day iso={view.submittedAt} locale={t.locale} />
          </dd>
        </div>
      </dl>
      <h3>{t('status.view.next')}</h3>
      <p>{view.nextStep}</p>
      {view.requests.length > 0 ? (
        <section aria-labelledby="status-requests">
          <h3 id="status-requests">{t('status.view.requests')}</h3>
          <ul className="status-requests">
            {view.requests.map((request) => (
              <li key={request.id} className="status-request">
                <p className="status-request__title">
                  <strong>{request.label}</strong>
                  {request.fulfilled ? (
                    <span className="status-badge status-badge--done">{t('status.view.received')}</span>
                  ) : request.closed ? (
                    <span className="status-badge">{t('status.view.closed')}</span>
                  ) : (
                    <span className="status-badge status-badge--attention">{t('status.view.needed')}</span>
                  )}
                </p>
                {request.note ? <p className="status-request__note">{request.note}</p> : null}
                {request.dueAt && !request.fulfilled && !request.closed ? (
                  <p className="form-note">{t('status.view.sendBy', { date: longDate(request.dueAt, t.locale) })}</p>
                ) : null}
                {request.fulfilled ? (
                  <p className="form-note">
                    {request.receivedFile && request.receivedAt
                      ? t.rich('status.view.receivedFile', {
                          file: request.receivedFile,
                          date: longDate(request.receivedAt, t.locale),
                          name: (chunks) => <span className="status-request__file">{chunks}</span>,
                        })
                      : t('status.view.have')}
                  </p>
                ) : request.closed ? (
                  <p className="form-note">{t('status.view.closedNote')}</p>
                ) : (
                  <RequestUpload request={request} onUploaded={onChange} onSignedOut={onSignedOut} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.letters?.length ? <StatusLetters letters={view.letters} onChange={onChange} onSignedOut={onSignedOut} /> : null}
      <div className="status-form__actions">
        <button type="button" className="button button--secondary form-button" onClick={onSignOut}>
          {t('status.view.signOut')}
        </button>
      </div>
    </div>
  );
}
