import {
  awardCleared,
  DISBURSEMENT_STATE_LABELS,
  maskAccount,
  PAYEE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  type DisbursementState,
} from '@domain/disbursements';
import { formatCents } from '@domain/program-cycles';
import type { ConfirmAction } from '../../console/ConfirmActionDialog';
import type { Payment } from './hooks/usePaymentSteps';

/** The steps the console asks a value for: the reference, the date it cleared, or a reason. */
export type AskingStep = 'send' | 'clear' | 'fail' | 'void';

/** "$1,000 to Nelnet": how a payment is named in its heading, its buttons and its dialogs. */
export const paymentName = (p: Pick<Payment, 'amountCents' | 'payeeName'>) => `${formatCents(p.amountCents)} to ${p.payeeName}`;

export const stateLabel = (state: DisbursementState) => DISBURSEMENT_STATE_LABELS[state];

/** "Loan servicer · ••••6789 · Check", the parts that are known. */
export function payeeLine(p: Pick<Payment, 'payeeType' | 'accountLast4' | 'method'>): string {
  return [
    p.payeeType ? PAYEE_TYPE_LABELS[p.payeeType] : null,
    p.accountLast4 ? `account ${maskAccount(p.accountLast4)}` : null,
    p.method ? PAYMENT_METHOD_LABELS[p.method] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The approval, as the second admin reads it before money is released (decision 485). */
export function approveConfirmation(p: Payment): ConfirmAction {
  const name = paymentName(p);
  const account = p.accountLast4 ? ` (account ${maskAccount(p.accountLast4)})` : '';
  const by = p.preparedBy ? `${p.preparedBy.name} prepared it; you release it as the second admin. ` : '';
  return {
    title: `Release ${name}?`,
    consequence:
      `${by}The payment to ${p.payeeName}${account} for ${p.applicantName}'s award may then be sent: ` +
      'record it as sent, with the check number or transfer reference, once it is out.',
    confirmLabel: `Release ${name}`,
    busyLabel: 'Releasing…',
  };
}

export interface StepQuestion {
  title: string;
  consequence: string;
  field: { label: string; help?: string; type: 'text' | 'date' | 'textarea' };
  confirmLabel: string;
  busyLabel: string;
}

/** What the dialog of a step that needs a value asks, and what it says will happen. */
export function stepQuestion(step: AskingStep, p: Payment, others: readonly Payment[], awardCents: number | null): StepQuestion {
  const name = paymentName(p);
  const award = `${p.applicantName}'s award`;
  switch (step) {
    case 'send':
      return {
        title: `Record ${name} as sent?`,
        consequence: 'Record it as cleared when the payee has it, or as failed if it comes back.',
        field: { label: 'Check number or transfer reference', type: 'text' },
        confirmLabel: 'Record as sent',
        busyLabel: 'Recording…',
      };
    case 'clear': {
      const after = [...others.filter((o) => o.id !== p.id), { ...p, state: 'CLEARED' as const }];
      const paid = awardCleared(awardCents, after);
      return {
        title: `Record ${name} as cleared?`,
        consequence: paid
          ? `With it, cleared payments cover the award: the application becomes Paid and ${p.applicantName} is e-mailed once, with the payee and the amount.`
          : `The rest of ${award} stays to be paid.`,
        field: { label: 'Date it cleared', help: 'Not before the day it was sent, not in the future.', type: 'date' },
        confirmLabel: 'Record as cleared',
        busyLabel: 'Recording…',
      };
    }
    case 'fail':
      return {
        title: `Record ${name} as failed?`,
        consequence: `${formatCents(p.amountCents)} returns to ${award}, and a new payment can be prepared. Only staff are told.`,
        field: { label: 'Reason', help: 'What the bank or the payee said.', type: 'textarea' },
        confirmLabel: 'Record as failed',
        busyLabel: 'Recording…',
      };
    case 'void':
      return {
        title: `Void ${name}?`,
        consequence: `${formatCents(p.amountCents)} returns to ${award}. A voided payment cannot be restored: prepare a new one instead.`,
        field: { label: 'Reason', type: 'textarea' },
        confirmLabel: 'Void payment',
        busyLabel: 'Voiding…',
      };
  }
}

/** A date-time as the console prints it: 11/28/2026. */
export const onDay = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }) : '';
