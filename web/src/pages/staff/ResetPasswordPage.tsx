import { organisation } from '@domain/organisation';
import { PasswordResetForm } from '../../modules/accounts/components/PasswordResetForm';
import { usePageMeta } from '../../site/use-page-meta';

/** /reset-password: the page around accounts' PasswordResetForm. */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset your password', description: `Reset the password of an ${organisation.name} staff account.` });
  return <PasswordResetForm />;
}
