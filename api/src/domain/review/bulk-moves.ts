import type { StaffRole } from '../roles.js';
import {
  mayRequestInformation,
  movesFor,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
  type ReviewTransition,
  type TransitionNeed,
} from './statuses.js';

/** A move the bulk bar may offer: valid from the status of every selected application. */
export interface CommonMove {
  to: ReviewStatus;
  /** The button's words: the table's action when every row shares it, else "Move to …". */
  action: string;
  /** Everything any of the rows' transitions asks for (a reason, an award, a payment reference). */
  needs: TransitionNeed[];
  /** NEEDS_INFO is the request for more information (it e-mails the applicant), never a bare move. */
  request: boolean;
}

/**
 * The targets one status offers a role: the table's moves, with NEEDS_INFO offered where the role
 * may ask for documents (as the review panel does: from RECEIVED and NEEDS_INFO too).
 */
function targetsFrom(from: ReviewStatus, role: StaffRole | null | undefined): Map<ReviewStatus, ReviewTransition | null> {
  const targets = new Map<ReviewStatus, ReviewTransition | null>();
  for (const t of movesFor(from, role)) if (t.to !== 'NEEDS_INFO') targets.set(t.to, t);
  if (mayRequestInformation(from, role)) targets.set('NEEDS_INFO', null);
  return targets;
}

/** "2 Received, 1 Paid": the statuses of a selection, in the workflow's order. */
export function statusCounts(statuses: readonly ReviewStatus[]): string {
  return REVIEW_STATUSES.flatMap((s) => {
    const n = statuses.filter((x) => x === s).length;
    return n > 0 ? [`${n} ${REVIEW_STATUS_LABELS[s]}`] : [];
  }).join(', ');
}

/**
 * The moves valid for every selected application (the intersection of each one's moves from its
 * status, for the viewer's role), in the workflow's order; with none, `why` says why in a sentence.
 * The transition table is the only source: nothing here knows a move of its own.
 */
export function commonMoves(
  statuses: readonly ReviewStatus[],
  role: StaffRole | null | undefined,
): { moves: CommonMove[]; why: string | null } {
  if (statuses.length === 0) return { moves: [], why: null };
  const distinct = REVIEW_STATUSES.filter((s) => statuses.includes(s));
  const perStatus = distinct.map((s) => targetsFrom(s, role));
  const moves: CommonMove[] = [];
  for (const to of REVIEW_STATUSES) {
    if (!perStatus.every((targets) => targets.has(to))) continue;
    const transitions = perStatus.map((targets) => targets.get(to) ?? null);
    const request = to === 'NEEDS_INFO';
    const actions = new Set(transitions.map((t) => t?.action ?? 'Request more information'));
    const needs = request ? [] : [...new Set(transitions.flatMap((t) => t?.needs ?? []))];
    moves.push({ to, request, needs, action: actions.size === 1 ? [...actions][0]! : `Move to ${REVIEW_STATUS_LABELS[to]}` });
  }
  if (moves.length > 0) return { moves, why: null };
  const roleMoves = REVIEW_STATUSES.some((s) => targetsFrom(s, role).size > 0);
  if (!roleMoves) return { moves, why: 'Your role does not change review statuses.' };
  if (distinct.length === 1) {
    const label = REVIEW_STATUS_LABELS[distinct[0]!];
    return { moves, why: `No move is open to your role from ${label}.` };
  }
  return {
    moves,
    why: `No one move fits all ${statuses.length} selected (${statusCounts(statuses)}). Select applications in the same status to move them together.`,
  };
}
