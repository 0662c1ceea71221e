/** The page applicants follow their application on (no zod here: the public pages import it). */
export const APPLICATION_STATUS_PATH = '/application-status';

/** The status page's address on this site (PUBLIC_URL), for the e-mails that link to it. */
export const statusPageUrl = (publicUrl: string) => `${publicUrl}${APPLICATION_STATUS_PATH}`;
