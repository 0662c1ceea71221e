import { ApplicationStatusIsland } from '../../islands/ApplicationStatusIsland';
import { useT } from '../../i18n/I18n';
import { site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { usePageMeta } from '../../site/use-page-meta';

/** /application-status (and /es/application-status): applicants sign in with their reference and an e-mailed code. */
export function ApplicationStatusPage() {
  const t = useT();
  const settings = useSiteSettings();
  usePageMeta({ title: t('meta.applicationStatus.title'), description: '' });
  return (
    <div className="program-page">
      <header className="program-hero">
        <div className="container">
          <p className="eyebrow">{t('statusPage.eyebrow')}</p>
          <h1>{t('statusPage.title')}</h1>
          <p className="lead">{t('statusPage.lead', { name: site.name })}</p>
        </div>
      </header>
      <div className="container">
        <div className="status-page">
          <section className="status-card" aria-label={t('statusPage.card')}>
            <ApplicationStatusIsland />
          </section>
          <p className="status-page__help">
            {t.rich('statusPage.help', {
              email: settings.email,
              mail: (chunks) => <a href={`mailto:${settings.email}`}>{chunks}</a>,
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
