import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '@domain/messages';
import { passwordMeetsRule } from '@domain/password';
import { AccountCard } from './AccountCard';
import { createNewPassword, sendResetCode } from '../account-api';
import { FormNotice, PasswordField, TextField } from '../../../components/ui/Field';
import { STAFF_PATHS } from '../../../site/staff-paths';
import '../account-pages.css';

export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed. Please log in with your new password.';

/**
 * /reset-password (spec §2, §4, §5, §8). Step 1 e-mails a code; step 2 takes the code and the
 * new password twice (both trimmed) and goes to /login on success.
 */
export function PasswordResetForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<{ password?: string; password2?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await sendResetCode(email.trim());
      setStep('code');
    } catch (error) {
      // Spec §8: a failed code request is only logged.
      console.error('Sending the verification code failed', error);
    } finally {
      setBusy(false);
    }
  }

  async function onCreatePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const newPassword = password.trim();
    if (newPassword !== password2.trim()) return setErrors({ password2: messages.resetPasswordsDontMatch });
    if (!passwordMeetsRule(newPassword)) return setErrors({ password: messages.passwordRule });
    setErrors({});
    setBusy(true);
    try {
      await createNewPassword(email.trim(), newPassword, code.trim());
      navigate(STAFF_PATHS.login, { state: { notice: PASSWORD_CHANGED_NOTICE } });
    } catch {
      setFailure(messages.resetFailure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title="Reset your password"
      intro={
        step === 'email' ? (
          <p>Enter the email address of your staff account. We will email you a temporary verification code.</p>
        ) : undefined
      }
      footer={
        <p>
          Remembered it? <Link to={STAFF_PATHS.login}>Back to login</Link>
        </p>
      }
    >
      {step === 'email' ? (
        <form className="accounts-form" onSubmit={(event) => void onSendCode(event)}>
          <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" required />
          <button type="submit" className="button button--block accounts-form__submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send verification code'}
          </button>
        </form>
      ) : (
        <form className="accounts-form" onSubmit={(event) => void onCreatePassword(event)}>
          <FormNotice tone="info">{messages.resetCodeSent}</FormNotice>
          <TextField
            label="Verification code"
            name="tempPassResetCode"
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <PasswordField
            label="New password"
            name="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            help="At least 8 characters: letters, digits and = @ # $ % &, with 1 number, 1 of those special characters and 1 upper case letter."
            autoComplete="new-password"
            required
          />
          <PasswordField
            label="Confirm new password"
            name="password2"
            value={password2}
            onChange={setPassword2}
            error={errors.password2}
            autoComplete="new-password"
            required
          />
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <button type="submit" className="button button--block accounts-form__submit" disabled={busy}>
            {busy ? 'Saving…' : 'Create new password'}
          </button>
          <button type="button" className="accounts-form__text-button" onClick={() => setStep('email')}>
            Send a new code
          </button>
        </form>
      )}
    </AccountCard>
  );
}
