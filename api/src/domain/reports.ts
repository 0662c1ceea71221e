import { DateTime } from 'luxon';
import { z } from 'zod';
import { APPLICATION_KINDS, type ApplicationKind } from './applications/constants.js';
export { MONTH_NAMES } from './organisation.js';

/**
 * Reports for the board and the IRS (issue 27, docs/decisions/360): one program cycle's funnel,
 * decision times, budget, reviewers and open document requests, and the Schedule I, Part III
 * figures of a fiscal year. Framework-free: the console draws and words them with the same rules.
 */

/** The funnel of a cycle, in the order an application moves through it. */
export const FUNNEL_STAGES = [
  'received',
  'screening',
  'inReview',
  'needsInformation',
  'decided',
  'approved',
  'declined',
  'paid',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  received: 'Received',
  screening: 'Screening (not yet in review)',
  inReview: 'In review',
  needsInformation: 'Needs information',
  decided: 'Decided',
  approved: 'Approved',
  declined: 'Declined',
  paid: 'Paid',
};

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
