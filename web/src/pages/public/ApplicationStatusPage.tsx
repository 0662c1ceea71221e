import { ApplicationStatusIsland } from '../../islands/ApplicationStatusIsland';
import { paths, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { usePageMeta } from '../../site/use-page-meta';
import { metaOf } from './ProgramPage';

/** /application-status: applicants sign in with their reference and an e-mailed code. */
export function ApplicationStatusPage() {
  const settings = useSiteSettings();
  usePageMeta(metaOf(paths.applicationStatus, 'Application status'));
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">Your application</p>
          <h1>Application status</h1>
          <p className="lead">
            See where your application to {site.name} stands, and send any document we ask for. You need the reference number from
            your confirmation e-mail and the e-mail address you applied with.
          </p>
        </div>
      </header>
      <div className="container">
        <div className="status-page">
          <section className="status-card" aria-label="Sign in and status">
            <ApplicationStatusIsland />
          </section>
          <p className="status-page__help">
            Lost your reference number? Write to <a href={`mailto:${settings.email}`}>{settings.email}</a> from the address you
            applied with.
          </p>
        </div>
      </div>
    </div>
  );
}
