import type { ReviewStatus } from '../../generated/graphql';

/** A status move the server lists for the application: its button, and what its dialog asks for. */
export interface PendingMove {
  to: ReviewStatus;
  action: string;
  needs: readonly string[];
}

/** One button of the review panel: a status move, or the request for more information. */
export type MoveButton = { kind: 'move'; move: PendingMove } | { kind: 'request' };

/**
 * The review panel's buttons. The move to NEEDS_INFO is the request for more information, so the
 * applicant is always told: it takes that move's place, or comes last where the request is open
 * but the move is not (RECEIVED, NEEDS_INFO). It shows only when the role may make the request.
 */
export function moveButtons(moves: readonly PendingMove[], mayRequest: boolean): MoveButton[] {
  const buttons: MoveButton[] = [];
  for (const move of moves) {
    if (move.to !== 'NEEDS_INFO') buttons.push({ kind: 'move', move });
    else if (mayRequest) buttons.push({ kind: 'request' });
  }
  if (mayRequest && !buttons.some((b) => b.kind === 'request')) buttons.push({ kind: 'request' });
  return buttons;
}
