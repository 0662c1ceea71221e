import { REVIEW_STATUSES } from './review/statuses.js';
import {
  afterSubmitNextStep,
  decisionExpectedBy,
  infoRequestSchema,
  normalizeReference,
  PUBLIC_STATUS_LABELS,
  requestableDocuments,
  verifyStatusCodeSchema,
} from './application-status.js';

describe('the status page rules', () => {
  it('gives every review status its public label', () => {
    expect(REVIEW_STATUSES.map((s) => PUBLIC_STATUS_LABELS[s])).toEqual([
      'Received',
      'Under review',
      'More information needed',
      'Approved',
      'Not approved',
      'Paid',
    ]);
  });

  it('expects the decision six weeks after the deadline, or after a rolling application', () => {
    const submitted = new Date('2027-03-01T15:00:00Z');
    const closesAt = new Date('2027-08-01T03:59:00Z'); // July 31, 23:59 in New York
    expect(decisionExpectedBy(submitted, { closesAt, timeZone: 'America/New_York' }).toISOString()).toBe(
      '2027-09-12T03:59:00.000Z',
    );
    expect(decisionExpectedBy(submitted, null).toISOString()).toBe('2027-04-12T15:00:00.000Z');
    // Said in the cycle's time zone: September 11 in New York, not the 12th (UTC).
    expect(afterSubmitNextStep('high-school', submitted, { closesAt, timeZone: 'America/New_York' })).toContain(
      'by September 11, 2027.',
    );
    expect(afterSubmitNextStep('undergrad', submitted, { closesAt: null, timeZone: 'America/New_York' })).toContain(
      'by April 12, 2027.',
    );
  });

  it('reads a reference as people type it, and wants six digits', () => {
    expect(normalizeReference(' ug-7k3m-9qx2 ')).toBe('UG-7K3M-9QX2');
    expect(verifyStatusCodeSchema.safeParse({ reference: 'UG-7K3M-9QX2', email: 'a@b.org', code: '12345' }).success).toBe(false);
    expect(verifyStatusCodeSchema.safeParse({ reference: 'UG-7K3M-9QX2', email: 'a@b.org', code: ' 123456 ' }).success).toBe(
      true,
    );
  });

  it("asks only for the kind's documents or `other`, each once, due in the future", () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const schema = infoRequestSchema('undergrad', now);
    expect(requestableDocuments('undergrad').at(-1)!.name).toBe('other');
    expect(schema.safeParse({ items: [{ document: 'transcript' }, { document: 'other', note: 'x' }] }).success).toBe(true);
    expect(schema.safeParse({ items: [{ document: 'recommendationLetter' }] }).success).toBe(false);
    expect(schema.safeParse({ items: [{ document: 'other' }, { document: 'other' }] }).success).toBe(false);
    expect(schema.safeParse({ items: [] }).success).toBe(false);
    expect(schema.safeParse({ items: [{ document: 'other' }], dueAt: new Date('2026-12-31T00:00:00Z') }).success).toBe(false);
  });
});
