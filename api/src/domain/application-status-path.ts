import { localizedPath, type Locale } from './i18n/locales.js';

/** The page applicants follow their application on (no zod here: the public pages import it). */
export const APPLICATION_STATUS_PATH = '/application-status';

/** The status page's address on this site (PUBLIC_URL), in the applicant's language, for the e-mails that link to it. */
export const statusPageUrl = (publicUrl: string, locale: Locale = 'en') =>
  `${publicUrl}${localizedPath(APPLICATION_STATUS_PATH, locale)}`;
