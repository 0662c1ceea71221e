import { DateTime } from 'luxon';
import { z } from 'zod';
import { formatCents } from './program-cycles.js';

/**
 * The disbursement ledger (issue 40, docs/decisions/485): the payments that settle an approved
 * award, each with its payee, method and proof, released by two people. The server and the
 * console apply these same rules.
 */

export const PAYEE_TYPES = ['LOAN_SERVICER', 'SCHOOL', 'APPLICANT'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];
export const PAYEE_TYPE_LABELS: Record<PayeeType, string> = {
  LOAN_SERVICER: 'Loan servicer',
  SCHOOL: 'School',
  APPLICANT: 'Applicant',
};

export const PAYMENT_METHODS = ['CHECK', 'ACH', 'ONLINE_BILL_PAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CHECK: 'Check',
  ACH: 'ACH transfer',
  ONLINE_BILL_PAY: 'Online bill pay',
};

export const DISBURSEMENT_STATES = ['PREPARED', 'APPROVED', 'SENT', 'CLEARED', 'FAILED', 'VOIDED'] as const;
export type DisbursementState = (typeof DISBURSEMENT_STATES)[number];
export const DISBURSEMENT_STATE_LABELS: Record<DisbursementState, string> = {
  PREPARED: 'Waiting for a second admin',
  APPROVED: 'Released, not sent yet',
  SENT: 'Sent',
  CLEARED: 'Cleared',
  FAILED: 'Failed',
  VOIDED: 'Voided',
};

export function isDisbursementState(value: unknown): value is DisbursementState {
  return typeof value === 'string' && (DISBURSEMENT_STATES as readonly string[]).includes(value);
}

/** How a row came to be: prepared in the ledger, or recorded by the old move to PAID (or before the ledger existed). */
export const DISBURSEMENT_ORIGINS = ['LEDGER', 'PAID_MOVE', 'BEFORE_LEDGER'] as const;
export type DisbursementOrigin = (typeof DISBURSEMENT_ORIGINS)[number];

export type DisbursementMove = 'approve' | 'send' | 'clear' | 'fail' | 'void';

/** The one table of moves: from which states each move may start, and where it lands. */
export const DISBURSEMENT_MOVES: Record<DisbursementMove, { from: readonly DisbursementState[]; to: DisbursementState }> = {
  approve: { from: ['PREPARED'], to: 'APPROVED' },
  send: { from: ['APPROVED'], to: 'SENT' },
  clear: { from: ['SENT'], to: 'CLEARED' },
  fail: { from: ['SENT'], to: 'FAILED' },
  // "From any state before CLEARED": a failed payment has already given its amount back.
  void: { from: ['PREPARED', 'APPROVED', 'SENT'], to: 'VOIDED' },
};

export function mayMove(state: DisbursementState, move: DisbursementMove): boolean {
  return DISBURSEMENT_MOVES[move].from.includes(state);
}

/** States whose amount is taken from the award: a failed or voided payment gives it back. */
export const HOLDING_STATES: readonly DisbursementState[] = ['PREPARED', 'APPROVED', 'SENT', 'CLEARED'];

/** A proof older than this many days does not support a payment (a recent servicer statement). */
export const PROOF_MAX_AGE_DAYS = 60;
/** Sent and not cleared after this many days: the payments page lists it. */
export const SENT_STALE_DAYS = 30;

export const DISBURSEMENT_LIMITS = { payeeName: 120, account: 34, reference: 100, reason: 500 } as const;

/** What remains of an award to prepare: the award less every payment that holds its amount. */
export function awardRemainder(
  awardCents: number | null,
  payments: ReadonlyArray<{ state: DisbursementState; amountCents: number }>,
): number {
  const held = payments.filter((p) => HOLDING_STATES.includes(p.state)).reduce((sum, p) => sum + p.amountCents, 0);
  return Math.max(0, (awardCents ?? 0) - held);
}

/** Cleared payments cover the award: the application is paid. */
export function awardCleared(
  awardCents: number | null,
  payments: ReadonlyArray<{ state: DisbursementState; amountCents: number }>,
) {
  const cleared = payments.filter((p) => p.state === 'CLEARED').reduce((sum, p) => sum + p.amountCents, 0);
  return awardCents !== null && awardCents > 0 && cleared >= awardCents;
}

