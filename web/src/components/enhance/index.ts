import { enhanceCarousel } from './carousel';
import { enhanceCollapsible } from './collapsible';
import { enhanceHeroVideo } from './hero-video';
import { trackImagesLoaded } from './images-loaded';
import { enhanceLanguageOffer } from './language-offer';
import { once } from './motion';
import { closeAllMenus, installNavigation } from './navigation';
import { enhancePromo } from './promo';
import { installRipple } from './ripple';
import { enhanceTabs } from './tabs';
import { enhanceTypedHeading } from './typed-heading';

/**
 * Progressive enhancement for the prerendered pages: plain DOM code, no framework, so static
 * public pages stay tiny (decision 040). Safe to call again after client-side navigation.
 */
export function enhancePage(doc: Document): void {
  installNavigation();
  installRipple();
  closeAllMenus();
  const year = String(new Date().getFullYear());
  doc.querySelectorAll<HTMLElement>('[data-current-year]').forEach((el) => {
    if (el.textContent?.trim() !== year) el.textContent = year;
  });
  const each = <T extends HTMLElement>(selector: string, init: (el: T) => void) =>
    doc.querySelectorAll<T>(selector).forEach((el) => once(el, () => init(el)));
  each('[data-hero]', enhanceHeroVideo);
  each('[data-carousel]', enhanceCarousel);
  each('[data-tabs]', enhanceTabs);
  each('[data-collapsible]', enhanceCollapsible);
  each<HTMLDialogElement>('dialog[data-promo]', enhancePromo);
  each('[data-typed-heading]', enhanceTypedHeading);
  each('[data-donate-page]', trackImagesLoaded);
  each('[data-lang-offer]', enhanceLanguageOffer);
  // The language links of a page opened with a query (an e-mail's link to the status page) keep
  // what the twin may keep, its reference; loaded only then, so other pages carry none of it.
  if (location.search)
    void import('../layout/twin-path').then(({ pointToTwin, TWIN_LINK }) =>
      doc.querySelectorAll(`a[${TWIN_LINK}]`).forEach((link) => pointToTwin(link, location)),
    );
}
