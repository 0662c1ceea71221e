import { SecuritySettings } from '../../modules/accounts/components/SecuritySettings';
import { usePageMeta } from '../../site/use-page-meta';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-security: every staff member's own sign-in factors (issue 23). */
export default function SecurityPage() {
  usePageMeta({ title: 'Security', description: 'Your second factors: authenticator app, passkeys and recovery codes.' });
  return (
    <StaffConsolePage
      permission="factors:own"
      title="Security"
      lead="After your password, you confirm each sign-in with an authenticator app, a passkey or a recovery code. Lost your phone? Use a recovery code, then set up a new factor here; without one, ask an admin to reset your factors."
    >
      <SecuritySettings />
    </StaffConsolePage>
  );
}
