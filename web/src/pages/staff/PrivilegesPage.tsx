import { PrivilegesTable } from '../../modules/accounts/components/PrivilegesTable';
import { auditPath } from '../../modules/audit/audit-url';
import { FactorResetsPanel } from '../../modules/accounts/components/FactorResetsPanel';
import { usePageMeta } from '../../site/use-page-meta';
import { StaffConsolePage } from './StaffConsolePage';

/** /admin-access-privileges: admin only (spec §6). */
export default function PrivilegesPage() {
  usePageMeta({ title: 'Privileges', description: 'Give staff users their roles.' });
  return (
    <StaffConsolePage
      permission="users:manage"
      title="Privileges"
      lead="New registrations wait here until you give them a role. Admins manage users; employees and volunteers review applications."
    >
      <PrivilegesTable activityPath={(userId) => auditPath({ actorUserId: userId })} />
      <FactorResetsPanel />
    </StaffConsolePage>
  );
}
