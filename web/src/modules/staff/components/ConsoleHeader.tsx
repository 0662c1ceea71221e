import { Link } from 'react-router-dom';
import { LogoMark } from '../../../components/ui/Logo';
import { site } from '../../../site/site-config';
import { STAFF_PATHS } from '../../../site/staff-paths';
import { AdminBar } from './AdminBar';
import { useSession } from '../../accounts/hooks/useSession';
import '../console-frame.css';
import '../welcome-bar.css';

/** The small way back to the public site, in a new place of its own (the console stays open). */
function PublicSiteLink() {
  return (
    <a className="console-header__public" href="/">
      Public site
    </a>
  );
}

/**
 * The console's own sticky header (issue 29): the organisation's mark and "Staff console", the
 * admin welcome bar with its sections (a Menu on a phone), and a small link back to the public
 * site. No public navigation, Donate button or footer: staff pages are a workplace.
 */
export function ConsoleHeader() {
  const { user } = useSession();
  return (
    <header className="console-header">
      <div className="console-header__inner">
        <Link className="console-header__brand" to={user ? STAFF_PATHS.applications : STAFF_PATHS.login}>
          <LogoMark size={28} />
          <span className="console-header__brand-text">
            <span className="visually-hidden">{site.name} </span>Staff console
          </span>
        </Link>
        {user ? (
          <AdminBar
            after={
              <li>
                <PublicSiteLink />
              </li>
            }
          />
        ) : (
          <PublicSiteLink />
        )}
      </div>
    </header>
  );
}
