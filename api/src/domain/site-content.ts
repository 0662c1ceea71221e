import { z } from 'zod';
import { EIN_MESSAGE, normaliseEin, normalisePhone, normalisePrice, PHONE_MESSAGE, PRICE_MESSAGE } from './content-formats.js';
import type { PublicCycle } from './program-cycles.js';

/**
 * Site content that staff edit in the console (/admin-access-content): the organisation's
 * settings, the team, news stories and store products. The console and the server validate with
 * these same schemas; the public pages render the `SiteData` snapshot built from them.
 */

export const STORE_CATEGORIES = ['Mugs', 'Clothing', 'Bags', 'Miscellaneous'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const CONTENT_LIMITS = {
  line: 200,
  text: 4000,
  url: 500,
  buttonId: 64,
  /** An uploaded image, before re-encoding. */
  imageBytes: 5 * 1024 * 1024,
  /** Re-encoded images fit in this square (pixels), never enlarged. */
  imageEdge: 1200,
} as const;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const noControl = /^[^\p{Cc}]*$/u;
const textControl = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

/** One line of text; `required` gives the message shown when it is empty. */
function line(label: string, max: number = CONTENT_LIMITS.line) {
  return z
    .string()
    .trim()
    .max(max, `Please keep the ${label} under ${max} characters.`)
    .regex(noControl, `Please write the ${label} on one line.`);
}
const requiredLine = (label: string, missing: string) => line(label).min(1, missing);
const text = (label: string) =>
  z
    .string()
    .trim()
    .max(CONTENT_LIMITS.text, `Please keep the ${label} under ${CONTENT_LIMITS.text} characters.`)
    .regex(textControl, 'Please remove unusual control characters.');

/** True for an absolute http: or https: address. Anything else (javascript:, data:, relative) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
const httpLink = (label: string) =>
  line(label, CONTENT_LIMITS.url).refine((v) => v === '' || isHttpUrl(v), {
    message: `The ${label} must start with http:// or https://.`,
  });
const requiredLink = (label: string, missing: string) => httpLink(label).refine((v) => v !== '', { message: missing });
const email = line('e-mail address', 254).refine((v) => v === '' || z.email().safeParse(v).success, {
  message: 'Please enter a valid e-mail address, like name@example.com.',
});
const buttonId = line('button id', CONTENT_LIMITS.buttonId).regex(/^[A-Za-z0-9_-]*$/, 'Use only letters, digits, - and _.');
const position = z.number().int('Please give a whole number.').min(0, 'The position starts at 0.').max(10_000);
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'Please give a real date.' });

/** True for a YYYY-MM-DD that is a day of the calendar: 2026-02-28 is, 2026-02-30 is not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The day the accessibility statement was last reviewed: a real day, and not a day still to come
 * (one day of slack, for a reviewer whose calendar is ahead of the server's UTC).
 */
const reviewDay = z
  .string()
  .trim()
  .min(1, 'Please give the date of the last accessibility review.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the date as YYYY-MM-DD, like 2026-11-28.')
  .refine(isCalendarDay, { message: 'Please give a real date.' })
  .refine((v) => !isCalendarDay(v) || Date.parse(`${v}T00:00:00Z`) <= Date.now() + 24 * 60 * 60 * 1000, {
    message: 'The last review cannot be in the future.',
  });

/** A text field stored in the site's one format (a price, a phone number), or refused with `message`. */
const normalised = (schema: z.ZodString, normalise: (typed: string) => string | null, message: string) =>
  schema.refine((v) => normalise(v) !== null, { message }).transform((v) => normalise(v)!);
const phone = normalised(line('phone number', 40), normalisePhone, PHONE_MESSAGE);
const price = normalised(line('price', 20), normalisePrice, PRICE_MESSAGE);

/** A Spanish version (issue 26): optional; an empty text clears it (null), so the English shows again. */
const spanish = <S extends z.ZodType<string>>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

export const siteSettingsSchema = z.object({
  phone,
  email,
  address: line('mailing address'),
  addressEs: spanish(line('Spanish mailing address')),
  ein: normalised(line('EIN', 20), normaliseEin, EIN_MESSAGE),
  facebookUrl: httpLink('Facebook link'),
  instagramUrl: httpLink('Instagram link'),
  linkedinUrl: httpLink('LinkedIn link'),
  xUrl: httpLink('X link'),
  donateDollarButtonId: buttonId,
  donateOneTimeButtonId: buttonId,
  donateMonthlyButtonId: buttonId,
  accessibilityReviewedOn: reviewDay,
});
export type SiteSettingsData = z.infer<typeof siteSettingsSchema>;
/** updateSiteSettings takes any subset. */
export const siteSettingsUpdateSchema = siteSettingsSchema.partial();

/** Fields of a new item; an update validates only the fields it sends (`.partial()`). */
export const teamMemberSchema = z.object({
  name: requiredLine('name', 'Please enter the name.'),
  role: requiredLine('role', 'Please enter the role.'),
  roleEs: spanish(line('Spanish role')),
  email: email.optional(),
  summary: line('summary', 300).optional(),
  summaryEs: spanish(line('Spanish summary', 300)),
  blurb: text('blurb').optional(),
  blurbEs: spanish(text('Spanish blurb')),
  position: position.optional(),
  visible: z.boolean().optional(),
});
export const newsStorySchema = z.object({
  title: requiredLine('title', 'Please enter the title.'),
  titleEs: spanish(line('Spanish title')),
  link: requiredLink('link', 'Please enter the link to the story.'),
  date: isoDate.optional(),
  summary: text('summary').optional(),
  summaryEs: spanish(text('Spanish summary')),
  source: line('source', 100).optional(),
  position: position.optional(),
  visible: z.boolean().optional(),
});
export const storeProductSchema = z.object({
  category: z.enum(STORE_CATEGORIES, { error: 'Please choose a category: Mugs, Clothing, Bags or Miscellaneous.' }),
  title: requiredLine('title', 'Please enter the title.'),
  titleEs: spanish(line('Spanish title')),
  link: requiredLink('link', 'Please enter the link to the product.'),
  price: price.optional(),
  position: position.optional(),
  visible: z.boolean().optional(),
});

/**
 * The text fields staff may also write in Spanish (issue 26), per kind of content. A Spanish page
 * shows the Spanish version of a field when it has one, else the English marked lang="en".
 */
export const TRANSLATED_FIELDS = {
  settings: ['address'],
  team: ['role', 'summary', 'blurb'],
  news: ['title', 'summary'],
  store: ['title'],
} as const;
export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;

/** The Spanish versions an item has, by field name; a field left out has none. */
export type ContentTranslations = Partial<Record<string, string>>;

/** The input name of a field's Spanish version: role → roleEs. */
export const spanishFieldName = (field: string) => `${field}Es`;

/**
 * An item as the public pages get it: its Spanish versions gathered under `es`, the English
 * fields as they are. A Spanish version that is null or empty is left out.
 */
export function withTranslations<T extends object>(
  item: T,
  kind: TranslatedKind,
): Omit<T, `${string}Es`> & { es: ContentTranslations } {
  const record = { ...item } as Record<string, unknown>;
  const es: ContentTranslations = {};
  for (const field of TRANSLATED_FIELDS[kind]) {
    const value = record[spanishFieldName(field)];
    delete record[spanishFieldName(field)];
    if (typeof value === 'string' && value.trim() !== '') es[field] = value;
  }
  return { ...record, es } as Omit<T, `${string}Es`> & { es: ContentTranslations };
}

export interface TeamMemberData {
  id: number;
  name: string;
  role: string;
  email: string;
  summary: string;
  blurb: string;
  /** A public image path, or null for the placeholder. */
  photo: string | null;
  position: number;
  visible: boolean;
  es?: ContentTranslations;
}
export interface NewsStoryData {
  id: number;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  source: string;
  link: string;
  image: string | null;
  position: number;
  visible: boolean;
  es?: ContentTranslations;
}
export interface StoreProductData {
  id: number;
  category: StoreCategory;
  title: string;
  price: string;
  link: string;
  image: string | null;
  position: number;
  visible: boolean;
  es?: ContentTranslations;
}

/**
 * What the public pages render: the settings and the visible items in their order. A team
 * member's public id is its index in `team` (spec route /…-our-team-member/:id).
 */
export interface SiteData {
  version: number;
  settings: SiteSettingsData & { es?: ContentTranslations };
  team: TeamMemberData[];
  news: NewsStoryData[];
  storeProducts: StoreProductData[];
  /**
   * Each program's current cycle as words computed when the snapshot was built (deadline, award,
   * open or closed). Empty in the build's prerendered fallback: the pages then name no date.
   */
  cycles: PublicCycle[];
}

/** "2025-03-12" → "03/12/2025", as the news page shows dates (spec §9). */
export function usDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return y && m && d ? `${m}/${d}/${y}` : isoDay;
}

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * "2025-03-12" → "12 de marzo de 2025": the Spanish pages' dates, which a reader of 03/12/2025
 * could take for 3 December (issue 41). Anything else comes back as it is.
 */
export function spanishDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? SPANISH_MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} de ${month} de ${match[1]}` : isoDay;
}

/** A blurb is stored as plain text; a blank line separates paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
