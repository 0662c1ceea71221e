import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { pdfDocument, type DocumentSpec } from './applications/documents.js';
import {
  LETTER_DOCUMENT,
  LETTER_DOCUMENT_LABEL,
  LETTER_LIMITS,
  LETTER_REMINDER_GAP_MS,
  LETTER_AUTO_REMINDER_DAYS,
  MAX_LETTERS_DUE_DAYS,
  MAX_LETTERS_REQUIRED,
  RECOMMENDER_ROLES,
  RECOMMENDER_ROLE_LABELS,
  LETTER_STATUS_LABELS,
  MAX_LETTER_REQUESTS_PER_APPLICATION,
  letterPageMessages,
  type LetterStatus,
} from './letters-vocabulary.js';

export * from './letters-vocabulary.js';

/**
 * Letters of recommendation (issue 38, decision 510). A cycle may ask for one letter; the
 * applicant names the recommender on the form; the recommender uploads by a one-time link, and
 * the letter stays confidential from the applicant. Framework-free, so the web imports it.
 */

/** The letter's rules as an upload: one PDF, read, sized and scanned as every other document. */
export const LETTER_DOCUMENT_SPEC: DocumentSpec = pdfDocument(
  LETTER_DOCUMENT,
  LETTER_DOCUMENT_LABEL,
  'The letter of recommendation, as one PDF.',
);

const DAY_MS = 24 * 60 * 60 * 1000;

export const recommenderMessages = {
  nameRequired: "Please enter your recommender's name.",
  nameTooLong: `Please enter a name of at most ${LETTER_LIMITS.name} characters.`,
  roleRequired: 'Please choose who your recommender is to you.',
  waiverRequired: 'Please choose whether you waive your right to read the letter.',
} as const;

/** The recommender's e-mail is checked by the accounts' rule (emailSchema): its messages, worded in Spanish too. */
export const recommenderEmailMessages = [
  'Email is required.',
  'Please enter a shorter email address.',
  'Please enter a valid email address, like name@example.com.',
] as const;

/** One recommender as the applicant names them: on the form, or as a replacement. */
export const recommenderSchema = z.object({
  name: z
    .string({ error: recommenderMessages.nameRequired })
    .trim()
    .min(1, recommenderMessages.nameRequired)
    .max(LETTER_LIMITS.name, recommenderMessages.nameTooLong),
  email: emailSchema,
  role: z.enum(RECOMMENDER_ROLES, { error: recommenderMessages.roleRequired }),
});
export type Recommender = z.infer<typeof recommenderSchema>;

/** The form's four controls, required when the cycle asks for a letter. */
export const recommenderFormSchema = z.object({
  recommenderName: recommenderSchema.shape.name,
  recommenderEmail: recommenderSchema.shape.email,
  recommenderRole: recommenderSchema.shape.role,
  lettersWaiver: z.enum(['yes', 'no'], { error: recommenderMessages.waiverRequired }),
});
export type RecommenderForm = z.infer<typeof recommenderFormSchema>;

const declineReasonTooLong = `Please keep the reason under ${LETTER_LIMITS.reason} characters.`;

/** The recommender's reason for declining: optional, short. */
export const declineSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(LETTER_LIMITS.reason, declineReasonTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});

/**
 * What the recommender's page says when its link no longer takes a letter: which state, and whom
 * to write to. `{date}` is the day it happened (or the due date), `{email}` the fund's address.
 */
export const letterLinkMessages: Record<Exclude<LetterStatus, 'REQUESTED'>, string> = {
  RECEIVED: 'This link was already used: the letter arrived on {date}. If you need to change it, write to {email}.',
  DECLINED: 'This link was already used to decline, on {date}. If you can write the letter after all, write to {email}.',
  CANCELLED:
    'This link no longer works: the applicant asked someone else for the letter on {date}. If you have questions, write to {email}.',
  EXPIRED:
    'This link expired on {date}: letters for this application were due then. If you still want to send one, write to {email}.',
};

/** The cycle's letter settings as saved: 0 or 1 letters, and the days after the deadline a letter may still arrive. */
export const lettersSettingsSchema = z.object({
  lettersRequired: z
    .number({ error: 'Please give the number of letters as 0 or 1.' })
    .int('Please give the number of letters as 0 or 1.')
    .min(0, 'Please give the number of letters as 0 or 1.')
    .max(MAX_LETTERS_REQUIRED, 'Please give the number of letters as 0 or 1.'),
  lettersDueDays: z
    .number({ error: 'Please give the days after the deadline as a whole number.' })
    .int('Please give the days after the deadline as a whole number.')
    .min(0, 'The days after the deadline cannot be negative.')
    .max(MAX_LETTERS_DUE_DAYS, `A letter may arrive at most ${MAX_LETTERS_DUE_DAYS} days after the deadline.`),
});

/**
 * When a letter is due: the cycle's deadline plus its days; a rolling cycle (no deadline) counts
 * the days from the request, so every link has an end.
 */
export function letterDueAt(closesAt: Date | null, lettersDueDays: number, requestedAt: Date): Date {
  const from = closesAt ?? requestedAt;
  return new Date(from.getTime() + lettersDueDays * DAY_MS);
}

/** When the automatic reminder is due: 7 days before the due date, never before the request. */
export function autoReminderAt(dueAt: Date): Date {
  return new Date(dueAt.getTime() - LETTER_AUTO_REMINDER_DAYS * DAY_MS);
}

/** When the applicant (or staff) may send the next reminder; null: now. */
export function nextReminderAllowedAt(lastRemindedAt: Date | null, now: Date): Date | null {
  if (!lastRemindedAt) return null;
  const next = new Date(lastRemindedAt.getTime() + LETTER_REMINDER_GAP_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** What the status page tells the applicant about their letters. */
export const applicantLetterMessages = {
  notFound: 'We could not find that letter request on your application.',
  notWaiting: 'This letter is no longer awaited, so there is no one to remind.',
  reminded: 'Your reminder is on its way.',
  replaced: 'Your new recommender will receive the link by e-mail.',
  noLetterAsked: 'Your program does not ask for a letter of recommendation.',
  alreadyReceived: 'Your letter of recommendation has already arrived.',
  nothingToReplace: 'There is no letter request to replace.',
  tooMany: `You have asked ${MAX_LETTER_REQUESTS_PER_APPLICATION} recommenders already. Please write to us and we will help.`,
} as const;

/** The applicant's refusals that name a date, worded by the caller (Spanish: esLetterDatedMessages). */
export const letterDatedMessages = {
  remindTooSoon: (date: string) => `You can send the next reminder on ${date}.`,
  tooLate: (date: string) => `Letters for your program were due on ${date}, so it is too late to ask someone else.`,
} as const;

/**
 * Every fixed English text of the letters an applicant or a recommender reads: domain-texts.ts
 * lists them, and es-letters.ts must word each in Spanish (a test compares the two).
 */
export function letterTexts(): string[] {
  return [
    ...Object.values(RECOMMENDER_ROLE_LABELS),
    ...Object.values(LETTER_STATUS_LABELS),
    ...Object.values(recommenderMessages),
    ...recommenderEmailMessages,
    ...Object.values(applicantLetterMessages),
    LETTER_DOCUMENT_LABEL,
    ...Object.values(letterPageMessages),
    LETTER_DOCUMENT_SPEC.hint,
    declineReasonTooLong,
  ];
}
