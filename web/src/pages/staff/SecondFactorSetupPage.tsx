import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { organisation } from '@domain/organisation';
import { AccountCard } from '../../modules/accounts/components/AccountCard';
import { useSession } from '../../modules/accounts/hooks/useSession';
import { FormNotice } from '../../components/ui/Field';
import type { Enrolled } from '../../modules/accounts/factor-api';
import { PasskeySetup } from '../../modules/accounts/components/PasskeySetup';
import { RecoveryCodes } from '../../modules/accounts/components/RecoveryCodes';
import { TotpSetup } from '../../modules/accounts/components/TotpSetup';
import { usePageMeta } from '../../site/use-page-meta';
import '../../modules/accounts/account-pages.css';
import '../../modules/accounts/second-factor.css';

/**
 * /second-factor-setup (issue 23): where a staff member without a second factor is sent after a
 * right password. They set up an authenticator app or a passkey, which signs them in, then save
 * the ten recovery codes shown once.
 */
export default function SecondFactorSetupPage() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  const [expired, setExpired] = useState(false);
  usePageMeta({ title: 'Set up two-step sign-in', description: `Protect your ${organisation.name} staff account.` });

  function done(result: Enrolled) {
    signedIn(result.user);
    setEnrolled(result);
  }

  if (expired)
    return (
      <AccountCard title="Set up two-step sign-in">
        <FormNotice tone="error">Your sign-in expired. Please log in again to set up your second factor.</FormNotice>
        <p>
          <Link to="/login">Go to the login page</Link>
        </p>
      </AccountCard>
    );

  if (enrolled)
    return (
      <AccountCard title="Two-step sign-in is on">
        <FormNotice tone="success">{`You are signed in, ${enrolled.user.firstName}. Next time, you will give your password and then your second factor.`}</FormNotice>
        {enrolled.recoveryCodes.length > 0 && <RecoveryCodes codes={enrolled.recoveryCodes} />}
        <button type="button" className="button button--block accounts-form__submit" onClick={() => navigate('/admin-access')}>
          I have saved my codes: continue
        </button>
      </AccountCard>
    );

  return (
    <AccountCard
      title="Set up two-step sign-in"
      intro={
        <p>
          Staff accounts reach applicants’ Social Security numbers, so a password alone is not enough. Choose a second factor: you
          will give it after your password each time you sign in.
        </p>
      }
    >
      <div className="factor-choices">
        <section className="factor-choice" aria-labelledby="choice-app">
          <h2 id="choice-app">Authenticator app</h2>
          <p>A six-digit code from an app on your phone.</p>
          <TotpSetup onDone={done} onExpired={() => setExpired(true)} />
        </section>
        <section className="factor-choice" aria-labelledby="choice-passkey">
          <h2 id="choice-passkey">Passkey</h2>
          <p>Your fingerprint, face or PIN on this device, or a security key.</p>
          <PasskeySetup onDone={done} onExpired={() => setExpired(true)} />
        </section>
      </div>
    </AccountCard>
  );
}
