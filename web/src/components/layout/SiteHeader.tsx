import { useLocation } from 'react-router-dom';
import { isGroup, navigation, type NavGroup } from '../../site/navigation';
import { paths, site } from '../../site/site-config';
import { ChevronIcon, MenuIcon } from '../ui/icons';
import { LogoMark } from '../ui/Logo';

/**
 * The top bar. Plain links (every public page is its own prerendered document); the dropdowns
 * and the mobile menu are driven by components/enhance/navigation.ts through data attributes.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const current = (href: string) => (href === pathname ? 'page' : undefined);
  const groupActive = (group: NavGroup) => group.links.some((l) => l.href === pathname);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="brand" href={paths.home}>
          <LogoMark />
          <span className="brand__name">{site.name}</span>
        </a>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-nav" data-menu-toggle>
          <MenuIcon />
          <span>Menu</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Main" data-site-nav>
          <ul className="site-nav__list">
            {navigation.map((item) =>
              isGroup(item) ? (
                <li key={item.id} className="dropdown" data-dropdown>
                  <button
                    type="button"
                    className={`site-nav__link dropdown__toggle${groupActive(item) ? ' is-active' : ''}`}
                    aria-expanded="false"
                    aria-controls={`nav-${item.id}`}
                    data-dropdown-toggle
                  >
                    {item.label}
                    <ChevronIcon />
                  </button>
                  <ul id={`nav-${item.id}`} className="dropdown__menu" hidden>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <a className="dropdown__link" href={link.href} aria-current={current(link.href)}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <a className="site-nav__link" href={item.href} aria-current={current(item.href)}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <a className="button button--accent site-nav__donate" href={paths.donate}>
            Donate
          </a>
        </nav>
      </div>
    </header>
  );
}
