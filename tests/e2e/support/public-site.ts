import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the public-site specs expect, written out from the spec (§2, §4, §9) and the identity
 * of ARCHITECTURE.md, independently of the site-config module they check.
 */
export const site = {
  name: 'Open Diploma Fund',
  email: 'hello@opendiplomafund.org',
  phone: '(202) 555-0147',
  url: 'https://opendiplomafund.org',
};

export const paths = {
  home: '/',
  about: '/about-open-diploma-fund',
  team: '/open-diploma-fund-our-team',
  teamMember: (id: number) => `/open-diploma-fund-our-team-member/${id}`,
  collegeStudents: '/open-diploma-fund-for-college-students',
  parents: '/open-diploma-fund-for-parents',
  highSchool: '/open-diploma-fund-for-high-school-students',
  applyForRepayment: '/apply-for-repayment-open-diploma-fund',
  news: '/open-diploma-fund-news-stories',
  partner: '/open-diploma-fund-become-a-partner',
  volunteer: '/open-diploma-fund-volunteer-opportunities',
  store: '/open-diploma-fund-odf-store',
  donate: '/donate-open-diploma-fund',
  donateSuccess: '/open-diploma-fund-donate-success',
  contact: '/open-diploma-fund-contact-us',
  privacy: '/privacy-policy',
  privacyAlias: '/open-diploma-fund-privacy-policy',
  accessibility: '/accessibility',
};

export const timings = {
  carouselIntervalMs: 2000,
  promoDelayMs: 3000,
  promoFadeMs: 1000,
  videoLoadedDelayMs: 1000,
  imagesLoadedThreshold: 12,
  typedHeadingMsPerChar: 80,
};

export const storeCategories = ['Mugs', 'Clothing', 'Bags', 'Miscellaneous'];
export const shopName = 'Bonfire';
export const teamNames = ['Maya Thompson', 'Daniel Okafor', 'Rosa Delgado'];
export const donationButtons = { fundraising: 'ODFDEMO1DOLLAR', general: 'ODFDEMOGENERAL' };

/** The public routes the build prerendered (dist/web/prerendered.json, written by scripts/prerender.mjs). */
export function prerenderedRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../dist/web/prerendered.json'), 'utf8')) as {
    pages: Record<string, string>;
  };
  return Object.keys(manifest.pages);
}
