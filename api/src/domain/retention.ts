import { z } from 'zod';

/**
 * Data retention (docs/decisions/250): how long personal data of a finished application is
 * kept. After that the applicant's record (name, contact details, SSNs, answers, documents,
 * notes) is deleted and only an anonymised record stays for the statistics.
 */
export interface RetentionPolicy {
  /** DECLINED applications: months after the decision. */
  declinedMonths: number;
  /** PAID applications: months after the payment (the award record stays, anonymised). */
  paidMonths: number;
  /** Archived applications that were never decided: months after archiving. */
  archivedMonths: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { declinedMonths: 12, paidMonths: 24, archivedMonths: 24 };

/** Short enough to respect people, long enough for appeals, audits and a second look (1 month to 10 years). */
const months = (label: string) =>
  z
    .number({ message: `${label}: enter a number of months.` })
    .int(`${label}: enter whole months.`)
    .min(1, `${label}: at least 1 month.`)
    .max(120, `${label}: at most 120 months (10 years).`);

export const retentionPolicySchema = z.object({
  declinedMonths: months('Declined applications'),
  paidMonths: months('Paid applications'),
  archivedMonths: months('Archived applications without a decision'),
});

export type RetentionRule = 'declined' | 'paid' | 'archived';

export const RETENTION_RULE_LABELS: Record<RetentionRule, string> = {
  declined: 'Declined',
  paid: 'Paid',
  archived: 'Archived without a decision',
};

/** What the policy looks at for one application. */
export interface RetentionFacts {
  reviewStatus: string;
  /** 'active' or 'archived'. */
  status: string;
  archivedAt: Date | null;
  paidAt: Date | null;
  /** When it was last moved to DECLINED. */
  declinedAt: Date | null;
}

/** The same day `count` months later (UTC), or the month's last day when it has fewer days (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, count: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * When the application's personal data is to be deleted, and under which rule; null when no
 * rule applies (still in review, approved and not yet paid, or active and undecided).
 */
export function purgeDate(facts: RetentionFacts, policy: RetentionPolicy): { rule: RetentionRule; on: Date } | null {
  if (facts.reviewStatus === 'PAID')
    return facts.paidAt ? { rule: 'paid', on: addMonths(facts.paidAt, policy.paidMonths) } : null;
  if (facts.reviewStatus === 'DECLINED')
    return facts.declinedAt ? { rule: 'declined', on: addMonths(facts.declinedAt, policy.declinedMonths) } : null;
  const decided = facts.reviewStatus === 'APPROVED';
  if (!decided && facts.status === 'archived' && facts.archivedAt)
    return { rule: 'archived', on: addMonths(facts.archivedAt, policy.archivedMonths) };
  return null;
}
