/**
 * The letters' words and numbers, without their rules (issue 38): the statuses, the roles and
 * their labels, the names of the form's controls and of the letter's document. Kept apart from
 * letters.ts so a page that only names them (the status page, the recommender's page) does not
 * load the rules' library.
 */

/** The most letters a cycle may ask for, and what a cycle asks for until an admin changes it. */
export const MAX_LETTERS_REQUIRED = 1;
export const DEFAULT_LETTERS_DUE_DAYS = 14;
/** How long after the deadline a cycle may accept letters, at most: a season. */
export const MAX_LETTERS_DUE_DAYS = 90;

export const RECOMMENDER_ROLES = ['counselor', 'teacher', 'employer', 'other'] as const;
export type RecommenderRole = (typeof RECOMMENDER_ROLES)[number];

export const RECOMMENDER_ROLE_LABELS: Record<RecommenderRole, string> = {
  counselor: 'School counselor',
  teacher: 'Teacher',
  employer: 'Employer',
  other: 'Someone else who knows the applicant',
};

export const LETTER_STATUSES = ['REQUESTED', 'RECEIVED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  REQUESTED: 'Waiting for the letter',
  RECEIVED: 'Received',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** The form's controls, as both doors and the GraphQL inputs name them. */
export const RECOMMENDER_FIELDS = ['recommenderName', 'recommenderEmail', 'recommenderRole', 'lettersWaiver'] as const;

/**
 * The letter's document among the application's documents (`application_documents.file_alias`): its
 * own alias, apart from the scholarship form's `recommendationLetter`, which the student uploads.
 */
export const LETTER_DOCUMENT = 'recommenderLetter';
export const LETTER_DOCUMENT_LABEL = 'Letter of recommendation';
/** The multipart field the recommender's upload carries. */
export const LETTER_UPLOAD_FIELD = 'letter';
/** The applicant may nudge a recommender once per this long. */
export const LETTER_REMINDER_GAP_MS = 48 * 60 * 60 * 1000;
/** The automatic reminder leaves this many days before the due date, once, if nothing has arrived. */
export const LETTER_AUTO_REMINDER_DAYS = 7;
/** At most this many recommenders per application over its life: replacements included. */
export const MAX_LETTER_REQUESTS_PER_APPLICATION = 5;
/** A recommender's name and address as long as a staff member's (ACCOUNT_LIMITS); a decline's reason. */
export const LETTER_LIMITS = { name: 100, email: 254, reason: 1000 } as const;

/** The page's fixed sentences: a link that names nothing, and the two answers. */
export const letterPageMessages = {
  notFound: 'This link is not valid. Please check that you copied the whole link from the e-mail.',
  received: 'Thank you: your letter was received.',
  declined: 'Thank you for letting us know. The applicant will be told to ask someone else.',
} as const;

/** A link's token: 43 URL-safe characters (256 bits); anything else is never looked up. */
export const LETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
