import { ApplicationForm } from '../modules/forms/components/ApplicationForm';
import { layoutOf, type ApplicationFormLayout } from '../modules/forms/form-layout';
import { Island } from './Island';

/** An application form as an island of its own on a static page (decision 160). */
export function ApplicationFormIsland({ spec }: { spec: ApplicationFormLayout }) {
  const layout = layoutOf(spec);
  return (
    <Island name="application-form" props={layout}>
      <ApplicationForm spec={layout} />
    </Island>
  );
}
