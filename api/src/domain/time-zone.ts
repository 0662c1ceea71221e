/**
 * The fund's own time zone: dates are shown in it unless a cycle says otherwise. A file of its
 * own, so a page that only writes a date in it does not load the cycles' rules (zod, luxon).
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';
