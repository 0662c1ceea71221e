import { NoticeProvider } from '../../modules/applications/components/Notices';
import { AuditLog } from '../../modules/audit/components/AuditLog';
import { usePageMeta } from '../../site/use-page-meta';
import '../../modules/staff/operations.css';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-audit: who saw whose data, and every other audited action. Admin only, like auditLog. */
export default function AuditPage() {
  usePageMeta({ title: 'Audit log', description: 'Who opened, downloaded or revealed what, and when.' });
  return (
    <StaffConsolePage
      permission="audit:read"
      title="Audit log"
      lead="Every opening of an application, document preview or download, package, SSN reveal and export, with who did it, when and from where. Filter it to answer “who has seen this?” or “what did this account read?”."
    >
      {/* The CSV download's failure notice, with Retry, as on the lists. */}
      <NoticeProvider>
        <AuditLog />
      </NoticeProvider>
    </StaffConsolePage>
  );
}
