import { localizedPath, type Locale } from './i18n/locales.js';
import { REFERENCE_PATTERN } from './applications/constants.js';

/** The page applicants follow their application on (no zod here: the public pages import it). */
export const APPLICATION_STATUS_PATH = '/application-status';

/** The query parameter that fills in the reference on the status page (checked there against the reference pattern). */
export const STATUS_REFERENCE_PARAM = 'reference';

/**
 * Where an e-mail's link carries the key that lets the page fill in the e-mail address: in the
 * fragment, which browsers never send to a server, so it stays out of access logs and referrers.
 */
export const STATUS_LINK_KEY_PARAM = 'key';

/**
 * The status page's address on this site (PUBLIC_URL), in the applicant's language, for the
 * e-mails that link to it; with the application's reference filled in when given, and the key
 * that fills in the e-mail address (api/src/crypto/status-link-keys.ts) when given.
 */
export const statusPageUrl = (publicUrl: string, locale: Locale = 'en', reference?: string, linkKey?: string) =>
  `${publicUrl}${localizedPath(APPLICATION_STATUS_PATH, locale)}` +
  (reference ? `?${STATUS_REFERENCE_PARAM}=${encodeURIComponent(reference)}` : '') +
  (reference && linkKey ? `#${STATUS_LINK_KEY_PARAM}=${linkKey}` : '');

/** The link's key from the page's fragment (`#key=…`), or '' when there is none or it is malformed. */
export function linkKeyFromHash(hash: string): string {
  const given = new URLSearchParams(hash.replace(/^#/, '')).get(STATUS_LINK_KEY_PARAM) ?? '';
  return /^[A-Za-z0-9_-]{22}$/.test(given) ? given : '';
}

/** The status page's link on this site, in the page's language (`localize`), with the reference filled in when known. */
export const statusPageLink = (localize: (englishPath: string) => string, reference?: string | null) =>
  localize(APPLICATION_STATUS_PATH) + (reference ? `?${STATUS_REFERENCE_PARAM}=${encodeURIComponent(reference)}` : '');

/**
 * The reference a link filled in (`?reference=ug-7k3m-9qx2`), as stored, or '' when there is
 * none or it is not a reference: a link never puts anything else in the field.
 */
export function referenceFromQuery(search: string): string {
  const given = new URLSearchParams(search).get(STATUS_REFERENCE_PARAM);
  if (!given || given.length > 20) return '';
  const reference = given.trim().toUpperCase().replace(/\s+/g, '');
  return REFERENCE_PATTERN.test(reference) ? reference : '';
}
