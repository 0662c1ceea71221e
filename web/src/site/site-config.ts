/**
 * The organisation's identity and facts. A nonprofit adopting this code edits this module
 * (and team.ts, store.ts, news.ts, privacy-policy.ts beside it).
 *
 * DEMO CONTENT: every person, photo, product, news story, social account, shop address and
 * donation button id in web/src/site/ is made up for this site (illustrations are generated
 * by scripts/demo-media/). Replace them with the organisation's own before going live.
 */
export const DEMO_CONTENT = true;

const slug = 'open-diploma-fund';
const abbr = 'ODF';

export const site = {
  name: 'Open Diploma Fund',
  slug,
  abbr,
  email: 'hello@opendiplomafund.org',
  phone: '(202) 555-0147',
  /** The phone number as a tel: link wants it. */
  phoneHref: 'tel:+12025550147',
  address: 'Washington, DC',
  /** The public address, used in canonical links, the sitemap and Open Graph tags. */
  url: 'https://opendiplomafund.org',
  ogImage: '/media/og-image.png',
  foundedYear: 2019,
  tagline: 'Helping families pay off college loans',
  taxStatus: 'a 501(c)(3) nonprofit organization',
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
  login: '/login',
} as const;

/** Anchors other pages and the hero link to. */
export const anchors = {
  apply: `${abbr.toLowerCase()}-apply-for-repayment-and-scholarship`,
  donateOptions: 'donate-options',
} as const;

/** Spec §1 claims, shown on the home and partner pages. */
export const claims = {
  loanCrisis: 'over $1.7 trillion',
  loanCrisisShort: '$1.7T',
  owingShare: '99%',
  owingAmount: '$100,000',
} as const;

/** Spec §1 eligibility and scholarship facts. */
export const repaymentEligibility = [
  'You attended a 4-year college.',
  'You completed your degree in 4 years (we make exceptions for hardship).',
  'Student debt is causing you or your family real hardship.',
] as const;

export const scholarship = {
  award: '$1,000',
  deadline: 'July 31, 2025',
  deadlineUs: '07/31/2025',
  minimumGpa: '2.5',
  facts: [
    'A $1,000 award toward your first year.',
    'A GPA of at least 2.5.',
    'Open to high-school seniors, or graduates within one year of finishing high school.',
    'You plan to attend a four-year university.',
    'Preference goes to students from single-parent households.',
  ],
} as const;

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'LinkedIn' | 'X';
  href: string;
}
/** Demo accounts. */
export const socialLinks: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/opendiplomafund' },
  { name: 'Instagram', href: 'https://www.instagram.com/opendiplomafund' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/opendiplomafund' },
  { name: 'X', href: 'https://x.com/opendiplomafund' },
];

/**
 * Donations go to the card-payment provider's hosted donate page in a new tab. One hosted
 * button for the $1 fundraiser, one for one-time and monthly gifts (demo ids).
 */
export const donation = {
  providerName: 'PayPal',
  hostedPageUrl: 'https://www.paypal.com/donate/',
  fundraisingButtonId: 'ODFDEMO1DOLLAR',
  generalButtonId: 'ODFDEMOGENERAL',
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