/** The last four characters of an account or loan number, the only part ever shown or stored in clear. */
export function lastFour(account: string): string {
  return account.replace(/[\s-]/g, '').slice(-4);
}

/** "••••6789". */
export function maskAccount(last4: string | null): string {
  return last4 ? `••••${last4}` : '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (text: string) => ISO_DATE.test(text) && DateTime.fromISO(text, { zone: 'utc' }).isValid;

/** Days from an ISO date to another (b − a). */
export function daysFrom(a: string, b: string): number {
  return Math.round(DateTime.fromISO(b, { zone: 'utc' }).diff(DateTime.fromISO(a, { zone: 'utc' }), 'days').days);
}

/** Today in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;
}

/** Why a proof dated `datedOn` does not support a payment on `today`, or null when it does. */
export function proofDateProblem(datedOn: string | null | undefined, today: string): string | null {
  if (!datedOn) return 'Please give the date on the proof.';
  if (!validDate(datedOn)) return 'Please give the date on the proof as YYYY-MM-DD.';
  if (datedOn > today) return 'The proof cannot be dated in the future.';
  const age = daysFrom(datedOn, today);
  if (age > PROOF_MAX_AGE_DAYS)
    return `The proof is dated ${age} days ago: a payment needs one from the last ${PROOF_MAX_AGE_DAYS} days.`;
  return null;
}

export const prepareDisbursementSchema = (remainderCents: number, today: string) =>
  z.object({
    payeeType: z.enum(PAYEE_TYPES, { error: 'Please choose who is paid.' }),
    payeeName: z
      .string({ error: 'Please name the payee.' })
      .trim()
      .min(1, 'Please name the payee.')
      .max(DISBURSEMENT_LIMITS.payeeName, `A payee name can be at most ${DISBURSEMENT_LIMITS.payeeName} characters.`),
    accountNumber: z
      .string({ error: "Please enter the payee's account or loan number." })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,40}$/, 'An account or loan number is 4 to 34 letters and digits.')
      .refine((v) => {
        const n = v.replace(/[\s-]/g, '').length;
        return n >= 4 && n <= DISBURSEMENT_LIMITS.account;
      }, 'An account or loan number is 4 to 34 letters and digits.'),
    amountCents: z
      .number({ error: 'Please enter the amount.' })
      .int('Please enter the amount in whole cents.')
      .positive('Please enter an amount greater than $0.')
      .refine(
        (v) => v <= remainderCents,
        `The amount is more than what remains of the award: ${formatCents(remainderCents)} remains.`,
      ),
    method: z.enum(PAYMENT_METHODS, { error: 'Please choose how it is paid.' }),
    proofFileId: z
      .string({ error: 'Please attach the proof the payment rests on.' })
      .trim()
      .min(1, 'Please attach the proof the payment rests on.'),
    proofDatedOn: z.string({ error: 'Please give the date on the proof.' }).superRefine((v, ctx) => {
      const problem = proofDateProblem(v, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });

export type PrepareDisbursement = z.infer<ReturnType<typeof prepareDisbursementSchema>>;

export const referenceSchema = z
  .string({ error: 'Please enter the check number or the transfer reference.' })
  .trim()
  .min(1, 'Please enter the check number or the transfer reference.')
  .max(DISBURSEMENT_LIMITS.reference, `A reference can be at most ${DISBURSEMENT_LIMITS.reference} characters.`);

export const reasonSchema = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(DISBURSEMENT_LIMITS.reason, `A reason can be at most ${DISBURSEMENT_LIMITS.reason} characters.`);

/** The cleared date: a real date, not after today, not before the day it was sent. */
export const clearedOnSchema = (sentOn: string, today: string) =>
  z
    .string({ error: 'Please give the date it cleared.' })
    .refine(validDate, 'Please give the date it cleared as YYYY-MM-DD.')
    .refine((v) => v <= today, 'A payment cannot clear in the future.')
    .refine((v) => v >= sentOn, 'A payment cannot clear before the day it was sent.');

/** A month for the reconciliation CSV: YYYY-MM. */
export const monthSchema = z
  .string({ error: 'Please give the month as YYYY-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please give the month as YYYY-MM.');

/** One line of the checklist shown before approval. */
export interface ChecklistItem {
  key: 'proof' | 'proofDate' | 'payee' | 'amount' | 'secondPerson';
  ok: boolean;
  text: string;
}

/** The checklist before approval: proof attached and its date, payee named, amount within the award, a second person. */
export function approvalChecklist(
  payment: {
    proofFileId: string | null;
    proofDatedOn: string | null;
    payeeName: string;
    payeeType: PayeeType | null;
    amountCents: number;
    preparedBy: number | null;
  },
  /** What remains of the award not counting this payment. */
  remainderWithoutIt: number,
  today: string,
  viewerId: number | null,
): ChecklistItem[] {
  const dateProblem = proofDateProblem(payment.proofDatedOn, today);
  return [
    { key: 'proof', ok: !!payment.proofFileId, text: payment.proofFileId ? 'Proof attached' : 'No proof attached' },
    {
      key: 'proofDate',
      ok: dateProblem === null,
      text: dateProblem ?? `Proof dated ${payment.proofDatedOn} (${daysFrom(payment.proofDatedOn!, today)} days ago)`,
    },
    {
      key: 'payee',
      ok: payment.payeeName.trim().length > 0 && payment.payeeType !== null,
      text: `Payee: ${payment.payeeName}${payment.payeeType ? ` (${PAYEE_TYPE_LABELS[payment.payeeType].toLowerCase()})` : ''}`,
    },
    {
      key: 'amount',
      ok: payment.amountCents <= remainderWithoutIt,
      text:
        payment.amountCents <= remainderWithoutIt
          ? `${formatCents(payment.amountCents)} is within the ${formatCents(remainderWithoutIt)} that remains of the award`
          : `${formatCents(payment.amountCents)} is more than the ${formatCents(remainderWithoutIt)} that remains of the award`,
    },
    {
      key: 'secondPerson',
      ok: viewerId === null || payment.preparedBy !== viewerId,
      text:
        viewerId !== null && payment.preparedBy === viewerId
          ? 'You prepared it: a second admin approves it'
          : 'Approved by someone other than who prepared it',
    },
  ];
}

export const SECOND_PERSON_MESSAGE = 'You prepared this payment: a second admin must approve it.';
export const CONFLICT_MESSAGE =
  'You declared a conflict of interest on this application: another admin must approve its payments.';

/** What the console says after each step ("Released $1,000 to Nelnet. Maya Rivera's award is now fully paid."). */
export function confirmationOf(
  move: DisbursementMove | 'prepare',
  facts: {
    amountCents: number;
    payeeName: string;
    applicantName: string;
    /** What remains of the award to prepare, after the move. */
    remainderCents: number;
    fullyPaid: boolean;
    reference?: string | null;
  },
): string {
  const what = `${formatCents(facts.amountCents)} to ${facts.payeeName}`;
  const award = `${facts.applicantName}'s award`;
  switch (move) {
    case 'prepare':
      return `Prepared ${what}. It waits for a second admin's approval; ${formatCents(facts.remainderCents)} of ${award} remains to prepare.`;
    case 'approve':
      return `Released ${what}. Record it as sent once the payment is out.`;
    case 'send':
      return `Recorded ${what} as sent${facts.reference ? ` (${facts.reference})` : ''}. Record it as cleared when it clears.`;
    case 'clear':
      return facts.fullyPaid
        ? `Cleared ${what}. ${award} is now fully paid.`
        : `Cleared ${what}. ${formatCents(facts.remainderCents)} of ${award} remains to prepare.`;
    case 'fail':
      return `Recorded ${what} as failed. ${formatCents(facts.amountCents)} returns to ${award}: prepare a new payment.`;
    case 'void':
      return `Voided ${what}. ${formatCents(facts.amountCents)} returns to ${award}.`;
  }
}

/** The reconciliation CSV's columns, in order (docs/api.md). */
export const DISBURSEMENT_CSV_COLUMNS = [
  'Disbursement',
  'Application',
  'Program',
  'State',
  'Payee type',
  'Payee',
  'Account',
  'Amount',
  'Method',
  'Prepared at',
  'Prepared by',
  'Approved at',
  'Approved by',
  'Sent at',
  'Reference',
  'Cleared on',
  'Failed at',
  'Failure reason',
  'Voided at',
  'Void reason',
] as const;
