import { footerColumns } from '../../site/navigation';
import { paths, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { LockIcon, MailIcon, PhoneIcon, SocialIcon } from '../ui/icons';
import { LogoMark } from '../ui/Logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a className="brand brand--footer" href={paths.home}>
            <LogoMark size={44} />
            <span className="brand__name">{site.name}</span>
          </a>
          <p>
            Since {site.foundedYear} we have helped graduates and parents pay down college loans, and sent high-school seniors to
            college with less debt. {site.name} is {site.taxStatus}.
          </p>
          <ul className="social-links" aria-label="Social media">
            {settings.socialLinks.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener" target="_blank" aria-label={`${site.name} on ${s.name} (opens in a new tab)`}>
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.id} className="site-footer__col" aria-labelledby={col.id}>
            <h2 id={col.id} className="site-footer__heading">
              {col.label}
            </h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__col">
          <h2 className="site-footer__heading">Contact</h2>
          <address>
            <a className="contact-line" href={`mailto:${settings.email}`}>
              <MailIcon />
              {settings.email}
            </a>
            <a className="contact-line" href={settings.phoneHref}>
              <PhoneIcon />
              {settings.phone}
            </a>
            <span className="contact-line contact-line--plain">{settings.address}</span>
            {settings.ein && <span className="contact-line contact-line--plain">EIN {settings.ein}</span>}
          </address>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          ©{' '}
          <span data-current-year suppressHydrationWarning>
            {year}
          </span>{' '}
          {site.name}. All rights reserved.
        </p>
        <p className="site-footer__legal">
          <a href={paths.privacy}>Privacy Policy</a>
          <a className="staff-login" href={paths.login} aria-label="Staff login" title="Staff login">
            <LockIcon />
          </a>
        </p>
      </div>
    </footer>
  );
}
