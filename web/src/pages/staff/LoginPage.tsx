import { organisation } from '@domain/organisation';
import { SignInForm } from '../../modules/accounts/components/SignInForm';
import { usePageMeta } from '../../site/use-page-meta';

/** /login: the page around accounts' SignInForm. */
export default function LoginPage() {
  usePageMeta({ title: 'Staff login', description: `Sign in to the ${organisation.name} staff pages.` });
  return <SignInForm />;
}
