import { useState, type FormEvent } from 'react';
import { FormNotice, TextField } from '../../../components/ui/Field';
import { ApiError } from '../../../console/rest';
import { confirmTotp, startTotp, type Enrolled } from '../factor-api';
import { withStepUp } from '../../../console/step-up';
import { QrCode } from './QrCode';
import '../account-pages.css';
import '../second-factor.css';

const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Sets up an authenticator app: scan the QR code (or type the key), then confirm with its first code. */
export function TotpSetup({ onDone, onExpired }: { onDone: (result: Enrolled) => void; onExpired: () => void }) {
  const [started, setStarted] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await withStepUp(call);
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : null;
      if (api?.status === 401 && api.body.code !== 'STEP_UP_REQUIRED') onExpired();
      else setError(api?.body.error ?? 'Something went wrong. Please try again.');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(() => confirmTotp(code));
    if (result) onDone(result);
  }

  if (!started)
    return (
      <div className="factor-setup">
        {error && <FormNotice tone="error">{error}</FormNotice>}
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(startTotp).then((s) => s && setStarted(s))}
        >
          Set up an authenticator app
        </button>
      </div>
    );
  return (
    <div className="factor-setup">
      <ol className="factor-setup__steps">
        <li>
          Open your authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis) and add an
          account.
        </li>
        <li>
          Scan this QR code, or type the key instead.
          <QrCode text={started.otpauthUrl} label="QR code for your authenticator app" />
          <p className="factor-setup__key">
            Key: <code aria-label={`Key: ${started.secret}`}>{grouped(started.secret)}</code>
          </p>
        </li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <form className="accounts-form" onSubmit={(event) => void confirm(event)}>
        <TextField
          label="Code from your authenticator app"
          name="code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        {error && <FormNotice tone="error">{error}</FormNotice>}
        <button type="submit" className="button button--block" disabled={busy || code.trim() === ''}>
          {busy ? 'Checking…' : 'Confirm'}
        </button>
      </form>
    </div>
  );
}
