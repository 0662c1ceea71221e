import type { ReactNode } from 'react';
import type { ApplicationKind, StaffLetterFragment } from '../../../generated/graphql';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { useRemindRecommender } from '../hooks/useRemindRecommender';
import { letterDay, roleLabel, statusLabel, waitingText } from '../letter-words';
import '../letters.css';

/** The section's id: the detail page's jump list leads here. */
export const LETTERS_TITLE_ID = 'letters-title';

/**
 * "Letter of recommendation" on the staff detail page, beside the documents: who was asked, in
 * what role, whether the applicant waived the right to read it, where it stands, and once it has
 * arrived the same Preview and Download as every document (the page passes them in, with the
 * document's scan state). While it is awaited, staff with review:move may send a reminder.
 */
export function LetterSection({
  kind,
  applicationId,
  letters,
  documentActions,
}: {
  kind: ApplicationKind;
  applicationId: string;
  letters: readonly StaffLetterFragment[];
  /** The letter's document row actions (Preview, Download, scan state), by its file id. */
  documentActions: (fileId: string) => ReactNode;
}) {
  const { user } = useSession();
  const mayRemind = roleMay(user?.role, 'review:move');
  const reminder = useRemindRecommender(kind, applicationId);
  if (letters.length === 0) return null;

  return (
    <section className="app-section letters" aria-labelledby={LETTERS_TITLE_ID}>
      <h2 id={LETTERS_TITLE_ID} className="app-section__title">
        Letter of recommendation
      </h2>
      <ul className="letters__list">
        {letters.map((letter) => {
          const waiting = letter.status === 'REQUESTED';
          const resultId = `letter-${letter.id}-result`;
          const said = reminder.result?.letterId === letter.id ? reminder.result : null;
          return (
            <li key={letter.id} className={`letter letter--${letter.status.toLowerCase()}`}>
              <p className="letter__title">
                <strong>{letter.recommenderName}</strong>
                <span className="letter__role">{roleLabel(letter.role)}</span>
                <span className={`letter__status letter__status--${letter.status.toLowerCase()}`}>
                  {statusLabel(letter.status)}
                </span>
              </p>
              <dl className="letter__facts">
                <div>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${letter.recommenderEmail}`}>{letter.recommenderEmail}</a>
                  </dd>
                </div>
                <div>
                  <dt>Waiver</dt>
                  <dd>
                    {letter.waived
                      ? 'The applicant waived the right to read this letter.'
                      : 'The applicant did not waive the right to read this letter.'}
                  </dd>
                </div>
                <div>
                  <dt>Asked</dt>
                  <dd>
                    <time dateTime={letter.requestedAt}>{letterDay(letter.requestedAt)}</time>, due{' '}
                    <time dateTime={letter.dueAt}>{letterDay(letter.dueAt)}</time>
                  </dd>
                </div>
                {letter.receivedAt && (
                  <div>
                    <dt>Received</dt>
                    <dd>
                      <time dateTime={letter.receivedAt}>{letterDay(letter.receivedAt)}</time>
                    </dd>
                  </div>
                )}
                {letter.declinedAt && (
                  <div>
                    <dt>Declined</dt>
                    <dd>
                      <time dateTime={letter.declinedAt}>{letterDay(letter.declinedAt)}</time>
                      {letter.declineReason && <>: “{letter.declineReason}”</>}
                    </dd>
                  </div>
                )}
                {letter.lastRemindedAt && (
                  <div>
                    <dt>Last reminder</dt>
                    <dd>
                      <time dateTime={letter.lastRemindedAt}>{letterDay(letter.lastRemindedAt)}</time>
                    </dd>
                  </div>
                )}
              </dl>
              {letter.fileId && <div className="letter__document">{documentActions(letter.fileId)}</div>}
              {waiting && (
                <div className="letter__waiting">
                  <p className="letter__since">
                    <time dateTime={letter.requestedAt}>{waitingText(letter.requestedAt)}</time>
                  </p>
                  {mayRemind && (
                    <>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={reminder.sending || Boolean(letter.nextReminderAt)}
                        aria-describedby={letter.nextReminderAt ? `letter-${letter.id}-next` : undefined}
                        onClick={() => void reminder.send(letter.id, letter.recommenderName)}
                      >
                        {reminder.sending ? 'Sending…' : 'Send a reminder'}
                      </button>
                      {letter.nextReminderAt && (
                        <p id={`letter-${letter.id}-next`} className="letter__next">
                          One reminder per 48 hours: the next may leave after{' '}
                          <time dateTime={letter.nextReminderAt}>{letterDay(letter.nextReminderAt)}</time>.
                        </p>
                      )}
                    </>
                  )}
                </div>
              )}
              <p id={resultId} className={`letter__result${said && !said.sent ? ' letter__result--error' : ''}`} role="status">
                {said?.text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
