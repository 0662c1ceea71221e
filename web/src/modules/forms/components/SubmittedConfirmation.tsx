import { useState, type Ref } from 'react';
import { statusPageLink } from '@domain/application-status-path';
import { messages } from '@domain/messages';
import { useDomainText, useT } from '../../../i18n/I18n';

export interface Submitted {
  reference: string | null;
  nextStep: string | null;
}

/**
 * What stays on the page after a successful submission, in place of the cleared form: the spec's
 * sentence, the reference with a copy button, what happens next, and the status page with the
 * reference filled in, until the applicant chooses to start another application. Kept in memory
 * only: a reload shows the empty form again.
 */
export function SubmittedConfirmation({
  submitted,
  headingRef,
  onStartAnother,
}: {
  submitted: Submitted;
  headingRef: Ref<HTMLHeadingElement>;
  onStartAnother: () => void;
}) {
  const t = useT();
  const text = useDomainText();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const { reference, nextStep } = submitted;

  async function copy() {
    if (!reference) return;
    try {
      await navigator.clipboard.writeText(reference);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, a refused permission): the number is selectable text.
      setCopied('no');
    }
  }

  return (
    <section className="form-thanks" aria-labelledby="form-thanks-title">
      <h3 id="form-thanks-title" className="form-thanks__title" ref={headingRef} tabIndex={-1}>
        {text(messages.applicationSuccess)}
      </h3>
      {reference ? (
        <div className="form-thanks__reference">
          <p>
            {t('form.thanks.reference')}{' '}
            <strong className="form-reference" id="form-thanks-reference">
              {reference}
            </strong>
          </p>
          <button type="button" className="button button--secondary form-thanks__copy" onClick={() => void copy()}>
            {t('form.thanks.copy')}
          </button>
          <p className="form-thanks__copied" role="status">
            {copied === 'yes' ? t('form.thanks.copied') : copied === 'no' ? t('form.thanks.copyFailed') : ''}
          </p>
        </div>
      ) : (
        <p>{t('form.result.noReference')}</p>
      )}
      <h4 className="form-thanks__subtitle">{t('form.thanks.nextTitle')}</h4>
      <p>{nextStep ?? t('form.thanks.nextGeneric')}</p>
      <p>{t('form.thanks.emailed')}</p>
      <p>
        <a className="form-thanks__status" href={statusPageLink(t.path, reference)}>
          {t('form.thanks.status')}
        </a>
      </p>
      <button type="button" className="button form-button" onClick={onStartAnother}>
        {t('form.thanks.another')}
      </button>
    </section>
  );
}
