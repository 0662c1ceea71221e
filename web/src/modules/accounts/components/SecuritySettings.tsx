import { useState } from 'react';
import { FormNotice } from '../../../components/ui/Field';
import { messageOf } from '../../../console/refusals';
import type { Enrolled } from '../factor-api';
import { useMySecondFactors } from '../hooks/useMySecondFactors';
import { PasskeySetup } from './PasskeySetup';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup } from './TotpSetup';
import '../second-factor.css';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : 'never');

/**
 * The Security page: one's own authenticator app, passkeys and recovery codes. Adding, removing
 * and new codes need a recent factor; the step-up dialog asks for it when needed.
 */
export function SecuritySettings() {
  const mine = useMySecondFactors();
  const [adding, setAdding] = useState<'app' | 'passkey' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const factors = mine.factors;
  if (!factors) return mine.error ? <FormNotice tone="error">Your sign-in factors could not be loaded.</FormNotice> : null;

  async function act(run: () => Promise<unknown>, done: string) {
    setNotice(null);
    try {
      await run();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error, 'That did not work. Please try again.') });
    }
  }

  function added(result: Enrolled, what: string) {
    setAdding(null);
    if (result.recoveryCodes.length) setCodes(result.recoveryCodes);
    setNotice({ tone: 'success', text: `${what} was added.` });
    void mine.reload();
  }

  const expired = () => setNotice({ tone: 'error', text: 'Your session ended. Please log in again.' });
  const app = factors.authenticatorApp;
  return (
    <div className="factor-sections">
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      {codes && <RecoveryCodes codes={codes} />}
      <section className="factor-section" aria-labelledby="security-app">
        <h2 id="security-app">Authenticator app</h2>
        <p className="factor-section__status">
          {app ? `Added on ${day(app.addedAt)}; last used ${day(app.lastUsedAt)}.` : 'Not set up.'}
        </p>
        {adding === 'app' ? (
          <TotpSetup onDone={(r) => added(r, 'The authenticator app')} onExpired={expired} />
        ) : (
          <div className="factor-section__actions">
            <button type="button" className="button button--small" onClick={() => setAdding('app')}>
              {app ? 'Replace with another app' : 'Set up an authenticator app'}
            </button>
            {app && (
              <button
                type="button"
                className="button button--small button--danger"
                onClick={() => void act(mine.removeAuthenticatorApp, 'The authenticator app was removed.')}
              >
                Remove the authenticator app
              </button>
            )}
          </div>
        )}
      </section>
      <section className="factor-section" aria-labelledby="security-passkeys">
        <h2 id="security-passkeys">Passkeys</h2>
        {factors.passkeys.length === 0 && <p className="factor-section__status">No passkey yet.</p>}
        <ul className="factor-list">
          {factors.passkeys.map((p) => (
            <li key={p.id} className="factor-list__item">
              <span>
                <span className="factor-list__name">{p.name}</span>
                <span className="factor-list__meta">{`Added on ${day(p.createdAt)}; last used ${day(p.lastUsedAt)}`}</span>
              </span>
              <span className="factor-section__actions">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  onClick={() => {
                    const name = window.prompt('A new name for this passkey', p.name);
                    if (name) void act(() => mine.renamePasskey(p.id, name), 'The passkey was renamed.');
                  }}
                >
                  {`Rename ${p.name}`}
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => void act(() => mine.removePasskey(p.id), `The passkey ${p.name} was removed.`)}
                >
                  {`Remove ${p.name}`}
                </button>
              </span>
            </li>
          ))}
        </ul>
        {adding === 'passkey' ? (
          <PasskeySetup onDone={(r) => added(r, 'The passkey')} onExpired={expired} />
        ) : (
          <button type="button" className="button button--small" onClick={() => setAdding('passkey')}>
            Add a passkey
          </button>
        )}
      </section>
      <section className="factor-section" aria-labelledby="security-codes">
        <h2 id="security-codes">Recovery codes</h2>
        <p className="factor-section__status">{`${factors.recoveryCodesLeft} of 10 codes left. Each works once.`}</p>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() =>
            void act(async () => {
              setCodes(await mine.regenerateRecoveryCodes());
              await mine.reload();
            }, 'New recovery codes replace the old ones.')
          }
        >
          Make new recovery codes
        </button>
      </section>
    </div>
  );
}
