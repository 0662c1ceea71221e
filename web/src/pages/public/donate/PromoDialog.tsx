import { anchors, donation } from '../../../site/site-config';
import { TeeArt } from './TeeArt';

/**
 * The $500 t-shirt offer (spec §4): a native modal <dialog> opened 3 s after load and faded in
 * over 1 s by components/enhance/promo.ts; closed by its Close control, Donate Now or Escape,
 * after which it stays closed for the visit.
 */
export function PromoDialog() {
  return (
    <dialog className="promo" aria-labelledby="promo-title" aria-describedby="promo-text" data-promo>
      <button type="button" className="promo__close" aria-label="Close" data-promo-close>
        <span aria-hidden="true">×</span>
      </button>
      <TeeArt className="promo__image" />
      <div className="promo__body">
        <p className="eyebrow">Limited-time thank-you</p>
        <h2 id="promo-title">A free t-shirt for your {donation.promo.threshold} gift</h2>
        <p id="promo-text">
          Donate {donation.promo.threshold} or more and we will send you our Open Diploma Tee, a {donation.promo.gift} to wear
          with pride.
        </p>
        <a className="button button--accent" href={`#${anchors.donateOptions}`} data-promo-close>
          Donate Now
        </a>
      </div>
    </dialog>
  );
}
