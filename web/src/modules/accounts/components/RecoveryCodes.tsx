import { useState } from 'react';
import { organisation } from '@domain/organisation';
import '../second-factor.css';

/**
 * The ten recovery codes, shown once: copy, download as text, print. Each works once, in place
 * of the phone or passkey; they are stored only as hashes, so nobody can show them again.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `${organisation.name} staff recovery codes\nEach code works once.\n\n${codes.join('\n')}\n`;

  function download() {
    const href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = 'odf-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }

  return (
    <section className="factor-codes" aria-labelledby="recovery-codes-title">
      <h2 className="factor-codes__title" id="recovery-codes-title">
        Save your recovery codes
      </h2>
      <p>
        If you lose your phone or passkey, each of these codes signs you in once. Keep them somewhere safe, away from this
        computer. They are shown only now.
      </p>
      <ol className="factor-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="factor-codes__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={download}>
          Download
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </section>
  );
}
