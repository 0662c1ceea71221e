import { DateTime } from 'luxon';
import { z } from 'zod';
import { APPLICATION_KINDS, type ApplicationKind } from './applications/constants.js';
import type { ReviewStatus } from './review/statuses.js';
export { MONTH_NAMES } from './organisation.js';

/**
 * Reports for the board and the IRS (issue 27, docs/decisions/360): one program cycle's funnel,
 * decision times, budget, reviewers and open document requests, and the Schedule I, Part III
 * figures of a fiscal year. Framework-free: the console draws and words them with the same rules.
 */

/**
 * The funnel of a cycle (issue 42, problem 5): how many applications have ever reached each
 * stage, whatever their status now, so no count falls as an application moves on. Received, in
 * review, decided, approved and paid follow one another, each counting no more than the one
 * before; needs information is a side step of review; approved and declined are the two outcomes
 * of a decision, so together they count more than decided only when a reopened application was
 * decided both ways.
 */
export const FUNNEL_STAGES = ['received', 'inReview', 'needsInformation', 'decided', 'approved', 'declined', 'paid'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** What the funnel counts, as the console's chart and table and the CSV's section name it. */
export const FUNNEL_TITLE = 'Applications that reached each stage';

/** The review statuses' own words, so the report and the application pages name a stage alike. */
export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  received: 'Received',
  inReview: 'In review',
  needsInformation: 'Needs information',
  decided: 'Decided',
  approved: 'Approved',
  declined: 'Declined',
  paid: 'Paid',
};

/**
 * The stages an application has reached once it has been at a status. The workflow gets to a
 * status only through these (REVIEW_TRANSITIONS): NEEDS_INFO, APPROVED and DECLINED are reached
 * from IN_REVIEW, PAID from APPROVED. So a purged application's last status still tells them.
 */
export const STAGES_AT_STATUS: Record<ReviewStatus, readonly FunnelStage[]> = {
  RECEIVED: ['received'],
  IN_REVIEW: ['received', 'inReview'],
  NEEDS_INFO: ['received', 'inReview', 'needsInformation'],
  APPROVED: ['received', 'inReview', 'decided', 'approved'],
  DECLINED: ['received', 'inReview', 'decided', 'declined'],
  PAID: ['received', 'inReview', 'decided', 'approved', 'paid'],
};

/** Applications that have been at the same statuses (now or in their history), and how many. */
export interface StatusesSeen {
  statuses: readonly ReviewStatus[];
  count: number;
}

/** The funnel of groups of applications: each counts once in every stage any of its statuses reached. */
export function funnelCounts(groups: Iterable<StatusesSeen>): Record<FunnelStage, number> {
  const funnel = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, 0])) as Record<FunnelStage, number>;
  for (const { statuses, count } of groups) {
    const reached = new Set(statuses.flatMap((status) => STAGES_AT_STATUS[status]));
    for (const stage of reached) funnel[stage] += count;
  }
  return funnel;
}

/**
 * The p-th percentile by nearest rank: the smallest value with at least p % of the values at or
 * below it. Null for no values. (Nearest rank gives a value that occurred, which a board reads
 * more easily than an interpolated one: "nine in ten were decided within 21 days".)
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole and part days between two instants, to one decimal. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round(((to.getTime() - from.getTime()) / DAY_MS) * 10) / 10;
}

/** The report settings an admin keeps: the month the fund's fiscal year begins (1 = January). */
export const reportSettingsSchema = z.object({
  fiscalYearStartMonth: z
    .number({ error: 'Choose the month the fiscal year begins.' })
    .int('Choose the month the fiscal year begins.')
    .min(1, 'Choose the month the fiscal year begins.')
    .max(12, 'Choose the month the fiscal year begins.'),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;
export const DEFAULT_REPORT_SETTINGS: ReportSettings = { fiscalYearStartMonth: 1 };

/** The fiscal years a report can be asked for. */
export const fiscalYearSchema = z.coerce
  .number({ error: 'Choose a fiscal year, like 2026.' })
  .int('Choose a fiscal year, like 2026.')
  .min(2000, 'Choose a fiscal year from 2000 on.')
  .max(2100, 'Choose a fiscal year before 2100.');

/**
 * Fiscal year `year` as Form 990 names it: the year it begins in. With a July start, fiscal
 * year 2026 runs from July 1, 2026 to June 30, 2027. `end` is the first instant after it.
 */
export function fiscalYearRange(year: number, startMonth: number, timeZone: string): { start: Date; end: Date } {
  const start = DateTime.fromObject({ year, month: startMonth, day: 1 }, { zone: timeZone });
  return { start: start.toJSDate(), end: start.plus({ years: 1 }).toJSDate() };
}

/** "July 1, 2026 – June 30, 2027": a fiscal year as the printable page heads it. */
export function fiscalYearLabel(year: number, startMonth: number, timeZone: string): string {
  const { start, end } = fiscalYearRange(year, startMonth, timeZone);
  const day = (d: Date) => DateTime.fromJSDate(d, { zone: timeZone }).setLocale('en-US').toFormat('LLLL d, yyyy');
  return `${day(start)} – ${day(new Date(end.getTime() - 1))}`;
}

/** Schedule I, Part III, column (a): each type of grant as the fund describes it to the IRS. */
export const SCHEDULE_I_GRANT_TYPES: Record<ApplicationKind, string> = {
  undergrad: 'Student loan repayment assistance to college graduates',
  parent: 'Student loan repayment assistance to parents of college graduates',
  'high-school': 'Scholarships to graduating high-school seniors',
};

/** One line of Schedule I, Part III: columns (a) to (c); the fund gives no noncash assistance. */
export interface ScheduleILine {
  kind: ApplicationKind;
  grantType: string;
  recipients: number;
  cashCents: number;
}

/** The lines in the form's order, one per type of grant, zeros included. */
export function scheduleILines(
  sums: Partial<Record<ApplicationKind, { recipients: number; cashCents: number }>>,
): ScheduleILine[] {
  return APPLICATION_KINDS.map((kind) => ({
    kind,
    grantType: SCHEDULE_I_GRANT_TYPES[kind],
    recipients: sums[kind]?.recipients ?? 0,
    cashCents: sums[kind]?.cashCents ?? 0,
  }));
}
