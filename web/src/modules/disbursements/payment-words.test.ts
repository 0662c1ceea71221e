import { describe, expect, it } from 'vitest';
import { approveConfirmation, paymentName, payeeLine, stepQuestion } from './payment-words';
import type { Payment } from './hooks/usePaymentSteps';

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: '1',
  kind: 'UNDERGRAD',
  applicationId: '7',
  reference: 'UG-7K3M-9QX2',
  applicantName: 'Maya Rivera',
  state: 'SENT',
  origin: 'LEDGER',
  payeeType: 'LOAN_SERVICER',
  payeeName: 'Nelnet',
  accountLast4: '3210',
  amountCents: 100_000,
  method: 'CHECK',
  proof: null,
  preparedBy: { id: '3', name: 'Ada Admin' },
  preparedAt: '2026-11-20T15:00:00Z',
  approvedBy: null,
  approvedAt: null,
  sentAt: '2026-11-21T15:00:00Z',
  sentReference: 'Check 2001',
  clearedOn: null,
  failedAt: null,
  failureReason: null,
  voidedAt: null,
  voidReason: null,
  stateChangedAt: '2026-11-21T15:00:00Z',
  remainderWithoutItCents: 150_000,
  ...over,
});

describe('what the Payments section says', () => {
  it('names a payment by amount and payee, and its payee, account and method in one line', () => {
    expect(paymentName(payment())).toBe('$1,000 to Nelnet');
    expect(payeeLine(payment())).toBe('Loan servicer · account ••••3210 · Check');
    expect(payeeLine(payment({ payeeType: null, accountLast4: null, method: null }))).toBe('');
  });

  it('asks the second admin to release a payment, naming who prepared it', () => {
    expect(approveConfirmation(payment({ state: 'PREPARED' }))).toMatchObject({
      title: 'Release $1,000 to Nelnet?',
      confirmLabel: 'Release $1,000 to Nelnet',
    });
    expect(approveConfirmation(payment()).consequence).toMatch(/^Ada Admin prepared it; you release it as the second admin\./);
  });

  it('says clearing pays the award only when cleared payments then cover it', () => {
    const other = payment({ id: '2', state: 'CLEARED', amountCents: 150_000 });
    expect(stepQuestion('clear', payment(), [payment(), other], 250_000).consequence).toMatch(/becomes Paid/);
    expect(stepQuestion('clear', payment(), [payment()], 250_000).consequence).toBe(
      "The rest of Maya Rivera's award stays to be paid.",
    );
  });

  it('says a failed or voided payment gives its amount back', () => {
    expect(stepQuestion('fail', payment(), [], 100_000).consequence).toMatch(/^\$1,000 returns to Maya Rivera's award/);
    expect(stepQuestion('void', payment(), [], 100_000).title).toBe('Void $1,000 to Nelnet?');
  });
});
