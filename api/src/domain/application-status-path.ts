/** The page applicants follow their application on (no zod here: the public pages import it). */
export const APPLICATION_STATUS_PATH = '/application-status';
