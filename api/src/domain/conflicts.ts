import { z } from 'zod';

/**
 * Conflicts of interest (issue 39, docs/decisions/490): the per-cycle policy each staff member
 * accepts, and the "I have a conflict" declaration that recuses them from one application. The
 * console and the server read the same categories, limits and words from here.
 */
export const CONFLICT_CATEGORIES = ['FAMILY', 'FRIEND_OR_NEIGHBOUR', 'FINANCIAL', 'SCHOOL_OR_EMPLOYER', 'OTHER'] as const;
export type ConflictCategory = (typeof CONFLICT_CATEGORIES)[number];

export const CONFLICT_CATEGORY_LABELS: Record<ConflictCategory, string> = {
  FAMILY: 'Family',
  FRIEND_OR_NEIGHBOUR: 'Friend or neighbour',
  FINANCIAL: 'Financial',
  SCHOOL_OR_EMPLOYER: 'School or employer',
  OTHER: 'Other',
};

export const POLICY_TEXT_MAX = 20_000;
export const CONFLICT_NOTE_MAX = 1_000;
export const WITHDRAWAL_REASON_MAX = 1_000;

export const conflictMessages = {
  policyRequired:
    "Please read and accept this program cycle's conflict-of-interest policy before you score, note, decide or assign its applications.",
  declared: 'You declared a conflict of interest with this application, so you cannot read or act on it.',
  alreadyDeclared: 'You have already declared a conflict of interest with this application.',
  ownWithdrawal: 'A declaration can be withdrawn only by another admin.',
  notDeclared: 'There is no such declaration, or it was withdrawn already.',
  noPolicy: 'This program cycle has no conflict-of-interest policy to accept.',
  assigneeDeclared: 'Someone you chose has declared a conflict of interest with this application.',
} as const;

/** An empty text removes the policy (a version of its own): the cycle then asks nothing, as before one was written. */
export const policyTextSchema = z
  .string()
  .trim()
  .max(POLICY_TEXT_MAX, `The policy can be at most ${POLICY_TEXT_MAX.toLocaleString('en-US')} characters.`);

export const declarationSchema = z.object({
  category: z.enum(CONFLICT_CATEGORIES, { message: 'Please choose what the conflict is.' }),
  note: z
    .string()
    .trim()
    .max(CONFLICT_NOTE_MAX, `The note can be at most ${CONFLICT_NOTE_MAX.toLocaleString('en-US')} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const withdrawalSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give the reason for withdrawing the declaration.')
    .max(WITHDRAWAL_REASON_MAX, `The reason can be at most ${WITHDRAWAL_REASON_MAX.toLocaleString('en-US')} characters.`),
});

export function isConflictCategory(value: unknown): value is ConflictCategory {
  return typeof value === 'string' && (CONFLICT_CATEGORIES as readonly string[]).includes(value);
}
