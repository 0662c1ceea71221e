import { Picture } from '../../components/page/Picture';
import { Section } from '../../components/page/PageHeader';
import { ArrowIcon } from '../../components/ui/icons';
import { anchors, donateUrl, donation, paths, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { useT, type Translate } from '../../i18n/I18n';
import { DonateCarousel } from './donate/DonateCarousel';
import { PromoDialog } from './donate/PromoDialog';

const optionsFor = (t: Translate, ids: { dollar: string; oneTime: string; monthly: string }) => [
  {
    icon: '/media/icon-dollar.svg',
    title: t('donate.dollar.title'),
    text: t('donate.dollar.text'),
    buttonId: ids.dollar,
    cta: t('donate.dollar.cta'),
  },
  {
    icon: '/media/icon-heart.svg',
    title: t('donate.once.title'),
    text: t('donate.once.text'),
    buttonId: ids.oneTime,
    cta: t('donate.once.cta'),
    featured: true,
  },
  {
    icon: '/media/icon-calendar.svg',
    title: t('donate.monthly.title'),
    text: t('donate.monthly.text'),
    buttonId: ids.monthly,
    cta: t('donate.monthly.cta'),
  },
];

const otherWays = [
  { icon: '/media/icon-match.svg', key: 'match' },
  { icon: '/media/icon-stock.svg', key: 'stock' },
  { icon: '/media/icon-legacy.svg', key: 'planned' },
  { icon: '/media/icon-fundraiser.svg', key: 'fundraiser' },
] as const;

export function DonatePage() {
  const settings = useSiteSettings();
  const t = useT();
  const options = optionsFor(t, {
    dollar: settings.donateDollarButtonId,
    oneTime: settings.donateOneTimeButtonId,
    monthly: settings.donateMonthlyButtonId,
  });
  return (
    <div data-images-loaded="false" data-donate-page>
      <section className="donate-hero" aria-labelledby="donate-title">
        <div className="container donate-hero__grid">
          <div className="donate-hero__text">
            <p className="eyebrow">{t('donate.eyebrow')}</p>
            <h1 id="donate-title">{t('donate.title')}</h1>
            <p className="lead">{t('donate.lead', { name: site.name })}</p>
            <a className="button button--accent" href={`#${anchors.donateOptions}`}>
              {t('donate.choose')} <ArrowIcon />
            </a>
          </div>
          <DonateCarousel />
        </div>
      </section>

      <Section
        id={anchors.donateOptions}
        eyebrow={t('donate.options.eyebrow')}
        title={t('donate.options.title')}
        lead={t('donate.options.lead', { provider: donation.providerName })}
        center
      >
        <div className="grid grid--3 donate-options">
          {options.map((o) => (
            <article key={o.title} className={`card card--ripple donate-option${o.featured ? ' donate-option--featured' : ''}`}>
              <div className="card__body">
                <Picture src={o.icon} alt="" width={72} height={72} trackLoad eager />
                <h3>{o.title}</h3>
                <p>{o.text}</p>
                <a
                  className={`button card__footer${o.featured ? ' button--accent' : ''}`}
                  href={donateUrl(o.buttonId)}
                  target="_blank"
                  rel="noopener"
                >
                  {o.cta}
                  <span className="visually-hidden">{t('donate.opensProvider', { provider: donation.providerName })}</span>
                </a>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <section className="partner-banner" aria-labelledby="partner-banner-title">
        <div className="container partner-banner__inner">
          <div>
            <p className="eyebrow">{t('donate.banner.eyebrow')}</p>
            <h2 id="partner-banner-title">{t('donate.banner.title')}</h2>
            <p>{t('donate.banner.text')}</p>
          </div>
          <a className="button button--light" href={t.path(paths.partner)}>
            {t('donate.banner.cta')}
          </a>
        </div>
      </section>

      <Section id="other-ways-to-give" tone="sand" eyebrow={t('donate.other.eyebrow')} title={t('donate.other.title')}>
        <div className="grid grid--4">
          {otherWays.map((w) => (
            <article key={w.key} className="card card--ripple way-card">
              <div className="card__body">
                <Picture src={w.icon} alt="" width={56} height={56} trackLoad eager />
                <h3>{t(`donate.${w.key}.title`)}</h3>
                <p>{t(`donate.${w.key}.text`)}</p>
              </div>
            </article>
          ))}
        </div>
        <p className="donate-contact">
          {t.rich('donate.contact', {
            email: settings.email,
            contact: (chunks) => <a href={t.path(paths.contact)}>{chunks}</a>,
            mail: (chunks) => <a href={`mailto:${settings.email}`}>{chunks}</a>,
          })}
        </p>
      </Section>
      <PromoDialog />
    </div>
  );
}
