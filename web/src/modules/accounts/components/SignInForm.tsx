import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@domain/messages';
import { organisation } from '@domain/organisation';
import { AccountCard } from './AccountCard';
import type { FactorMethod } from '@domain/second-factor';
import { ApiError } from '../../../console/rest';
import { logIn, type SessionUser } from '../account-api';
import { CodeForm } from './CodeForm';
import { FormNotice, PasswordField, TextField } from '../../../components/ui/Field';
import { useSession } from '../hooks/useSession';
import { STAFF_PATHS } from '../../../site/staff-paths';
import '../account-pages.css';
import '../second-factor.css';

/** Spec §9: the redirect after login waits 1000 ms. */
export const LOGIN_REDIRECT_MS = 1000;

/** /login (spec §2, §4 Login, §8): email and password, a shake and a message on failure. */
export function SignInForm() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const [busy, setBusy] = useState(false);
  const [welcome, setWelcome] = useState<SessionUser | null>(null);
  /** After a right password: the methods of the second factor, asked in place (issue 23). */
  const [factor, setFactor] = useState<FactorMethod[] | null>(null);

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => navigate(STAFF_PATHS.applications), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [welcome, navigate]);

  function welcomeBack(user: SessionUser) {
    signedIn(user);
    setWelcome(user);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await logIn(email.trim(), password);
      if (!('mfa' in answer)) return welcomeBack(answer); // STAFF_MFA=off
      if (answer.mfa === 'enrol') return void navigate('/second-factor-setup');
      setFactor(answer.methods);
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : null;
      if (api?.status === 403 && api.body.message === messages.invalidPrivileges) setError(messages.loginNoPrivileges);
      else if (api?.status === 429 && api.body.error) setError(api.body.error);
      else setError(messages.loginFailure);
      setShake(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title="Staff login"
      intro={<p>Sign in to review applications. Access is for {organisation.name} staff and volunteers.</p>}
      shake={shake}
      onShakeEnd={() => setShake(false)}
      footer={
        <p>
          No account yet? <Link to={STAFF_PATHS.registration}>Request administrative access</Link>
        </p>
      }
    >
      {notice && !error && !welcome && <FormNotice tone="success">{notice}</FormNotice>}
      {welcome ? (
        <FormNotice tone="success">{`Welcome back, ${welcome.firstName}! Taking you to Applications…`}</FormNotice>
      ) : factor ? (
        <>
          <h2 className="accounts-card__step">Second step: confirm it’s you</h2>
          <CodeForm
            methods={factor}
            onVerified={welcomeBack}
            onEnded={(message) => {
              setFactor(null);
              setPassword('');
              setError(message);
              setShake(true);
            }}
          />
        </>
      ) : (
        <form className="accounts-form" onSubmit={(event) => void onSubmit(event)} noValidate={false}>
          <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="username" required />
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            required
          />
          <div className="accounts-form__row">
            <Link className="accounts-form__link" to={STAFF_PATHS.resetPassword}>
              Forgot your password?
            </Link>
          </div>
          {error && <FormNotice tone="error">{error}</FormNotice>}
          <button type="submit" className="button button--block accounts-form__submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Log in'}
          </button>
        </form>
      )}
    </AccountCard>
  );
}
