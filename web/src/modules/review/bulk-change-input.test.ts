import { describe, expect, it } from 'vitest';
import type { CommonMove } from '@domain/review/bulk-moves';
import { bulkChangeInput } from './bulk-change-input';

const move = (to: CommonMove['to'], needs: CommonMove['needs']): CommonMove => ({ to, action: to, needs, request: false });
const empty = { award: '', payment: '', reason: '', assignee: '' };

describe("the bulk bar's change", () => {
  it('asks for what the chosen move needs, and sends it trimmed', () => {
    expect(bulkChangeInput(move('APPROVED', ['awardCents']), empty)).toBe('Please enter an award greater than $0, like 1,000.');
    expect(bulkChangeInput(move('APPROVED', ['awardCents']), { ...empty, award: '$1,000' })).toEqual({
      status: 'APPROVED',
      assignUserIds: null,
      awardCents: 100000,
    });
    expect(bulkChangeInput(move('PAID', ['paymentReference']), { ...empty, payment: '  ' })).toBe(
      'Please enter the payment reference.',
    );
    expect(bulkChangeInput(move('DECLINED', ['reason']), { ...empty, reason: ' No funds ' })).toEqual({
      status: 'DECLINED',
      assignUserIds: null,
      reason: 'No funds',
    });
  });

  it('sends an assignment alone when no move is chosen', () => {
    expect(bulkChangeInput(null, { ...empty, assignee: '7', reason: 'ignored' })).toEqual({ status: null, assignUserIds: ['7'] });
  });
});
