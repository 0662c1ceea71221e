import type { ReactNode } from 'react';
import { RequireRole } from '../../modules/accounts/components/RequireRole';
import type { Permission } from '../../modules/accounts/permissions';
import './staff-console-page.css';

/** A console page for one permission: its heading and lead over the page's own content. */
export function StaffConsolePage({
  permission,
  title,
  lead,
  children,
}: {
  permission: Permission;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <RequireRole permission={permission}>
      <div className="accounts-console">
        <header className="accounts-console__header">
          <h1 className="accounts-console__title">{title}</h1>
          <p className="accounts-console__lead">{lead}</p>
        </header>
        {children}
      </div>
    </RequireRole>
  );
}
