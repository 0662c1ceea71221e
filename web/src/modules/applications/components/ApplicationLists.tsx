import type { ApplicationStatus } from '../../../generated/graphql';
import { RequireRole } from '../../accounts/components/RequireRole';
import { ApplicationTable } from './ApplicationTable';
import { CONSOLE_KINDS } from '../console-kinds';
import { NoticeProvider } from './Notices';
import '../applications.css';

const INTRO: Record<ApplicationStatus, { title: string; lead: string }> = {
  ACTIVE: {
    title: 'Applications',
    lead: 'New applications from the website, one table per program. Open one to read it and download its documents, or archive it once it is handled.',
  },
  ARCHIVED: {
    title: 'Archive',
    lead: 'Applications that were archived. Open one to read it again, or unarchive it to move it back to Applications.',
  },
};

/** /admin-access and /admin-access-archive (spec §2): three tables for admin, employee and volunteer. */
export function ApplicationLists({ status }: { status: ApplicationStatus }) {
  const intro = INTRO[status];
  return (
    <RequireRole permission="applications:read">
      <NoticeProvider>
        <div className="app-console">
          <header className="app-console__header">
            <p className="eyebrow">Staff console</p>
            <h1 className="app-console__title">{intro.title}</h1>
            <p className="app-console__lead">{intro.lead}</p>
          </header>
          <div className="app-console__tables">
            {CONSOLE_KINDS.map((config) => (
              <ApplicationTable key={config.kind} config={config} status={status} />
            ))}
          </div>
        </div>
      </NoticeProvider>
    </RequireRole>
  );
}
