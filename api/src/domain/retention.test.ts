import { addMonths, DEFAULT_RETENTION, purgeDate, retentionPolicySchema, type RetentionFacts } from './retention.js';

const base: RetentionFacts = { reviewStatus: 'RECEIVED', status: 'active', archivedAt: null, paidAt: null, declinedAt: null };
const d = (iso: string) => new Date(iso);

describe('retention dates', () => {
  it('adds calendar months, keeping the day or taking the month end', () => {
    expect(addMonths(d('2025-03-15T10:00:00Z'), 12).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(addMonths(d('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(d('2025-01-31T00:00:00Z'), 1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths(d('2024-02-29T12:00:00Z'), 24).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(d('2025-11-30T00:00:00Z'), 3).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('declined: 12 months after the decision', () => {
    const on = purgeDate({ ...base, reviewStatus: 'DECLINED', declinedAt: d('2025-06-01T09:00:00Z') }, DEFAULT_RETENTION);
    expect(on).toEqual({ rule: 'declined', on: d('2026-06-01T09:00:00Z') });
  });

  it('paid: 24 months after the payment, archived or not', () => {
    const facts = {
      ...base,
      reviewStatus: 'PAID',
      paidAt: d('2025-02-10T00:00:00Z'),
      status: 'archived',
      archivedAt: d('2025-03-01T00:00:00Z'),
    };
    expect(purgeDate(facts, DEFAULT_RETENTION)).toEqual({ rule: 'paid', on: d('2027-02-10T00:00:00Z') });
  });

  it('archived without a decision: 24 months after archiving; a decided or active one is not', () => {
    const archived = { ...base, status: 'archived', archivedAt: d('2025-01-05T00:00:00Z') };
    expect(purgeDate(archived, DEFAULT_RETENTION)).toEqual({ rule: 'archived', on: d('2027-01-05T00:00:00Z') });
    expect(purgeDate({ ...archived, reviewStatus: 'IN_REVIEW' }, DEFAULT_RETENTION)?.rule).toBe('archived');
    expect(purgeDate({ ...archived, reviewStatus: 'APPROVED' }, DEFAULT_RETENTION)).toBeNull();
    expect(purgeDate(base, DEFAULT_RETENTION)).toBeNull();
    expect(purgeDate({ ...base, reviewStatus: 'APPROVED' }, DEFAULT_RETENTION)).toBeNull();
  });

  it('follows the admin setting', () => {
    const policy = { declinedMonths: 6, paidMonths: 36, archivedMonths: 18 };
    expect(purgeDate({ ...base, reviewStatus: 'DECLINED', declinedAt: d('2025-06-01T00:00:00Z') }, policy)?.on).toEqual(
      d('2025-12-01T00:00:00Z'),
    );
    expect(retentionPolicySchema.safeParse(policy).success).toBe(true);
    expect(retentionPolicySchema.safeParse({ ...policy, declinedMonths: 0 }).success).toBe(false);
    expect(retentionPolicySchema.safeParse({ ...policy, paidMonths: 121 }).success).toBe(false);
    expect(retentionPolicySchema.safeParse({ ...policy, archivedMonths: 1.5 }).success).toBe(false);
  });
});
