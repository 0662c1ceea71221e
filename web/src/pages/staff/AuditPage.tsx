import { NoticeProvider } from '../../console/Notices';
import { AuditLog } from '../../modules/audit/components/AuditLog';
import { usePageMeta } from '../../site/use-page-meta';
import '../../console/panels.css';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-audit: who saw whose data, and every other audited action, in words. Admin only, like auditLog. */
export default function AuditPage() {
  usePageMeta({ title: 'Audit log', description: 'Who did what to which application, and when.' });
  return (
    <StaffConsolePage
      permission="audit:read"
      title="Audit log"
      lead="Who did what, when and from where. Filter by an application’s reference to answer “who has seen this?” or “who approved it?”, or by a staff member for their activity."
    >
      {/* The CSV download's failure notice, with Retry, as on the lists. */}
      <NoticeProvider>
        <AuditLog />
      </NoticeProvider>
    </StaffConsolePage>
  );
}
