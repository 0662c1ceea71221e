import { formatCents } from '@domain/program-cycles';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@domain/review/statuses';

/** What the bulk bar asked for, in the words of its summary. */
export interface BulkAsked {
  to: ReviewStatus | null;
  awardCents?: number | null;
  /** The person assigned, by name, if any. */
  assignee?: string | null;
}

/** One application of the server's answer. */
export interface BulkRowAnswer {
  id: string;
  reference: string | null;
  applicantName: string | null;
  changed: boolean;
  emailed: boolean;
  message: string | null;
}

const applicantsWord = (n: number) => (n === 1 ? '1 applicant was' : `${n} applicants were`);

/** "Moved 4 of 5 to In review.", "Approved 3: $1,000 each. 3 applicants were e-mailed." */
export function bulkHeadline(asked: BulkAsked, rows: readonly BulkRowAnswer[]): string {
  const n = rows.filter((r) => r.changed).length;
  const count = n === rows.length ? `${n}` : `${n} of ${rows.length}`;
  const parts: string[] = [];
  if (asked.to === 'APPROVED')
    parts.push(`Approved ${count}${asked.awardCents && n > 0 ? `: ${formatCents(asked.awardCents)} each` : ''}.`);
  else if (asked.to === 'DECLINED') parts.push(`Declined ${count}.`);
  else if (asked.to === 'PAID') parts.push(`Marked ${count} paid.`);
  else if (asked.to) parts.push(`Moved ${count} to ${REVIEW_STATUS_LABELS[asked.to]}.`);
  const emailed = rows.filter((r) => r.emailed).length;
  if (emailed > 0) parts.push(`${applicantsWord(emailed)} e-mailed.`);
  if (asked.assignee) parts.push(asked.to ? `Assigned to ${asked.assignee}.` : `Assigned ${count} to ${asked.assignee}.`);
  return parts.join(' ');
}

/** Every application that did not change, by name and reference, and why. */
export function bulkRefusals(rows: readonly BulkRowAnswer[]): string[] {
  return rows
    .filter((r) => !r.changed)
    .map((r) => {
      const who = r.reference ? `${r.applicantName ?? 'Application'} (${r.reference})` : `Application ${r.id}`;
      return `${who}: ${r.message ?? 'It was not changed.'}`;
    });
}
