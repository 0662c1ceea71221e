import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RequireRole } from '../../modules/accounts/components/RequireRole';
import { ApplicantDetail, NotFoundApplicant } from '../../modules/applications/components/ApplicantDetail';
import { kindBySegment } from '../../console/kinds';
import { ConflictGate } from '../../modules/conflicts/components/ConflictGate';
import { NoticeProvider } from '../../console/Notices';
import '../../modules/applications/console-lists.css';
import '../../modules/applications/console-states.css';
import '../../console/spinner.css';
import '../../modules/applications/applicant-detail.css';
import '../../modules/applications/detail-layout.css';
import '../../modules/applications/console-phones.css';
import { usePageMeta } from '../../site/use-page-meta';
import { STAFF_PATHS } from '../../site/staff-paths';

/** /show-applicant/high-school|undergrad|parent/:id/:name (spec §2). The :name part is only for people reading the URL. */
export default function ApplicantPage() {
  const { kind, id } = useParams();
  const config = kindBySegment(kind);
  usePageMeta({ title: 'Applicant', description: 'One application, read-only.' });
  // Opened from a long list: start reading at the top, not where the list was scrolled to.
  // (Braces matter: newer browsers return a promise from scrollTo, which React would call on unmount.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [kind, id]);
  return (
    <RequireRole permission="applications:read">
      <NoticeProvider>
        <div className="app-console">
          {config && id ? (
            // Nothing of the application is fetched until the viewer says they have no conflict (issue 39).
            <ConflictGate
              key={`${config.kind}:${id}`}
              kind={config.kind}
              id={id}
              back={{ to: STAFF_PATHS.applications, label: 'Back to Applications' }}
            >
              <ApplicantDetail config={config} id={id} />
            </ConflictGate>
          ) : (
            <NotFoundApplicant back={{ to: STAFF_PATHS.applications, label: 'Back to Applications' }} />
          )}
        </div>
      </NoticeProvider>
    </RequireRole>
  );
}
