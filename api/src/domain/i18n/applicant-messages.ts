/** The spec's messages (messages.ts) that applicants, volunteers and visitors read: the ones the Spanish pages word. */
import { messages } from '../messages.js';

const APPLICANT_KEYS = [
  'applicationSuccess',
  'applicationFailure',
  'ssnMismatch',
  'volunteerSuccess',
  'volunteerFailure',
  'contactSuccess',
  'contactFailure',
  'contactNetworkError',
  'donationThanks',
  'notFoundTitle',
] as const satisfies readonly (keyof typeof messages)[];

export const applicantMessages = Object.fromEntries(APPLICANT_KEYS.map((k) => [k, messages[k]])) as Pick<
  typeof messages,
  (typeof APPLICANT_KEYS)[number]
>;
