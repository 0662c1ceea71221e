/**
 * The site's view of the organisation: identity and scholarship facts come from
 * `@domain/organisation` (shared with the server); routes, anchors, claims, social links,
 * donation buttons and UI timings are the website's own. Team, store, news and the privacy
 * policy live beside this file. People, photos, products, news, social accounts, the shop
 * address and donation button ids are illustrations made up for this site (pictures by
 * scripts/demo-media/).
 */
import { APPLICATION_STATUS_PATH } from '@domain/application-status-path';
import { formatDollars, organisation, phoneDisplay, phoneHref, scholarshipFacts } from '@domain/organisation';
import { STAFF_PATHS } from './staff-paths';

const { slug, abbr } = organisation;

export const site = {
  name: organisation.name,
  slug,
  abbr,
  email: organisation.email,
  /** The phone number as people read it. */
  phone: phoneDisplay(),
  /** The phone number as a tel: link wants it. */
  phoneHref: phoneHref(),
  address: organisation.mailingAddress,
  url: organisation.url,
  ogImage: '/media/og-image.png',
  foundedYear: organisation.foundedYear,
  tagline: organisation.tagline,
  taxStatus: organisation.taxStatus,
  storeName: `${abbr} Store`,
} as const;

/** Every public route, built from the slug (ARCHITECTURE.md "Identity"). */
export const paths = {
  home: '/',
  about: `/about-${slug}`,
  team: `/${slug}-our-team`,
  teamMember: (id: number) => `/${slug}-our-team-member/${id}`,
  collegeStudents: `/${slug}-for-college-students`,
  parents: `/${slug}-for-parents`,
  highSchool: `/${slug}-for-high-school-students`,
  applyForRepayment: `/apply-for-repayment-${slug}`,
  news: `/${slug}-news-stories`,
  partner: `/${slug}-become-a-partner`,
  volunteer: `/${slug}-volunteer-opportunities`,
  store: `/${slug}-${abbr.toLowerCase()}-store`,
  donate: `/donate-${slug}`,
  donateSuccess: `/${slug}-donate-success`,
  contact: `/${slug}-contact-us`,
  privacy: '/privacy-policy',
  privacyAlias: `/${slug}-privacy-policy`,
  accessibility: '/accessibility',
  login: STAFF_PATHS.login,
  applicationStatus: APPLICATION_STATUS_PATH,
  /** The recommender's page; each link adds its token: /letters/{token} (issue 38). */
  letters: '/letters',
} as const;

/** Anchors other pages and the hero link to. */
export const anchors = {
  apply: `${abbr.toLowerCase()}-apply-for-repayment-and-scholarship`,
  donateOptions: 'donate-options',
} as const;

/**
 * Spec §1 claims, shown on the home and partner pages, as the page's language writes them. The
 * loan crisis is words, so it is a message of the catalogues (`claims.*`: a US trillion is a
 * Spanish "billón", issue 41) and the catalogue tests and the pseudo-locale see it; the share and
 * the amount read the same in both languages. `loanCrisisFigure` is the statistics bands' number.
 */
export function claimsIn(t: (key: 'claims.loanCrisis' | 'claims.loanCrisisFigure') => string) {
  return {
    loanCrisis: t('claims.loanCrisis'),
    loanCrisisFigure: t('claims.loanCrisisFigure'),
    owingShare: '99%',
    owingAmount: '$100,000',
  };
}

/** Spec §1 eligibility (the words are in the catalogues, by these keys). */
export const repaymentEligibility = ['eligibility.attended', 'eligibility.finished', 'eligibility.hardship'] as const;

const award = formatDollars(scholarshipFacts.awardDollars);
const minimumGpa = String(scholarshipFacts.minimumGpa);

/**
 * The scholarship's lasting facts. Its award and deadline are the current program cycle's
 * (site/program-cycle.tsx); `award` here is the usual award, for pages rendered without one.
 */
export const scholarship = {
  award,
  minimumGpa,
} as const;

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'LinkedIn' | 'X';
  href: string;
}

/**
 * Donations go to the card-payment provider's hosted donate page in a new tab. The hosted
 * button ids are site settings staff edit (site-data.tsx).
 */
export const donation = {
  providerName: 'PayPal',
  hostedPageUrl: 'https://www.paypal.com/donate/',
  promo: { gift: 'free t-shirt', threshold: '$500' },
} as const;

export function donateUrl(buttonId: string): string {
  return `${donation.hostedPageUrl}?hosted_button_id=${encodeURIComponent(buttonId)}`;
}

/** UI timings of spec §4/§9, in milliseconds. */
export const timings = {
  carouselIntervalMs: 2000,
  promoDelayMs: 3000,
  promoFadeMs: 1000,
  videoLoadedDelayMs: 1000,
  imagesLoadedThreshold: 12,
  typedHeadingMsPerChar: 80,
} as const;
