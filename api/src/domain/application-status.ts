/**
 * The applicant's side of an application after it is sent: the status page's sign-in by
 * e-mailed code, the public words for each review status, and staff requests for more
 * documents. Framework-free: the server and the /application-status page read the same rules.
 */
import { z } from 'zod';
import {
  anyDocument,
  APPLICATION_FORMS,
  REFERENCE_PATTERN,
  type ApplicationKind,
  type DocumentSpec,
} from './applications/index.js';
import type { ReviewStatus } from './review/statuses.js';

export { APPLICATION_STATUS_PATH } from './application-status-path.js';

/** Bounds of the sign-in code and the applicant session (issue 17). */
export const STATUS_CODE_DIGITS = 6;
export const STATUS_CODE_TTL_MS = 15 * 60 * 1000;
export const STATUS_CODE_MAX_ATTEMPTS = 5;
/**
 * Codes that work at once for one application: a new code leaves the ones mailed in the last
 * minutes working, up to this many (the ceiling of codes issued per application per code lifetime).
 */
export const STATUS_CODES_OUTSTANDING = 3;
/** The longer code beside the short one in each e-mail: what the applicant types once strangers spent the short one's tries. */
export const STATUS_BACKUP_CODE_DIGITS = 12;
export const APPLICANT_SESSION_MS = 30 * 60 * 1000;

/** What an applicant sees for each review status: never the internal wording. */
export const PUBLIC_STATUS_LABELS: Record<ReviewStatus, string> = {
  RECEIVED: 'Received',
  IN_REVIEW: 'Under review',
  NEEDS_INFO: 'More information needed',
  APPROVED: 'Approved',
  DECLINED: 'Not approved',
  PAID: 'Paid',
};

export const statusMessages = {
  codeSent:
    'If the reference and e-mail address match an application, we have sent a 6-digit code to that address. It is valid for 15 minutes.',
  codeInvalid: 'The code is wrong or has expired. Please check it, or ask for a new code.',
  codeExhausted: 'Too many wrong codes. Please enter the 12-digit code from the same e-mail, or ask for a new code.',
  signedOut: 'Please sign in with your reference, e-mail address and a new code to see your application.',
  requestNotFound: 'There is no such request on your application.',
  requestAnswered: 'This request has already been answered. Thank you.',
  requestClosed: 'We no longer need this document: your application has moved on, so this request is closed and takes no upload.',
  uploaded: 'Thank you. We have received your document.',
  referenceMissing: 'Please enter your reference number.',
  referenceInvalid: 'Please enter the reference number from your e-mail, e.g. UG-7K3M-9QX2.',
  emailMissing: 'Please enter the e-mail address you applied with.',
  emailInvalid: 'Please enter a valid email address.',
  codeMissing: 'Please enter the 6-digit code.',
  codeFormat: 'Please enter the 6-digit code from the e-mail.',
  correctFields: 'Please correct the highlighted fields.',
  linkUnknown: 'This link cannot fill in your e-mail address. Please type the e-mail address you applied with.',
} as const;

