/**
 * The organisation's identity and scholarship facts, written once. The server (mail, PDFs,
 * config defaults) and the browser (pages, prerendered HTML, structured data) read them here;
 * editable site content is seeded from these values. Every other form of a value (the phone
 * as shown or as a tel: link, the deadline as words) is derived by the functions below.
 */

/** A calendar date without a time zone, as YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export const organisation = {
  name: 'Open Diploma Fund',
  slug: 'open-diploma-fund',
  abbr: 'ODF',
  email: 'hello@opendiplomafund.org',
  /** The ten digits of the US phone number; see phoneDisplay / phoneHref / phoneInternational. */
  phone: '2025550147',
  mailingAddress: 'Washington, DC',
  /** The public address, used in canonical links, the sitemap and Open Graph tags. */
  url: 'https://opendiplomafund.org',
  foundedYear: 2019,
  tagline: 'Helping families pay off college loans',
  taxStatus: 'a 501(c)(3) nonprofit organization',
} as const;

/**
 * The day the accessibility statement (/accessibility, issue 41) was first reviewed. Staff record
 * each later review in the site settings; this is where a fresh install's setting starts.
 */
export const FIRST_ACCESSIBILITY_REVIEW: IsoDate = '2026-11-28';

/**
 * The scholarship's lasting facts. Its deadline and award belong to the current program cycle
 * (api/src/domain/program-cycles.ts), which staff edit; `awardDollars` is the usual award, shown
 * only where no cycle is at hand.
 */
export const scholarshipFacts = {
  /** The usual award in whole US dollars (a fresh install's cycle starts with it). */
  awardDollars: 1000,
  minimumGpa: 2.5,
} as const;

function phoneParts(phone: string): [string, string, string] {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
}

/** "(202) 555-0147": how people read the number. */
export function phoneDisplay(phone: string = organisation.phone): string {
  const [area, exchange, line] = phoneParts(phone);
  return `(${area}) ${exchange}-${line}`;
}

/** "tel:+12025550147": what a phone link dials. */
export function phoneHref(phone: string = organisation.phone): string {
  return `tel:+1${phoneParts(phone).join('')}`;
}

/** "+1-202-555-0147": the form schema.org's `telephone` expects. */
export function phoneInternational(phone: string = organisation.phone): string {
  return `+1-${phoneParts(phone).join('-')}`;
}

/** "$1,000" */
export function formatDollars(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}`;
}

/** The months as the site writes them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-07-31" → "July 31, 2025", the same in every time zone. */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
