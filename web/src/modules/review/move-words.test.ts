import { describe, expect, it } from 'vitest';
import { assignDone, moveDone } from './move-words';

const ada = { id: '1', firstName: 'Ada', lastName: 'Lovelace' };
const ben = { id: '2', firstName: 'Ben', lastName: 'King' };
const cy = { id: '3', firstName: 'Cy', lastName: 'Young' };

describe('what the console says after a move or an assignment', () => {
  it('names the move, the award and who was e-mailed', () => {
    expect(moveDone({ status: 'IN_REVIEW' }, 'Maya Rivera')).toBe('Moved to In review.');
    expect(moveDone({ status: 'APPROVED', awardCents: 100_000 }, 'Maya Rivera')).toBe(
      'Approved: $1,000. Maya Rivera was e-mailed.',
    );
    expect(moveDone({ status: 'DECLINED', reason: 'x' }, 'Maya Rivera')).toBe('Moved to Declined. Maya Rivera was e-mailed.');
  });

  it('names who is assigned and who of them was e-mailed: the newly assigned, never oneself', () => {
    expect(assignDone([], [ada], null)).toBe('Assigned to Ada Lovelace. Ada Lovelace was e-mailed.');
    expect(assignDone(['1'], [ada, ben, cy], null)).toBe(
      'Assigned to Ada Lovelace, Ben King and Cy Young. Ben King and Cy Young were e-mailed.',
    );
    expect(assignDone([], [ada, ben], ben)).toBe('Assigned to Ada Lovelace and Ben King. Ada Lovelace was e-mailed.');
    expect(assignDone(['1'], [ada], null)).toBe('Assigned to Ada Lovelace.');
    expect(assignDone(['1'], [], null)).toBe('Nobody is assigned now.');
  });
});
