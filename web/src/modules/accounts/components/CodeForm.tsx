import { useState, type FormEvent } from 'react';
import { messages } from '@domain/messages';
import { secondFactorMessages, type FactorMethod } from '@domain/second-factor';
import { FormNotice, TextField } from '../../../components/ui/Field';
import { ApiError } from '../../../console/rest';
import type { SessionUser } from '../account-api';
import { verifyCode, verifyWithPasskey } from '../factor-api';
import '../account-pages.css';
import '../second-factor.css';

/**
 * The second factor, asked in place on the login page and in the step-up dialog: a code from the
 * authenticator app (pasting works, WCAG 3.3.8), a passkey, or a recovery code.
 */
export function CodeForm({
  methods,
  onVerified,
  onEnded,
  submitLabel = 'Verify',
}: {
  methods: FactorMethod[];
  onVerified: (user: SessionUser) => void;
  /** The session ended (five wrong codes, or it expired): the password is asked again. */
  onEnded: (message: string) => void;
  submitLabel?: string;
}) {
  // What the step leads with: the authenticator's code, else the passkey (one tap), and the
  // recovery code only when nothing else is set up; the others are a click away.
  const [recovery, setRecovery] = useState(!methods.includes('totp') && !methods.includes('passkey'));
  const passkeyFirst = !methods.includes('totp') && methods.includes('passkey') && !recovery;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(run: () => Promise<SessionUser>) {
    setBusy(true);
    setError(null);
    try {
      onVerified(await run());
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : null;
      if (api?.status === 401)
        onEnded(api.body.error === messages.notSignedIn ? 'Your sign-in expired. Please log in again.' : (api.body.error ?? ''));
      else if (api?.body.error) setError(api.body.error);
      else setError(methods.includes('passkey') ? secondFactorMessages.passkeyFailed : secondFactorMessages.wrongCode);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void attempt(() => verifyCode(code));
  }

  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';
  const passkeyButton = (primary: boolean) => (
    <button
      type="button"
      className={primary ? 'button button--block' : 'button button--secondary button--block'}
      disabled={busy}
      autoFocus={primary}
      onClick={() => void attempt(verifyWithPasskey)}
    >
      Use a passkey
    </button>
  );
  const switchToRecovery = (
    <button
      type="button"
      className="factor-step__switch"
      onClick={() => {
        setRecovery(true);
        setCode('');
        setError(null);
      }}
    >
      Use a recovery code
    </button>
  );
  if (passkeyFirst)
    return (
      <div className="factor-step">
        <div className="accounts-form">
          <p className="form-note">Your device asks for your fingerprint, face or screen lock.</p>
          {error && <FormNotice tone="error">{error}</FormNotice>}
          {passkeyButton(true)}
        </div>
        {methods.includes('recovery') && <div className="factor-step__other">{switchToRecovery}</div>}
      </div>
    );
  return (
    <div className="factor-step">
      <form className="accounts-form" onSubmit={onSubmit}>
        <TextField
          key={recovery ? 'recovery' : 'totp'}
          label={label}
          name="code"
          value={code}
          onChange={setCode}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          help={
            recovery
              ? 'One of the ten codes you saved when you set up your account, e.g. abcde-fghij-kmnpq.'
              : 'Six digits; it changes every 30 seconds.'
          }
          required
          autoFocus
          // A wrong code is said at once and stays tied to the field (aria-invalid, its description).
          error={error ?? undefined}
          announceError
        />
        <button type="submit" className="button button--block" disabled={busy || code.trim() === ''}>
          {busy ? 'Checking…' : submitLabel}
        </button>
      </form>
      <div className="factor-step__other">
        {methods.includes('passkey') && passkeyButton(false)}
        {methods.includes('recovery') && methods.includes('totp') && (
          <button
            type="button"
            className="factor-step__switch"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </button>
        )}
      </div>
    </div>
  );
}
