import { APPLICATION_STATUS_PATH } from '@domain/application-status-path';

/**
 * The thank-you message's body: the reference, what happens next and by when, and where to
 * follow the application. It takes the keyboard focus when the box opens (data-autofocus), so a
 * screen reader reads the result first, not the OK button.
 */
export function SubmittedResult({ reference, nextStep }: { reference: string | null; nextStep: string | null }) {
  return (
    <div className="form-result" tabIndex={-1} data-autofocus>
      {reference ? (
        <p>
          Your reference number is <strong className="form-reference">{reference}</strong>. Please keep it: quote it when you
          contact us about your application.
        </p>
      ) : (
        <p>We will be in touch with you by e-mail.</p>
      )}
      {nextStep ? (
        <p>
          <strong>What happens next:</strong> {nextStep}
        </p>
      ) : null}
      <p>
        Follow your application, and send any document we ask for, on the{' '}
        <a href={APPLICATION_STATUS_PATH}>application status page</a> with your reference number and e-mail address.
      </p>
    </div>
  );
}
