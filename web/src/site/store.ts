/**
 * The print-on-demand shop that sells and ships our merchandise (DEMO CONTENT). The products
 * themselves are site content staff edit (api/src/domain/site-content-seed.ts seeds them).
 */
export const shop = {
  name: 'Bonfire',
  url: 'https://www.bonfire.com/store/open-diploma-fund/',
} as const;
