import { mayRequestInformation, REVIEW_STATUS_LABELS, type ReviewStatus } from '@domain/review/statuses';
import type { StaffRole } from '@domain/roles';

/** What the bulk bar knows of a selected application. */
export interface SelectedApplication {
  id: string;
  reference: string;
  reviewStatus: ReviewStatus;
}

/**
 * Which selected applications the signed-in role may ask for documents, by the same rule as the
 * review panel's button; the others are never sent and are named in the result.
 */
export function splitAskable<T extends SelectedApplication>(
  selected: readonly T[],
  role: StaffRole | null | undefined,
): { ask: T[]; skip: T[] } {
  const ask: T[] = [];
  const skip: T[] = [];
  for (const application of selected) (mayRequestInformation(application.reviewStatus, role) ? ask : skip).push(application);
  return { ask, skip };
}

export interface RequestOutcome<T extends SelectedApplication = SelectedApplication> {
  sent: T[];
  failed: { application: T; message: string }[];
  skipped: T[];
}

const applicants = (n: number) => `${n} ${n === 1 ? 'applicant' : 'applicants'}`;

/**
 * The bar's result: how many were asked, then which were not and why, by reference. With nobody
 * to ask it only names the ones that cannot be asked.
 */
export function requestSummary(outcome: RequestOutcome): string {
  const parts: string[] = [];
  if (outcome.sent.length > 0 || outcome.failed.length > 0) parts.push(`Requested from ${applicants(outcome.sent.length)}.`);
  if (outcome.failed.length > 0) {
    const named = outcome.failed.map((f) => `${f.application.reference} (${f.message})`).join('; ');
    parts.push(`Not sent to ${named}.`);
  }
  if (outcome.skipped.length > 0) {
    const named = outcome.skipped.map((a) => `${a.reference} (${REVIEW_STATUS_LABELS[a.reviewStatus]})`).join(', ');
    parts.push(`Not asked, as your role may not ask for information there: ${named}.`);
  }
  return parts.join(' ');
}
