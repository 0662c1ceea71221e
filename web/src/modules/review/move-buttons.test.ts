import { describe, expect, it } from 'vitest';
import { mayRequestInformation, movesFor, type ReviewStatus } from '@domain/review/statuses';
import type { StaffRole } from '@domain/roles';
import { moveButtons } from './move-buttons';

/** The panel's button labels for a status and role, as the server would list the moves. */
function labels(status: ReviewStatus, role: StaffRole): string[] {
  return moveButtons(movesFor(status, role), mayRequestInformation(status, role)).map((b) =>
    b.kind === 'request' ? 'Request more information' : b.move.action,
  );
}

describe('the review panel buttons', () => {
  it('asks for information only through the request, in the move’s place', () => {
    expect(labels('IN_REVIEW', 'admin')).toEqual(['Request more information', 'Approve', 'Decline']);
    expect(labels('IN_REVIEW', 'employee')).toEqual(['Request more information']);
  });

  it('offers the request wherever it can be made, once', () => {
    expect(labels('RECEIVED', 'employee')).toEqual(['Start review', 'Request more information']);
    expect(labels('NEEDS_INFO', 'admin')).toEqual(['Back to review', 'Request more information']);
    for (const status of ['APPROVED', 'DECLINED', 'PAID'] as const)
      expect(labels(status, 'admin')).not.toContain('Request more information');
  });

  it('never gives the request to a role that may not make it', () => {
    for (const status of ['RECEIVED', 'IN_REVIEW', 'NEEDS_INFO'] as const) expect(labels(status, 'volunteer')).toEqual([]);
    // A NEEDS_INFO move listed for a role without the request's permission is dropped, not sent as a bare status change.
    expect(moveButtons([{ to: 'NEEDS_INFO', action: 'Request more information', needs: ['reason'] }], false)).toEqual([]);
  });
});
