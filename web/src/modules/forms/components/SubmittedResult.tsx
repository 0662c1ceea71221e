import { messages } from '@domain/messages';
import { MessageDialog } from '../../../components/ui/Dialog';
import { useDomainText, useT } from '../../../i18n/I18n';
import { APPLICATION_STATUS_PATH } from '@domain/application-status-path';

/**
 * The thank-you message's body: the reference, what happens next and by when, and where to
 * follow the application. It takes the keyboard focus when the box opens (data-autofocus), so a
 * screen reader reads the result first, not the OK button.
 */
export function SubmittedResult({ reference, nextStep }: { reference: string | null; nextStep: string | null }) {
  const t = useT();
  return (
    <div className="form-result" tabIndex={-1} data-autofocus>
      {reference ? (
        <p>
          {t.rich('form.result.reference', {
            reference,
            strong: (chunks) => <strong className="form-reference">{chunks}</strong>,
          })}
        </p>
      ) : (
        <p>{t('form.result.noReference')}</p>
      )}
      {nextStep ? <p>{t.rich('form.result.next', { nextStep, strong: (chunks) => <strong>{chunks}</strong> })}</p> : null}
      <p>
        {t.rich('form.result.follow', {
          link: (chunks) => <a href={t.path(APPLICATION_STATUS_PATH)}>{chunks}</a>,
        })}
      </p>
    </div>
  );
}

/** How a submission ended, as its message box shows it. */
export type Result =
  { kind: 'success'; reference: string | null; nextStep: string | null } | { kind: 'failure'; detail: string | null };

/** The spec's message box after Submit: the thank-you with its result, or the failure and why; OK closes it. */
export function SubmissionResult({ result, onClose }: { result: Result | null; onClose: () => void }) {
  const t = useT();
  const text = useDomainText();
  return (
    <>
      <MessageDialog
        open={result?.kind === 'success'}
        tone="success"
        title={text(messages.applicationSuccess)}
        closeLabel={t('dialog.ok')}
        onClose={onClose}
      >
        {result?.kind === 'success' ? <SubmittedResult reference={result.reference} nextStep={result.nextStep} /> : null}
      </MessageDialog>
      <MessageDialog
        open={result?.kind === 'failure'}
        tone="alert"
        title={t('form.notSent')}
        message={text(messages.applicationFailure)}
        closeLabel={t('dialog.ok')}
        onClose={onClose}
      >
        {result?.kind === 'failure' && result.detail ? <p>{result.detail}</p> : null}
      </MessageDialog>
    </>
  );
}
