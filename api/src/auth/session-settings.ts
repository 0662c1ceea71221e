/** The session cookie's name and idle time, read by the app's session middleware and by sign-out. */
export const SESSION_COOKIE = 'odf.sid';
/** Staff are signed out after 30 minutes without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
