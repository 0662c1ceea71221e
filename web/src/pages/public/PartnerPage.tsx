import { Picture } from '../../components/page/Picture';
import { PageHeader, Section } from '../../components/page/PageHeader';
import { claimsIn, paths, scholarship, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { useT } from '../../i18n/I18n';

const reasons = ['benefit', 'scholarship', 'cause'] as const;

export function PartnerPage() {
  const settings = useSiteSettings();
  const t = useT();
  const claims = claimsIn(t);
  return (
    <>
      <PageHeader eyebrow={t('partner.eyebrow')} title={t('partner.title')} lead={t('partner.lead')}>
        <div className="actions">
          <a className="button button--light" href={t.path(paths.contact)}>
            {t('partner.talk')}
          </a>
        </div>
      </PageHeader>
      <section className="section section--dark stats-band" aria-labelledby="partner-stats-title">
        <div className="container">
          <h2 id="partner-stats-title" className="stats-band__title">
            {t('partner.why')}
          </h2>
          <div className="stats-band__grid">
            <div className="stat">
              <span className="stat__value">{claims.loanCrisisFigure}</span>
              <span className="stat__label">{t('partner.stat.loans', claims)}</span>
            </div>
            <div className="stat">
              <span className="stat__value">{claims.owingShare}</span>
              <span className="stat__label">{t('partner.stat.owing', claims)}</span>
            </div>
            <div className="stat">
              <span className="stat__value">{site.foundedYear}</span>
              <span className="stat__label">{t('partner.stat.since')}</span>
            </div>
          </div>
        </div>
      </section>
      <Section title={t('partner.how.title')} eyebrow={t('partner.how.eyebrow')} center>
        <div className="grid grid--3">
          {reasons.map((r) => (
            <article key={r} className="card card--ripple">
              <div className="card__body">
                <h3>{t(`partner.reason.${r}.title`)}</h3>
                <p>{t(`partner.reason.${r}.text`, { award: scholarship.award, abbr: site.abbr })}</p>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section tone="sand">
        <div className="split">
          <Picture
            src="/media/partner-banner.svg"
            alt={t('partner.imageAlt')}
            width={1200}
            height={675}
            className="rounded-art"
          />
          <div className="stack">
            <h2>{t('partner.together.title')}</h2>
            <p>{t('partner.together.text')}</p>
            <div className="actions">
              <a className="button button--accent" href={t.path(paths.contact)}>
                {t('partner.contact')}
              </a>
              <a className="text-link" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
