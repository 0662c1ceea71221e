import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { registrationSchema } from '@domain/accounts';
import { fieldErrorsFromIssues } from '@domain/errors';
import { messages } from '@domain/messages';
import { AccountCard } from './AccountCard';
import { ApiError } from '../../../console/rest';
import { register } from '../account-api';
import { FormNotice, PasswordField, TextField } from '../../../components/ui/Field';
import { STAFF_PATHS } from '../../../site/staff-paths';
import '../account-pages.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', password2: '' };
type Form = typeof EMPTY;

/** /registration (spec §2, §5, §8): request administrative access; an admin then gives a role. */
export function RegistrationForm() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    // The same rules as the server (spec §5): a failing password or a mismatch stops the submit.
    const checked = registrationSchema.safeParse(form);
    if (!checked.success) {
      setErrors(fieldErrorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await register(form);
      setForm(EMPTY);
      setResult({ tone: 'success', text: messages.registrationSuccess });
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.body.fields ?? {});
        setResult({ tone: 'error', text: messages.registrationFailure });
      } else {
        setResult({ tone: 'error', text: messages.registrationException });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title="Request administrative access"
      intro={
        <p>Staff and volunteers: register here. An administrator confirms your privileges, and we email you when they do.</p>
      }
      footer={
        <p>
          Already have access? <Link to={STAFF_PATHS.login}>Log in</Link>
        </p>
      }
    >
      {result?.tone === 'success' ? (
        <FormNotice tone="success">{result.text}</FormNotice>
      ) : (
        <form className="accounts-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="accounts-form__pair">
            <TextField
              label="First name"
              name="firstName"
              value={form.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
              autoComplete="given-name"
              required
            />
            <TextField
              label="Last name"
              name="lastName"
              value={form.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
              autoComplete="family-name"
              required
            />
          </div>
          <TextField
            label="Email"
            name="email"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
            required
          />
          <PasswordField
            label="Password"
            name="password"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            help="At least 8 characters: letters, digits and = @ # $ % &, with 1 number, 1 of those special characters and 1 upper case letter."
            autoComplete="new-password"
            required
          />
          <PasswordField
            label="Re-enter password"
            name="password2"
            value={form.password2}
            onChange={set('password2')}
            error={errors.password2}
            autoComplete="new-password"
            required
          />
          {result && <FormNotice tone="error">{result.text}</FormNotice>}
          <button type="submit" className="button button--block accounts-form__submit" disabled={busy}>
            {busy ? 'Sending…' : 'Register'}
          </button>
        </form>
      )}
    </AccountCard>
  );
}
