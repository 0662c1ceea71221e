/** The organisation's identity. A nonprofit adopting this code edits this module. */
export const site = {
  name: 'Open Diploma Fund',
  slug: 'open-diploma-fund',
  abbr: 'ODF',
  email: 'hello@opendiplomafund.org',
  phone: '(202) 555-0147',
  /** The public address, used in canonical links, the sitemap and Open Graph tags. */
  url: 'https://opendiplomafund.org',
  ogImage: '/media/og-image.png',
} as const;
