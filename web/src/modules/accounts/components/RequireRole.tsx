import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '@domain/messages';
import { roleMay, type Permission } from '../permissions';
import { useSession } from '../hooks/useSession';
import { Spinner } from '../../../console/Spinner';
import { STAFF_PATHS } from '../../../site/staff-paths';
import '../account-pages.css';

/**
 * Guards a staff page (spec §6): the spinner while the session is checked, 'Please log in to
 * access this page.' when signed out, 'You have no permissions to access this page.' for a role
 * the permission table does not allow. The server checks again on every call.
 *
 *   <RequireRole permission="applications:read">…page…</RequireRole>
 */
export function RequireRole({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'checking') return <Spinner />;
  if (!user) {
    return (
      <section className="accounts-denied" aria-labelledby="accounts-denied-title">
        <h1 id="accounts-denied-title" className="accounts-denied__title">
          {messages.notSignedIn}
        </h1>
        <Link className="button" to={STAFF_PATHS.login}>
          Log in
        </Link>
      </section>
    );
  }
  if (!roleMay(user.role, permission)) {
    return (
      <section className="accounts-denied" aria-labelledby="accounts-denied-title">
        <h1 id="accounts-denied-title" className="accounts-denied__title">
          {messages.noPermission}
        </h1>
        <Link className="button button--secondary" to={STAFF_PATHS.applications}>
          Back to Applications
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
