import type { ReactNode } from 'react';
import { FORMAT_LOCALE, type Locale } from '@domain/i18n/locales';
import { PageHeader } from '../../components/page/PageHeader';
import { useT } from '../../i18n/I18n';
import { donation, paths, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { shop } from '../../site/store';

/**
 * "2026-11-28" as the page's language writes a day: "November 28, 2026" or "28 de noviembre de
 * 2026", the same in every time zone. Anything that is not a day shows as it is.
 */
export function longDay(isoDay: string, locale: Locale): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDay;
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

function StatementSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`accessibility-${id}`}>
      <h2 id={`accessibility-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The accessibility statement (issue 41), at /accessibility and /es/accessibility, linked from
 * every footer. Its contact details and the day of its last review are site settings staff edit
 * in the console, so an edit shows here as it does in the footer.
 */
export function AccessibilityStatementPage() {
  const t = useT();
  const settings = useSiteSettings();
  const reviewed = settings.accessibilityReviewedOn;
  return (
    <>
      <PageHeader eyebrow={t('accessibility.eyebrow')} title={t('accessibility.title')} lead={t('accessibility.lead')} />
      <section className="section" aria-label={t('accessibility.section')}>
        <div className="container container--narrow">
          <div className="policy">
            <p className="policy__effective">
              {t.rich('accessibility.reviewed', {
                date: longDay(reviewed, t.locale),
                time: (chunks) => <time dateTime={reviewed}>{chunks}</time>,
              })}
            </p>
            <p>{t('accessibility.intro', { name: site.name })}</p>
            <StatementSection id="standard" title={t('accessibility.standard.title')}>
              <p>{t('accessibility.standard.p1')}</p>
            </StatementSection>
            <StatementSection id="testing" title={t('accessibility.testing.title')}>
              <p>{t('accessibility.testing.p1')}</p>
              <ul>
                <li>{t('accessibility.testing.l1')}</li>
                <li>{t('accessibility.testing.l2')}</li>
                <li>{t('accessibility.testing.l3')}</li>
                <li>{t('accessibility.testing.l4')}</li>
              </ul>
              <p>{t('accessibility.testing.p2')}</p>
            </StatementSection>
            <StatementSection id="limits" title={t('accessibility.limits.title')}>
              <p>{t('accessibility.limits.p1')}</p>
              <ul>
                <li>{t('accessibility.limits.l1')}</li>
                <li>{t('accessibility.limits.l2', { provider: donation.providerName, shop: shop.name })}</li>
                <li>{t('accessibility.limits.l3')}</li>
                <li>{t('accessibility.limits.l4')}</li>
              </ul>
            </StatementSection>
            <StatementSection id="help" title={t('accessibility.help.title')}>
              <p>{t('accessibility.help.p1')}</p>
              <ul>
                <li>
                  {t.rich('accessibility.help.form', {
                    link: (chunks) => <a href={t.path(paths.contact)}>{chunks}</a>,
                  })}
                </li>
                <li>
                  {t.rich('accessibility.help.email', {
                    email: settings.email,
                    link: (chunks) => <a href={`mailto:${settings.email}`}>{chunks}</a>,
                  })}
                </li>
                <li>
                  {t.rich('accessibility.help.phone', {
                    phone: settings.phone,
                    link: (chunks) => <a href={settings.phoneHref}>{chunks}</a>,
                  })}
                </li>
              </ul>
              <p>{t('accessibility.help.p2')}</p>
            </StatementSection>
          </div>
        </div>
      </section>
    </>
  );
}
