import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES, REVIEW_TRANSITIONS, type ReviewStatus } from './review/statuses.js';
import {
  daysBetween,
  fiscalYearLabel,
  fiscalYearRange,
  funnelCounts,
  percentile,
  reportSettingsSchema,
  scheduleILines,
  STAGES_AT_STATUS,
  type FunnelStage,
} from './reports.js';

describe('report figures', () => {
  it('takes percentiles by nearest rank, a value that occurred', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([20, 1, 10, 5, 3, 10], 50)).toBe(5);
    expect(percentile([20, 1, 10, 5, 3, 10], 90)).toBe(20);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it('counts days to one decimal', () => {
    expect(daysBetween(new Date('2026-09-21T00:00:00Z'), new Date('2026-10-01T12:00:00Z'))).toBe(10.5);
  });

  it('names a fiscal year for the year it begins in, from midnight in the fund’s time zone', () => {
    const july = fiscalYearRange(2026, 7, 'America/New_York');
    expect(july.start.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(july.end.toISOString()).toBe('2027-07-01T04:00:00.000Z');
    expect(fiscalYearRange(2026, 1, 'America/New_York').start.toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(fiscalYearLabel(2026, 7, 'America/New_York')).toBe('July 1, 2026 – June 30, 2027');
    expect(fiscalYearLabel(2026, 1, 'America/New_York')).toBe('January 1, 2026 – December 31, 2026');
  });

  it('keeps the fiscal year’s first month between 1 and 12', () => {
    expect(reportSettingsSchema.safeParse({ fiscalYearStartMonth: 7 }).success).toBe(true);
    for (const bad of [0, 13, 6.5, '7'])
      expect(reportSettingsSchema.safeParse({ fiscalYearStartMonth: bad }).success).toBe(false);
  });

  it('gives Schedule I one line per type of grant, zeros included, in the form’s order', () => {
    const lines = scheduleILines({ parent: { recipients: 2, cashCents: 300_000 } });
    expect(lines.map((l) => [l.kind, l.recipients, l.cashCents])).toEqual([
      ['undergrad', 0, 0],
      ['parent', 2, 300_000],
      ['high-school', 0, 0],
    ]);
  });

  it('counts a stage as reached only where the workflow passes it on the way to a status', () => {
    // The stages a move itself reaches; every other stage of its target was reached before it.
    const own: Record<ReviewStatus, FunnelStage[]> = {
      RECEIVED: ['received'],
      IN_REVIEW: ['inReview'],
      NEEDS_INFO: ['needsInformation'],
      APPROVED: ['decided', 'approved'],
      DECLINED: ['decided', 'declined'],
      PAID: ['paid'],
    };
    for (const { from, to } of REVIEW_TRANSITIONS)
      for (const stage of STAGES_AT_STATUS[to])
        expect(own[to].includes(stage) || STAGES_AT_STATUS[from].includes(stage), `${from}->${to}: ${stage}`).toBe(true);
  });

  it('keeps the funnel note true for every set of statuses an application can have been at', () => {
    for (let mask = 1; mask < 1 << REVIEW_STATUSES.length; mask++) {
      const statuses = REVIEW_STATUSES.filter((_, i) => mask & (1 << i));
      const f = funnelCounts([{ statuses, count: 1 }]);
      const both = f.approved + f.declined === 2;
      // Received, in review, decided, approved and paid follow one another.
      expect([f.received, f.inReview, f.decided, f.approved, f.paid], statuses.join()).toEqual(
        [f.received, f.inReview, f.decided, f.approved, f.paid].toSorted((a, b) => b - a),
      );
      expect(f.received).toBe(1);
      expect(f.needsInformation).toBeLessThanOrEqual(f.inReview);
      expect(f.approved + f.declined).toBe(f.decided + (both ? 1 : 0));
    }
  });

  it('counts each group of applications once in every stage one of its statuses reached', () => {
    expect(
      funnelCounts([
        { statuses: ['RECEIVED'], count: 2 },
        { statuses: ['IN_REVIEW', 'NEEDS_INFO', 'RECEIVED'], count: 3 },
        { statuses: ['PAID', 'APPROVED', 'IN_REVIEW', 'NEEDS_INFO'], count: 1 },
        { statuses: ['DECLINED', 'APPROVED', 'IN_REVIEW'], count: 1 },
      ]),
    ).toEqual({ received: 7, inReview: 5, needsInformation: 4, decided: 2, approved: 2, declined: 1, paid: 1 });
  });
});