/** "ug-7k3m-9qx2 " → "UG-7K3M-9QX2": what people type, as the reference is stored. */
export function normalizeReference(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

const reference = z
  .string({ error: statusMessages.referenceMissing })
  .transform(normalizeReference)
  .refine((v) => REFERENCE_PATTERN.test(v), statusMessages.referenceInvalid);
const email = z
  .string({ error: statusMessages.emailMissing })
  .trim()
  .max(254, statusMessages.emailInvalid)
  .email(statusMessages.emailInvalid);

export const sendStatusCodeSchema = z.object({ reference, email });
/** An e-mail's status link: the reference and the key that stands for the address (api/src/crypto/status-link-keys.ts). */
export const statusLinkSchema = z.object({ reference, key: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
export const verifyStatusCodeSchema = z.object({
  reference,
  email,
  // The 6-digit code, or the 12-digit one of the same e-mail (spaces and dashes as printed are fine).
  code: z
    .string({ error: statusMessages.codeMissing })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^(\d{6}|\d{12})$/.test(v), statusMessages.codeFormat),
});

/** The document a staff member may ask for besides the form's own: any PDF or picture. */
export const OTHER_DOCUMENT: DocumentSpec = anyDocument(
  'other',
  'Other document',
  'Any other document we asked for: a PDF, or a photo or scan (JPEG or PNG).',
);

/** The documents staff may ask an applicant of this kind for: the form's, then `other`. */
export function requestableDocuments(kind: ApplicationKind): readonly DocumentSpec[] {
  return [...APPLICATION_FORMS[kind].documents, OTHER_DOCUMENT];
}

export function requestableDocument(kind: ApplicationKind, name: string): DocumentSpec | undefined {
  return requestableDocuments(kind).find((d) => d.name === name);
}

export const INFO_REQUEST_LIMITS = { items: 10, note: 500 } as const;

export const infoRequestSchema = (kind: ApplicationKind, now: Date) =>
  z.object({
    items: z
      .array(
        z.object({
          document: z
            .string()
            .refine((d) => requestableDocument(kind, d) !== undefined, 'Please choose a document of this application.'),
          note: z
            .string()
            .trim()
            .max(INFO_REQUEST_LIMITS.note, `A note can be at most ${INFO_REQUEST_LIMITS.note} characters.`)
            .nullish()
            .transform((v) => v || null),
        }),
      )
      .min(1, 'Please choose at least one document to ask for.')
      .max(INFO_REQUEST_LIMITS.items, `Ask for at most ${INFO_REQUEST_LIMITS.items} documents at once.`)
      .refine((items) => new Set(items.map((i) => i.document)).size === items.length, 'Each document once, please.'),
    dueAt: z
      .date()
      .nullish()
      .transform((v) => v ?? null)
      .refine((v) => v === null || v.getTime() > now.getTime(), 'The due date must be in the future.'),
  });

/** Reviews end this many weeks after a cycle closes (or after a rolling application arrives). */
export const DECISION_WEEKS = 6;

/** The part of a program cycle the applicant's "by when" needs. */
export interface CycleDates {
  /** Null for a rolling program. */
  closesAt: Date | null;
  timeZone: string;
}

/** When the applicant can expect the decision: weeks after the deadline, or after they applied. */
export function decisionExpectedBy(submittedAt: Date, cycle: CycleDates | null): Date {
  const from = cycle?.closesAt && cycle.closesAt.getTime() > submittedAt.getTime() ? cycle.closesAt : submittedAt;
  return new Date(from.getTime() + DECISION_WEEKS * 7 * 24 * 60 * 60 * 1000);
}

/** "March 14, 2027" in the organisation's time zone. */
export function formatLongDate(date: Date, timeZone = 'America/New_York'): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}

/** What happens next, in words, for a status; `by` is the expected decision date, already formatted. */
export function nextStepFor(status: ReviewStatus, by: string): string {
  switch (status) {
    case 'RECEIVED':
      return `Your application is waiting for our review team. We aim to tell you our decision by e-mail by ${by}.`;
    case 'IN_REVIEW':
      return `Our review team is reading your application and documents. We aim to tell you our decision by e-mail by ${by}.`;
    case 'NEEDS_INFO':
      return 'We need one or more documents from you. Please upload them below; your review continues as soon as we have them all.';
    case 'APPROVED':
      return 'Your application has been approved. We will write to you about the next steps and the payment.';
    case 'DECLINED':
      return 'We cannot offer you support this time. You are welcome to apply again in a future cycle.';
    case 'PAID':
      return 'Your award has been paid. Congratulations!';
  }
}

/** What happens after a submission, by kind, with the decision date already formatted. */
export const AFTER_SUBMIT: Record<ApplicationKind, (by: string) => string> = {
  undergrad: (by) =>
    `Our review team reads every application and its documents. If we need anything else, we will ask you by e-mail. We aim to tell you our decision by e-mail by ${by}.`,
  parent: (by) =>
    `Our review team reads every application and its documents. If we need anything else, we will ask you by e-mail. We aim to tell you our decision by e-mail by ${by}.`,
  'high-school': (by) =>
    `Our scholarship committee reviews applications after the deadline. If we need anything else, we will ask you by e-mail. Every applicant hears from us by e-mail by ${by}.`,
};

/** What the thank-you message and the confirmation e-mail say happens next, and by when. */
export function afterSubmitNextStep(kind: ApplicationKind, submittedAt: Date, cycle: CycleDates | null): string {
  return AFTER_SUBMIT[kind](formatLongDate(decisionExpectedBy(submittedAt, cycle), cycle?.timeZone));
}

/** The sentence pointing to the status page. */
export const FOLLOW_YOUR_APPLICATION =
  'You can follow your application, and send any document we ask for, on the application status page with your reference number and e-mail address.';
