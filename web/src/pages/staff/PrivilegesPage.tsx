import { PrivilegesTable } from '../../modules/accounts/components/PrivilegesTable';
import { RequireRole } from '../../modules/accounts/components/RequireRole';
import { usePageMeta } from '../../site/use-page-meta';

/** /admin-access-privileges: admin only (spec §6). */
export default function PrivilegesPage() {
  usePageMeta({ title: 'Privileges', description: 'Give staff users their roles.' });
  return (
    <RequireRole permission="users:manage">
      <div className="accounts-console">
        <header className="accounts-console__header">
          <h1 className="accounts-console__title">Privileges</h1>
          <p className="accounts-console__lead">
            New registrations wait here until you give them a role. Admins manage users; employees and volunteers review
            applications.
          </p>
        </header>
        <PrivilegesTable />
      </div>
    </RequireRole>
  );
}
