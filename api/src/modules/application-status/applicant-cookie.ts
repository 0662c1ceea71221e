/**
 * The applicant's own cookie, sent only to these paths: the staff console never sees it, and
 * the staff session never opens anything here. Its own file, so a later feature's routes under
 * the same path (the letters) read the same cookie.
 */
export const APPLICANT_COOKIE = 'odf.applicant';
export const APPLICANT_COOKIE_PATH = '/api/application-status';
