import { describe, expect, it } from 'vitest';
import type { ReviewStatus } from '@domain/review/statuses';
import { requestSummary, splitAskable, type SelectedApplication } from './bulk-request';

const app = (reference: string, reviewStatus: ReviewStatus): SelectedApplication => ({
  id: reference.toLowerCase(),
  reference,
  reviewStatus,
});

describe('asking the selected applicants for information', () => {
  const selected = [
    app('U-1', 'RECEIVED'),
    app('U-2', 'IN_REVIEW'),
    app('U-3', 'NEEDS_INFO'),
    app('U-4', 'APPROVED'),
    app('U-5', 'DECLINED'),
    app('U-6', 'PAID'),
  ];

  it('asks where the review panel would, and skips decided applications', () => {
    for (const role of ['employee', 'admin'] as const) {
      const { ask, skip } = splitAskable(selected, role);
      expect(ask.map((a) => a.reference)).toEqual(['U-1', 'U-2', 'U-3']);
      expect(skip.map((a) => a.reference)).toEqual(['U-4', 'U-5', 'U-6']);
    }
  });

  it('asks nobody for a role that may not move applications', () => {
    expect(splitAskable(selected, 'volunteer').ask).toEqual([]);
    expect(splitAskable(selected, null).skip).toHaveLength(6);
  });

  it('says how many were asked, and names by reference the ones refused or skipped', () => {
    expect(requestSummary({ sent: selected.slice(0, 3), failed: [], skipped: [] })).toBe('Requested from 3 applicants.');
    expect(requestSummary({ sent: [selected[0]!], failed: [], skipped: [] })).toBe('Requested from 1 applicant.');
    expect(
      requestSummary({
        sent: [selected[0]!],
        failed: [{ application: selected[1]!, message: 'Something went wrong.' }],
        skipped: [selected[3]!],
      }),
    ).toBe(
      'Requested from 1 applicant. Not sent to U-2 (Something went wrong.). ' +
        'Not asked, as your role may not ask for information there: U-4 (Approved).',
    );
  });

  it('only names the skipped ones when nobody could be asked', () => {
    expect(requestSummary({ sent: [], failed: [], skipped: [selected[4]!] })).toBe(
      'Not asked, as your role may not ask for information there: U-5 (Declined).',
    );
  });
});
