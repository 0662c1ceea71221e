import { moneyToCents } from '@domain/applications/formats';
import type { CommonMove } from '@domain/review/bulk-moves';
import type { BulkChangeInput } from './hooks/useBulkUpdate';

/** What the bulk bar's fields hold, as typed. */
export interface BulkFields {
  award: string;
  payment: string;
  reason: string;
  assignee: string;
}

/**
 * The change the bar sends, or a message for the first field the chosen move needs and lacks:
 * the server checks the same (the move's details schema), this only saves a round trip.
 */
export function bulkChangeInput(chosen: CommonMove | null, fields: BulkFields): BulkChangeInput | string {
  const change: BulkChangeInput = { status: chosen?.to ?? null, assignUserIds: fields.assignee ? [fields.assignee] : null };
  if (!chosen) return change;
  if (chosen.needs.includes('awardCents')) {
    const cents = moneyToCents(fields.award, { dollarSign: true });
    if (!cents) return 'Please enter an award greater than $0, like 1,000.';
    change.awardCents = cents;
  }
  if (chosen.needs.includes('paymentReference')) {
    if (!fields.payment.trim()) return 'Please enter the payment reference.';
    change.paymentReference = fields.payment.trim();
  }
  if (chosen.needs.includes('reason')) {
    if (!fields.reason.trim()) return 'Please give a reason.';
    change.reason = fields.reason.trim();
  }
  return change;
}
