import { formatCents } from '@domain/program-cycles';
import { DECISION_MAIL_STATUSES, REVIEW_STATUS_LABELS } from '@domain/review/statuses';
import type { MoveInput } from './hooks/useReviewActions';

/**
 * What the console announces after a move: what happened, and who was e-mailed when the move
 * e-mails the applicant ("Approved: $1,000. Maya Rivera was e-mailed.").
 */
export function moveDone(input: MoveInput, applicantName: string): string {
  const label = REVIEW_STATUS_LABELS[input.status];
  const head =
    input.status === 'APPROVED' && input.awardCents
      ? `Approved: ${formatCents(input.awardCents)}.`
      : input.status === 'PAID'
        ? 'Marked paid.'
        : `Moved to ${label}.`;
  return (DECISION_MAIL_STATUSES as readonly string[]).includes(input.status) ? `${head} ${applicantName} was e-mailed.` : head;
}

/** What a decision's e-mail will tell the applicant, for the dialog that makes it. */
export function decisionMailNotice(status: string, applicant: { name: string; email: string }): string | null {
  if (status === 'APPROVED')
    return `${applicant.name} (${applicant.email}) is e-mailed at once that the application was approved, with the award amount.`;
  if (status === 'DECLINED')
    return `${applicant.name} (${applicant.email}) is e-mailed at once that we cannot offer support this time. Your reason stays in the console.`;
  return null;
}

/** What a bulk decision's e-mails will tell the applicants, for the bulk bar. */
export function bulkDecisionMailNotice(status: string, count: number): string | null {
  const who = count === 1 ? 'The applicant is' : `Each of the ${count} applicants is`;
  if (status === 'APPROVED') return `${who} e-mailed at once that the application was approved, with the award amount.`;
  if (status === 'DECLINED')
    return `${who} e-mailed at once that we cannot offer support this time. Your reason stays in the console.`;
  return null;
}

interface StaffName {
  id: string;
  firstName: string;
  lastName: string;
}

const fullNameOf = (s: Pick<StaffName, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

/** "Ada Lovelace", "Ada Lovelace and Ben King", "Ada Lovelace, Ben King and Cy Young". */
function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What the console announces after an assignment: who is assigned now, and who was e-mailed (the
 * newly assigned, but not the staff member who assigned themself), as the server does it.
 */
export function assignDone(
  beforeIds: readonly string[],
  after: readonly StaffName[],
  me: Pick<StaffName, 'firstName' | 'lastName'> | null,
): string {
  if (after.length === 0) return 'Nobody is assigned now.';
  const told = after.filter((s) => !beforeIds.includes(s.id) && (me === null || fullNameOf(s) !== fullNameOf(me)));
  const head = `Assigned to ${listed(after.map(fullNameOf))}.`;
  return told.length === 0 ? head : `${head} ${listed(told.map(fullNameOf))} ${told.length === 1 ? 'was' : 'were'} e-mailed.`;
}

/** Under "Payment reference": what to write there, with examples a treasurer recognises. */
export const PAYMENT_REFERENCE_HINT = 'The check number or transfer reference, e.g. Check 1042 or ACH 20261128-0173.';
