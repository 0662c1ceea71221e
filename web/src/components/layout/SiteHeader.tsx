import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/I18n';
import { isGroup, navigation, type NavGroup } from '../../site/navigation';
import { paths, site } from '../../site/site-config';
import { ChevronIcon, MenuIcon } from '../ui/icons';
import { LogoMark } from '../ui/Logo';
import { LanguageOffer, LanguageSwitch } from './LanguageSwitch';

/**
 * The top bar. Plain links (every public page is its own prerendered document), in the page's
 * language; the dropdowns and the mobile menu are driven by components/enhance/navigation.ts
 * through data attributes.
 */
export function SiteHeader() {
  const t = useT();
  const { pathname } = useLocation();
  const current = (href: string) => (t.path(href) === pathname ? 'page' : undefined);
  const groupActive = (group: NavGroup) => group.links.some((l) => t.path(l.href) === pathname);
  const label = (key: NavGroup['label']) => t(key, { abbr: site.abbr });

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="brand" href={t.path(paths.home)}>
          <LogoMark />
          <span className="brand__name">{site.name}</span>
        </a>
        <LanguageSwitch place="bar" />
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-nav" data-menu-toggle>
          <MenuIcon />
          <span>{t('layout.menu')}</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label={t('layout.nav.label')} data-site-nav>
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
                    {label(item.label)}
                    <ChevronIcon />
                  </button>
                  <ul id={`nav-${item.id}`} className="dropdown__menu" hidden>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <a className="dropdown__link" href={t.path(link.href)} aria-current={current(link.href)}>
                          {label(link.label)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <a className="site-nav__link" href={t.path(item.href)} aria-current={current(item.href)}>
                    {label(item.label)}
                  </a>
                </li>
              ),
            )}
          </ul>
          <a className="button button--accent site-nav__donate" href={t.path(paths.donate)}>
            {t('layout.nav.donate')}
          </a>
          <LanguageSwitch place="nav" />
        </nav>
      </div>
      <LanguageOffer />
    </header>
  );
}
