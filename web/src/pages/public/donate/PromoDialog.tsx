import { anchors, donation } from '../../../site/site-config';
import { TeeArt } from './TeeArt';
import { useT } from '../../../i18n/I18n';

/**
 * The $500 t-shirt offer (spec §4): a native modal <dialog> opened 3 s after load and faded in
 * over 1 s by components/enhance/promo.ts; closed by its Close control, Donate Now or Escape,
 * after which it stays closed for the visit.
 */
export function PromoDialog() {
  const t = useT();
  const threshold = donation.promo.threshold;
  return (
    <dialog className="promo" aria-labelledby="promo-title" aria-describedby="promo-text" data-promo>
      <button type="button" className="promo__close" aria-label={t('donate.promo.close')} data-promo-close>
        <span aria-hidden="true">×</span>
      </button>
      <TeeArt className="promo__image" />
      <div className="promo__body">
        <p className="eyebrow">{t('donate.promo.eyebrow')}</p>
        <h2 id="promo-title">{t('donate.promo.title', { threshold })}</h2>
        <p id="promo-text">{t('donate.promo.text', { threshold })}</p>
        <a className="button button--accent" href={`#${anchors.donateOptions}`} data-promo-close>
          {t('donate.promo.cta')}
        </a>
      </div>
    </dialog>
  );
}
