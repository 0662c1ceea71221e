import { messages } from '@domain/messages';
import { useDomainText, useT } from '../../i18n/I18n';
import { paths, site } from '../../site/site-config';

export function DonateSuccessPage() {
  const t = useT();
  const text = useDomainText();
  return (
    <section className="section success" aria-labelledby="success-title">
      <div className="container success__inner">
        <img src="/media/icon-heart.svg" alt="" width={120} height={120} className="success__icon" />
        <h1 id="success-title">{text(messages.donationThanks)}</h1>
        <p className="lead">{t('success.lead', { name: site.name, taxStatus: t('org.taxStatus') })}</p>
        <div className="actions actions--center">
          <a className="button" href={t.path(paths.home)}>
            {t('success.home')}
          </a>
          <a className="button button--secondary" href={t.path(paths.store)}>
            {t('success.store', { abbr: site.abbr })}
          </a>
        </div>
      </div>
    </section>
  );
}
