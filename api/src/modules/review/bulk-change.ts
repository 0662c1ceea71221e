import type { ReviewStatus } from '../../domain/review/index.js';
/** A change made to many applications at once (the console's bulk bar), and what became of each. */

export interface BulkChange {
  status?: ReviewStatus | null;
  reason?: string | null;
  /** For a move to APPROVED: the award each application gets. */
  awardCents?: number | null;
  /** For a move to PAID: the payment reference of the batch. */
  paymentReference?: string | null;
  assignUserIds?: number[] | null;
}

/** What became of one application of a bulk change made each on its own. */
export interface BulkRowOutcome {
  id: number;
  /** Null for an id no application has. */
  reference: string | null;
  applicantName: string | null;
  changed: boolean;
  /** Whether the applicant was e-mailed (a decision). */
  emailed: boolean;
  /** Why it did not change: the refusal's code and message. */
  code: string | null;
  message: string | null;
}
