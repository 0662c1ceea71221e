import { useT } from '../../i18n/I18n';
import { useContentText } from '../../site/content-text';
import { footerColumns } from '../../site/navigation';
import { paths, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { LockIcon, MailIcon, PhoneIcon, SocialIcon } from '../ui/icons';
import { LogoMark } from '../ui/Logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const t = useT();
  const text = useContentText();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a className="brand brand--footer" href={t.path(paths.home)}>
            <LogoMark size={44} />
            <span className="brand__name">{site.name}</span>
          </a>
          <p>{t('layout.footer.blurb', { year: site.foundedYear, name: site.name, taxStatus: t('org.taxStatus') })}</p>
          <ul className="social-links" aria-label={t('layout.footer.social')}>
            {settings.socialLinks.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener"
                  target="_blank"
                  aria-label={t('layout.footer.socialLink', { name: site.name, network: s.name })}
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.id} className="site-footer__col" aria-labelledby={col.id}>
            <h2 id={col.id} className="site-footer__heading">
              {t(col.label)}
            </h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={t.path(l.href)}>{t(l.label, { abbr: site.abbr })}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__col">
          <h2 className="site-footer__heading">{t('layout.footer.contact')}</h2>
          <address>
            <a className="contact-line" href={`mailto:${settings.email}`}>
              <MailIcon />
              {settings.email}
            </a>
            <a className="contact-line" href={settings.phoneHref}>
              <PhoneIcon />
              {settings.phone}
            </a>
            <span className="contact-line contact-line--plain" lang={text(settings, 'address').lang}>
              {text(settings, 'address').value}
            </span>
            {settings.ein && (
              <span className="contact-line contact-line--plain">{t('layout.footer.ein', { ein: settings.ein })}</span>
            )}
          </address>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          ©{' '}
          <span data-current-year suppressHydrationWarning>
            {year}
          </span>{' '}
          {t('layout.footer.rights', { name: site.name })}
        </p>
        <p className="site-footer__legal">
          <a href={t.path(paths.privacy)}>{t('layout.nav.privacy')}</a>
          <a href={t.path(paths.accessibility)}>{t('accessibility.footerLink')}</a>
          <a
            className="staff-login"
            href={paths.login}
            aria-label={t('layout.footer.staffLogin')}
            title={t('layout.footer.staffLogin')}
          >
            <LockIcon />
          </a>
        </p>
      </div>
    </footer>
  );
}
