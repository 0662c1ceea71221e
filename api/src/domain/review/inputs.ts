import { z } from 'zod';
import type { RubricCriterion } from './rubric.js';

export const REVIEW_LIMITS = {
  note: 5000,
  reason: 1000,
  paymentReference: 100,
  /** $10,000,000 in cents keeps an award inside a 32-bit integer. */
  awardCents: 10_000_000_00,
  criteria: 20,
  bulkIds: 500,
  assignees: 20,
} as const;

// Text that goes into e-mails and CSV cells: no control characters except new lines and tabs.
// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const noControl = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * What a note is about. A note about the applicant ("Essay is strong…") is hidden from a reviewer
 * until they have scored, like the others' scores (blind review); a process note ("documents
 * requested", "called the school") is visible to everyone at once.
 */
export const NOTE_ABOUT = ['applicant', 'process'] as const;
export type NoteAbout = (typeof NOTE_ABOUT)[number];

export const noteTextSchema = z
  .string({ error: 'Please write a note.' })
  .trim()
  .min(1, 'Please write a note.')
  .max(REVIEW_LIMITS.note, `A note can be at most ${REVIEW_LIMITS.note.toLocaleString('en-US')} characters.`)
  .regex(noControl, 'A note cannot contain control characters.');

export const moveDetailsSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.reason, `A reason can be at most ${REVIEW_LIMITS.reason.toLocaleString('en-US')} characters.`)
    .regex(noControl, 'A reason cannot contain control characters.')
    .nullish(),
  awardCents: z
    .number()
    .int('The award is a whole number of cents.')
    .positive('Please enter an award greater than $0.')
    .max(REVIEW_LIMITS.awardCents, 'The award can be at most $10,000,000.')
    .nullish(),
  paymentReference: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.paymentReference, `A payment reference can be at most ${REVIEW_LIMITS.paymentReference} characters.`)
    .regex(/^[^\p{Cc}]*$/u, 'A payment reference is one line.')
    .nullish(),
});
export type MoveDetailsInput = z.infer<typeof moveDetailsSchema>;

export const criterionSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'A key starts with a lower-case letter and has only letters and digits (at most 40).'),
  label: z.string().trim().min(1, 'Please name the criterion.').max(100, 'A label can be at most 100 characters.'),
  maxPoints: z.number().int().min(1, 'Maximum points are 1 to 100.').max(100, 'Maximum points are 1 to 100.'),
  weight: z.number().int().min(1, 'A weight is 1 to 10.').max(10, 'A weight is 1 to 10.'),
  /** The form answer shown beside the criterion; which answers a kind has is checked by the server. */
  field: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'Choose the answer from the list.')
    .nullish()
    .transform((v) => v ?? null),
});

export const rubricSchema = z
  .array(criterionSchema)
  .min(1, 'A rubric needs at least one criterion.')
  .max(REVIEW_LIMITS.criteria, `A rubric can have at most ${REVIEW_LIMITS.criteria} criteria.`)
  .refine((list) => new Set(list.map((c) => c.key)).size === list.length, 'Each criterion needs its own key.');

/**
 * A reviewer's points against a rubric: every criterion once, whole points from 0 to its
 * maximum, or null for N/A. Returns field messages keyed by criterion, empty when valid.
 */
export function scoreProblems(
  rubric: readonly RubricCriterion[],
  scores: readonly { criterion: string; points: number | null | undefined }[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const s of scores) {
    const c = rubric.find((r) => r.key === s.criterion);
    if (!c) problems[s.criterion.slice(0, 40) || 'criterion'] = 'This criterion is not in the rubric.';
    else if (seen.has(c.key)) problems[c.key] = 'Score each criterion once.';
    else if (
      s.points !== null &&
      s.points !== undefined &&
      (!Number.isInteger(s.points) || s.points < 0 || s.points > c.maxPoints)
    )
      problems[c.key] = `${c.label}: give 0 to ${c.maxPoints} points, or mark it N/A.`;
    seen.add(s.criterion);
  }
  for (const c of rubric) if (!seen.has(c.key)) problems[c.key] ??= `${c.label}: give points or mark it N/A.`;
  return problems;
}
