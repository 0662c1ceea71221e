import { useState, type FormEvent } from 'react';
import { FormNotice, TextField } from '../../../components/ui/Field';
import { ApiError } from '../../../console/rest';
import { registerPasskey, type Enrolled } from '../factor-api';
import { withStepUp } from '../../../console/step-up';
import '../account-pages.css';
import '../second-factor.css';

/** Makes a passkey on this device (fingerprint, face, PIN or a security key), with a name to tell it apart. */
export function PasskeySetup({ onDone, onExpired }: { onDone: (result: Enrolled) => void; onExpired: () => void }) {
  const [name, setName] = useState('This computer');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await withStepUp(() => registerPasskey(name)));
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : null;
      if (api?.status === 401 && api.body.code !== 'STEP_UP_REQUIRED') onExpired();
      else setError(api?.body.error ?? 'The passkey was not made. Try again, or set up an authenticator app.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="accounts-form factor-setup" onSubmit={(event) => void create(event)}>
      <TextField label="Passkey name" name="passkeyName" value={name} onChange={setName} maxLength={60} required />
      {error && <FormNotice tone="error">{error}</FormNotice>}
      <button type="submit" className="button button--secondary button--block" disabled={busy || name.trim() === ''}>
        {busy ? 'Waiting for your device…' : 'Create a passkey'}
      </button>
    </form>
  );
}
