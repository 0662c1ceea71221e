import { organisation } from '@domain/organisation';
import { RegistrationForm } from '../../modules/accounts/components/RegistrationForm';
import { usePageMeta } from '../../site/use-page-meta';

/** /registration: the page around accounts' RegistrationForm. */
export default function RegistrationPage() {
  usePageMeta({ title: 'Request administrative access', description: `Ask for access to the ${organisation.name} staff pages.` });
  return <RegistrationForm />;
}
