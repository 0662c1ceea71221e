import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { LockIcon, MenuIcon } from '../../../components/ui/icons';
import { roleMay } from '../../accounts/permissions';
import { useSession } from '../../accounts/hooks/useSession';
import { useUnhandledCount } from '../../messages/hooks/useUnhandledCount';
import { STAFF_PATHS } from '../../../site/staff-paths';
import type { Permission } from '@domain/permissions';
import '../welcome-bar.css';

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-bar__link${isActive ? ' admin-bar__link--active' : ''}`;

/** The console's sections after Applications and Archive, in the bar's order, each for the roles allowed. */
const SECTIONS: { to: string; label: string; may: Permission; lock?: boolean }[] = [
  { to: STAFF_PATHS.privileges, label: 'Privileges', may: 'users:manage', lock: true },
  { to: STAFF_PATHS.content, label: 'Content', may: 'content:edit' },
  { to: STAFF_PATHS.reports, label: 'Reports', may: 'reports:read' },
  { to: STAFF_PATHS.payments, label: 'Payments', may: 'disbursements:read' },
  { to: STAFF_PATHS.rubric, label: 'Rubric', may: 'review:rubric', lock: true },
  { to: STAFF_PATHS.programCycles, label: 'Cycles', may: 'cycles:manage', lock: true },
  { to: STAFF_PATHS.mail, label: 'Mail', may: 'mail:manage', lock: true },
  { to: STAFF_PATHS.retention, label: 'Retention', may: 'retention:manage', lock: true },
  { to: STAFF_PATHS.audit, label: 'Audit', may: 'audit:read', lock: true },
];

/**
 * Spec §2/§6 grown up: the welcome bar of a signed-in staff user — their first and last name,
 * Applications and Archive, Privileges with its lock for admins, then the console's newer
 * sections for the roles allowed, Security and Log out (which goes to /login). On a phone the
 * sections sit behind a Menu disclosure button: Escape closes it and gives the focus back to the
 * button, and choosing a section closes it.
 */
export function AdminBar({ after }: { after?: ReactNode }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const { pathname } = useLocation();
  const readsMessages = roleMay(user?.role, 'messages:read');
  const unhandled = useUnhandledCount(readsMessages);
  // Open on the page where it was opened: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  if (!user) return null;

  async function onLogOut() {
    await signOut();
    await apollo.clearStore().catch(() => undefined);
    navigate(STAFF_PATHS.login);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <nav className="admin-bar" aria-label="Staff" onKeyDown={onKeyDown}>
      <p className="admin-bar__welcome">
        Welcome, <strong>{`${user.firstName} ${user.lastName}`}</strong>
      </p>
      <button
        ref={toggle}
        type="button"
        className="admin-bar__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
        Menu
      </button>
      <div id={menuId} className={`admin-bar__menu${open ? ' admin-bar__menu--open' : ''}`}>
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
          {SECTIONS.filter((section) => roleMay(user.role, section.may)).map((section) => (
            <li key={section.to}>
              <NavLink className={linkClass} to={section.to}>
                {section.lock && <LockIcon />}
                {section.label}
              </NavLink>
            </li>
          ))}
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
        </ul>
        <ul className="admin-bar__links admin-bar__links--own">
          <li>
            <NavLink className={linkClass} to={STAFF_PATHS.security}>
              Security
            </NavLink>
          </li>
          <li>
            <button type="button" className="admin-bar__logout" onClick={() => void onLogOut()}>
              Log out
            </button>
          </li>
          {after}
        </ul>
      </div>
    </nav>
  );
}
