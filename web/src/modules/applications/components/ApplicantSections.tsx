import { useState } from 'react';
import type { ApplicationDetailQuery } from '../../../generated/graphql';
import { useRevealSocialSecurityNumbers } from '../hooks/useRevealSocialSecurityNumbers';
import { useNotices } from '../../../console/Notices';

type Detail = ApplicationDetailQuery['application'];

/** Comments take the whole row; e-mails and street addresses do on a phone, where half a row breaks them. */
function fieldClass(name: string): string {
  if (name === 'comments') return 'app-field app-field--wide';
  return /(email|address)$/i.test(name) ? 'app-field app-field--long' : 'app-field';
}

/**
 * The answers, grouped as on the form. Social Security numbers stay masked (***-**-6789) until an
 * admin or employee asks to reveal them; every reveal is audited on the server.
 */
export function ApplicantSections({ detail, mayReveal }: { detail: Detail; mayReveal: boolean }) {
  const notices = useNotices();
  const { revealNumbers, revealing } = useRevealSocialSecurityNumbers();
  const [revealed, setRevealed] = useState<Record<string, string> | null>(null);
  const hasSsn = detail.sections.some((s) => s.fields.some((f) => f.sensitive && f.value));

  async function show() {
    try {
      setRevealed(await revealNumbers(detail.kind, detail.id));
    } catch (error) {
      notices.failed('The Social Security numbers could not be revealed.', error, () => void show());
    }
  }

  return (
    <>
      {mayReveal && hasSsn && (
        <div className="app-reveal">
          <p className="app-reveal__text">
            {revealed
              ? 'Social Security numbers are shown in full. Hide them when you are done.'
              : 'Social Security numbers are masked. Revealing them is recorded in the audit log.'}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-pressed={revealed !== null}
            disabled={revealing}
            onClick={() => (revealed ? setRevealed(null) : void show())}
          >
            {revealing ? 'Revealing…' : revealed ? 'Hide Social Security numbers' : 'Reveal Social Security numbers'}
          </button>
        </div>
      )}
      {detail.sections.map((section) => (
        <section key={section.id} className="app-section" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="app-section__title">
            {section.title}
          </h2>
          <dl className="app-fields">
            {section.fields.map((field) => {
              const full = field.sensitive ? revealed?.[field.name] : undefined;
              return (
                <div key={field.name} className={fieldClass(field.name)}>
                  <dt className="app-field__label">{field.label}</dt>
                  <dd className={`app-field__value${field.value ? '' : ' app-field__value--empty'}`}>
                    {full ?? field.value ?? 'Not given'}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </>
  );
}
