import { ApplicationStatus } from '../modules/application-status/components/ApplicationStatus';
import { Island } from './Island';

/** The status page's sign-in and status view, an island of its own on a static page (decision 160). */
export function ApplicationStatusIsland() {
  return (
    <Island name="application-status" props={{}}>
      <ApplicationStatus />
    </Island>
  );
}
