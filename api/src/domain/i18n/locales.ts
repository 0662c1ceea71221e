/**
 * The languages of the applicant's side of the site: English at the spec's paths, Spanish under
 * /es (issue 26). Framework-free, like the rest of domain/.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or sent locale, or English for anything else (an old row, a client that sent none). */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** Where a locale's pages live: '' for English, '/es' for Spanish. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** The path of an English page in a locale: ('/about-x', 'es') → '/es/about-x'; '/' → '/es'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A path's locale and its English twin: '/es/about-x' → ['es', '/about-x']; '/es' → ['es', '/']. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  if (path === '/es' || path === '/es/') return { locale: 'es', path: '/' };
  if (path.startsWith('/es/')) return { locale: 'es', path: path.slice(3) };
  return { locale: 'en', path };
}

/** The language tag of a locale as HTML and e-mail headers write it. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', es: 'es' };

/**
 * The locale numbers, dates and plurals are formatted in (Intl, FormatJS): US English and US
 * Spanish, whose figures read alike ("12,500.00") and whose times say "p.m." (docs/glossary-es.md).
 * Plain "es" would write Spain's "12.500,00" and a 24-hour clock.
 */
export const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
