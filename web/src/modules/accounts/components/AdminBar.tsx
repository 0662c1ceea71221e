import { NavLink, useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { LockIcon } from '../../../components/ui/icons';
import { roleMay } from '../permissions';
import { useSession } from '../hooks/useSession';
import { useUnhandledCount } from '../../messages/hooks/useInbox';
import { STAFF_PATHS } from '../../../site/staff-paths';

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-bar__link${isActive ? ' admin-bar__link--active' : ''}`;

/**
 * Spec §2/§6: the welcome bar of a signed-in staff user — their name, Applications and Archive,
 * Rubric and Privileges with a lock for admins only, and Log out (which goes to /login).
 */
export function AdminBar() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const readsMessages = roleMay(user?.role, 'messages:read');
  const unhandled = useUnhandledCount(readsMessages);
  if (!user) return null;

  async function onLogOut() {
    await signOut();
    await apollo.clearStore().catch(() => undefined);
    navigate(STAFF_PATHS.login);
  }

  return (
    <nav className="admin-bar" aria-label="Staff">
      <div className="admin-bar__inner">
        <p className="admin-bar__welcome">
          Welcome, <strong>{`${user.firstName} ${user.lastName}`}</strong>
          <NavLink className={linkClass} to="/admin-access-security">
            Security
          </NavLink>
        </p>
        <ul className="admin-bar__links">
          <li>
            <NavLink className={linkClass} to={STAFF_PATHS.applications} end>
              Applications
            </NavLink>
          </li>
          <li>
            <NavLink className={linkClass} to={STAFF_PATHS.archive}>
              Archive
            </NavLink>
          </li>
          {roleMay(user.role, 'content:edit') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.content}>
                Content
              </NavLink>
            </li>
          )}
          {readsMessages && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.messages}>
                Messages
                {unhandled > 0 && (
                  <span className="admin-bar__count">
                    {unhandled}
                    <span className="visually-hidden"> not handled</span>
                  </span>
                )}
              </NavLink>
            </li>
          )}
          {roleMay(user.role, 'reports:read') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.reports}>
                Reports
              </NavLink>
            </li>
          )}
          {roleMay(user.role, 'review:rubric') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.rubric}>
                <LockIcon />
                Rubric
              </NavLink>
            </li>
          )}
          {roleMay(user.role, 'mail:manage') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.mail}>
                <LockIcon />
                Mail
              </NavLink>
            </li>
          )}
          {roleMay(user.role, 'retention:manage') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.retention}>
                <LockIcon />
                Retention
              </NavLink>
            </li>
          )}
          {roleMay(user.role, 'cycles:manage') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.programCycles}>
                <LockIcon />
                Cycles
              </NavLink>
            </li>
          )}
          {roleMay(user.role, 'users:manage') && (
            <li>
              <NavLink className={linkClass} to={STAFF_PATHS.privileges}>
                <LockIcon />
                Privileges
              </NavLink>
            </li>
          )}
          <li>
            <button type="button" className="admin-bar__logout" onClick={() => void onLogOut()}>
              Log out
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
