/**
 * Offers the Spanish page, once, to a visitor whose browser puts Spanish first (issue 26). It
 * only shows the prerendered offer (components/layout/LanguageSwitch.tsx); it never redirects.
 * "Once" is remembered in localStorage, which holds nothing personal.
 */
const SHOWN = 'odf:language-offer:v1';

export function enhanceLanguageOffer(offer: HTMLElement): void {
  const first = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  if (!first.startsWith('es')) return;
  try {
    if (localStorage.getItem(SHOWN)) return;
    localStorage.setItem(SHOWN, '1');
  } catch {
    return;
  }
  offer.hidden = false;
  offer.querySelector('[data-lang-offer-dismiss]')?.addEventListener('click', () => {
    offer.hidden = true;
  });
}
