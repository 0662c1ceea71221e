import { commonMoves, statusCounts } from './index.js';

const targets = (statuses: Parameters<typeof commonMoves>[0], role: Parameters<typeof commonMoves>[1]) =>
  commonMoves(statuses, role).moves.map((m) => m.to);

describe('the moves the bulk bar offers', () => {
  it('offers an admin everything the table gives from one status, NEEDS_INFO as the request', () => {
    const { moves, why } = commonMoves(['IN_REVIEW', 'IN_REVIEW'], 'admin');
    expect(why).toBeNull();
    expect(moves).toEqual([
      { to: 'NEEDS_INFO', action: 'Request more information', needs: [], request: true },
      { to: 'APPROVED', action: 'Approve', needs: ['awardCents'], request: false },
      { to: 'DECLINED', action: 'Decline', needs: ['reason'], request: false },
    ]);
  });

  it('offers only the moves valid for every selected status', () => {
    // RECEIVED: In review, the request; NEEDS_INFO: back to review, the request.
    expect(targets(['RECEIVED', 'NEEDS_INFO'], 'employee')).toEqual(['IN_REVIEW', 'NEEDS_INFO']);
    // Approve is not open from RECEIVED, so one Received row takes it away from all.
    expect(targets(['IN_REVIEW', 'RECEIVED'], 'admin')).toEqual(['NEEDS_INFO']);
    // APPROVED and DECLINED share only the reopening.
    expect(targets(['APPROVED', 'DECLINED'], 'admin')).toEqual(['IN_REVIEW']);
  });

  it('asks for everything any row’s move needs, and names a shared move by its status', () => {
    const [reopen] = commonMoves(['APPROVED', 'DECLINED'], 'admin').moves;
    expect(reopen).toMatchObject({ action: 'Reopen', needs: ['reason'] });
    // Back to review needs nothing, reopening a reason: together they need the reason.
    const [back] = commonMoves(['NEEDS_INFO', 'DECLINED'], 'admin').moves;
    expect(back).toMatchObject({ to: 'IN_REVIEW', action: 'Move to In review', needs: ['reason'] });
  });

  it('follows the role: an employee is never offered a decision', () => {
    expect(targets(['IN_REVIEW'], 'employee')).toEqual(['NEEDS_INFO']);
    expect(targets(['APPROVED'], 'employee')).toEqual([]);
    expect(targets(['IN_REVIEW'], 'volunteer')).toEqual([]);
  });

  it('says why when no move fits', () => {
    expect(commonMoves(['PAID', 'RECEIVED', 'PAID'], 'admin')).toEqual({
      moves: [],
      why: 'No one move fits all 3 selected (1 Received, 2 Paid). Select applications in the same status to move them together.',
    });
    expect(commonMoves(['PAID'], 'admin').why).toBe('No move is open to your role from Paid.');
    expect(commonMoves(['APPROVED'], 'employee').why).toBe('No move is open to your role from Approved.');
    expect(commonMoves(['RECEIVED'], 'volunteer').why).toBe('Your role does not change review statuses.');
    expect(commonMoves([], 'admin')).toEqual({ moves: [], why: null });
  });

  it('counts a selection by status in the workflow’s order', () => {
    expect(statusCounts(['DECLINED', 'RECEIVED', 'DECLINED'])).toBe('1 Received, 2 Declined');
  });
});
