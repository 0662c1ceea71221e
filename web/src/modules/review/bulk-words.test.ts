import { describe, expect, it } from 'vitest';
import { bulkHeadline, bulkRefusals, type BulkRowAnswer } from './bulk-words';

const row = (n: number, changed: boolean, extra: Partial<BulkRowAnswer> = {}): BulkRowAnswer => ({
  id: String(n),
  reference: `UG-000${n}`,
  applicantName: `Maya Rivera${n}`,
  changed,
  emailed: false,
  message: changed ? null : 'An application cannot move from Paid to In review.',
  ...extra,
});

describe('the bulk bar’s summary', () => {
  it('counts what moved out of what was asked', () => {
    const rows = [row(1, true), row(2, true), row(3, true), row(4, true), row(5, false)];
    expect(bulkHeadline({ to: 'IN_REVIEW' }, rows)).toBe('Moved 4 of 5 to In review.');
    expect(bulkHeadline({ to: 'IN_REVIEW' }, rows.slice(0, 4))).toBe('Moved 4 to In review.');
  });

  it('names the award and who was e-mailed for approvals', () => {
    const rows = [1, 2, 3].map((n) => row(n, true, { emailed: true }));
    expect(bulkHeadline({ to: 'APPROVED', awardCents: 100_000 }, rows)).toBe(
      'Approved 3: $1,000 each. 3 applicants were e-mailed.',
    );
    expect(bulkHeadline({ to: 'APPROVED', awardCents: 100_000 }, [row(1, false)])).toBe('Approved 0 of 1.');
    expect(bulkHeadline({ to: 'DECLINED' }, [row(1, true, { emailed: true })])).toBe('Declined 1. 1 applicant was e-mailed.');
  });

  it('names an assignment with or without a move', () => {
    expect(bulkHeadline({ to: null, assignee: 'Ana Diaz' }, [row(1, true), row(2, true)])).toBe('Assigned 2 to Ana Diaz.');
    expect(bulkHeadline({ to: 'IN_REVIEW', assignee: 'Ana Diaz' }, [row(1, true)])).toBe(
      'Moved 1 to In review. Assigned to Ana Diaz.',
    );
  });

  it('names every application that did not change, and why', () => {
    expect(bulkRefusals([row(1, true), row(2, false), row(3, false, { reference: null, applicantName: null })])).toEqual([
      'Maya Rivera2 (UG-0002): An application cannot move from Paid to In review.',
      'Application 3: An application cannot move from Paid to In review.',
    ]);
  });
});
