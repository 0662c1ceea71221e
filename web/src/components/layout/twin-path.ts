import { APPLICATION_STATUS_PATH, referenceFromQuery, statusPageLink } from '@domain/application-status-path';
import { localizedPath, splitLocalePath, type Locale } from '@domain/i18n/locales';

/**
 * The same page in the other language: '/es/about-x' ↔ '/about-x'. The status page keeps the
 * reference an e-mail's link filled in (`?reference=`, Spanish review L19), as the page reads it
 * (a well-formed reference only); nothing else of the address goes along, no other query and
 * never the fragment, which may hold the link's key.
 */
export function twinOf(pathname: string, search = ''): { locale: Locale; href: string } {
  const { locale, path } = splitLocalePath(pathname);
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const localize = (englishPath: string) => localizedPath(englishPath, other);
  if (path === APPLICATION_STATUS_PATH)
    return { locale: other, href: statusPageLink(localize, referenceFromQuery(search) || null) };
  return { locale: other, href: localize(path) };
}

/** The attribute of the links to the page's twin (LanguageSwitch.tsx), so the page's script can point them at it once the address is known. */
export const TWIN_LINK = 'data-lang-twin';

/**
 * Points a language link at the twin of the address the page was opened at: a prerendered page
 * was rendered with no query, so its links know no reference (components/enhance).
 */
export function pointToTwin(
  link: { setAttribute(name: string, value: string): void },
  where: { pathname: string; search: string },
) {
  link.setAttribute('href', twinOf(where.pathname, where.search).href);
}
