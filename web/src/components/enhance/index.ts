import { enhanceCollapsible } from './collapsible';
import { trackImagesLoaded } from './images-loaded';
import { enhanceLanguageOffer } from './language-offer';
import { once } from './motion';
import { closeAllMenus, installNavigation } from './navigation';
import { installRipple } from './ripple';
import { LAZY_WIDGETS } from './widgets';

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
  // The widgets of a few pages (the home page's hero, carousel and promo) load only where they
  // are: every other page, the application forms first, carries none of their code. The page
  // reads and works without them.
  const later = <T extends HTMLElement>(selector: string, load: () => Promise<(el: T) => void>) => {
    if (doc.querySelector(selector))
      void load().then(
        (init) => each(selector, init),
        () => {},
      );
  };
  later<HTMLElement>(LAZY_WIDGETS.hero.selector, () => import('./hero-video').then((m) => m.enhanceHeroVideo));
  later<HTMLElement>(LAZY_WIDGETS.carousel.selector, () => import('./carousel').then((m) => m.enhanceCarousel));
  later<HTMLElement>(LAZY_WIDGETS.tabs.selector, () => import('./tabs').then((m) => m.enhanceTabs));
  each('[data-collapsible]', enhanceCollapsible);
  later<HTMLDialogElement>(LAZY_WIDGETS.promo.selector, () => import('./promo').then((m) => m.enhancePromo));
  later<HTMLElement>(LAZY_WIDGETS.typedHeading.selector, () => import('./typed-heading').then((m) => m.enhanceTypedHeading));
  each('[data-donate-page]', trackImagesLoaded);
  each('[data-lang-offer]', enhanceLanguageOffer);
  // The language links of a page opened with a query (an e-mail's link to the status page) keep
  // what the twin may keep, its reference; loaded only then, so other pages carry none of it.
  if (location.search)
    void import('../layout/twin-path').then(({ pointToTwin, TWIN_LINK }) =>
      doc.querySelectorAll(`a[${TWIN_LINK}]`).forEach((link) => pointToTwin(link, location)),
    );
}
