import { roleMay } from '../permissions.js';
import type { StaffRole } from '../roles.js';

/**
 * The review axis of an application, orthogonal to active/archived (spec §6 stays as it is).
 * Every new application starts at RECEIVED.
 */
export const REVIEW_STATUSES = ['RECEIVED', 'IN_REVIEW', 'NEEDS_INFO', 'APPROVED', 'DECLINED', 'PAID'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  RECEIVED: 'Received',
  IN_REVIEW: 'In review',
  NEEDS_INFO: 'Needs information',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  PAID: 'Paid',
};

/** What a move asks for besides the target status. */
export type TransitionNeed = 'reason' | 'awardCents' | 'paymentReference';

export interface ReviewTransition {
  from: ReviewStatus;
  to: ReviewStatus;
  roles: readonly StaffRole[];
  needs: readonly TransitionNeed[];
  /** Shown on the console's button. */
  action: string;
}

/** The one transition table (issue 12). Volunteers never change a status. */
export const REVIEW_TRANSITIONS: readonly ReviewTransition[] = [
  { from: 'RECEIVED', to: 'IN_REVIEW', roles: ['employee', 'admin'], needs: [], action: 'Start review' },
  // The console sends this move through requestMoreInformation, which also e-mails the applicant.
  {
    from: 'IN_REVIEW',
    to: 'NEEDS_INFO',
    roles: ['employee', 'admin'],
    needs: ['reason'],
    action: 'Request more information',
  },
  { from: 'NEEDS_INFO', to: 'IN_REVIEW', roles: ['employee', 'admin'], needs: [], action: 'Back to review' },
  { from: 'IN_REVIEW', to: 'APPROVED', roles: ['admin'], needs: ['awardCents'], action: 'Approve' },
  { from: 'IN_REVIEW', to: 'DECLINED', roles: ['admin'], needs: ['reason'], action: 'Decline' },
  { from: 'APPROVED', to: 'PAID', roles: ['admin'], needs: ['paymentReference'], action: 'Mark paid' },
  { from: 'APPROVED', to: 'IN_REVIEW', roles: ['admin'], needs: ['reason'], action: 'Reopen' },
  { from: 'DECLINED', to: 'IN_REVIEW', roles: ['admin'], needs: ['reason'], action: 'Reopen' },
];

/** Statuses after a decision: scores are locked there. */
export const DECIDED_STATUSES: readonly ReviewStatus[] = ['APPROVED', 'DECLINED', 'PAID'];
/** Statuses whose arrival e-mails the applicant. */
export const DECISION_MAIL_STATUSES: readonly ReviewStatus[] = ['APPROVED', 'DECLINED'];

export function scoresLocked(status: ReviewStatus): boolean {
  return DECIDED_STATUSES.includes(status);
}

/** The moves a role may make from a status, for the console's buttons. */
export function movesFor(from: ReviewStatus, role: StaffRole | null | undefined): ReviewTransition[] {
  if (!role) return [];
  return REVIEW_TRANSITIONS.filter((t) => t.from === from && t.roles.includes(role));
}

/**
 * Whether a role may ask the applicant for documents (requestMoreInformation) from a status:
 * the stricter of the mutation's permission and the roles of every move it makes on the way to
 * NEEDS_INFO (from RECEIVED it passes IN_REVIEW; from NEEDS_INFO it only adds requests).
 */
export function mayRequestInformation(from: ReviewStatus, role: StaffRole | null | undefined): boolean {
  if (!role || !roleMay(role, 'review:move') || DECIDED_STATUSES.includes(from)) return false;
  const path: [ReviewStatus, ReviewStatus][] = [
    ['RECEIVED', 'IN_REVIEW'],
    ['IN_REVIEW', 'NEEDS_INFO'],
  ];
  const needed = from === 'RECEIVED' ? path : path.slice(1);
  return needed.every(([a, b]) => REVIEW_TRANSITIONS.some((t) => t.from === a && t.to === b && t.roles.includes(role)));
}

export interface MoveDetails {
  reason?: string | null;
  awardCents?: number | null;
  paymentReference?: string | null;
}

export type MoveRefusal =
  | { kind: 'not-a-move'; message: string }
  | { kind: 'role'; message: string }
  | { kind: 'needs'; message: string; fields: Record<string, string> };

const NEED_MESSAGES: Record<TransitionNeed, string> = {
  reason: 'Please give a reason.',
  awardCents: 'Please enter an award greater than $0.',
  paymentReference: 'Please enter the payment reference.',
};

function hasNeed(need: TransitionNeed, details: MoveDetails): boolean {
  if (need === 'awardCents') return Number.isSafeInteger(details.awardCents) && (details.awardCents ?? 0) > 0;
  const value = need === 'reason' ? details.reason : details.paymentReference;
  return typeof value === 'string' && value.trim().length > 0;
}

/** The table's verdict on one move: the transition, or why it is refused. Nothing else decides. */
export function checkMove(
  from: ReviewStatus,
  to: ReviewStatus,
  role: StaffRole | null | undefined,
  details: MoveDetails,
): { ok: true; transition: ReviewTransition } | { ok: false; refusal: MoveRefusal } {
  const transition = REVIEW_TRANSITIONS.find((t) => t.from === from && t.to === to);
  const names = `from ${REVIEW_STATUS_LABELS[from]} to ${REVIEW_STATUS_LABELS[to]}`;
  if (!transition) return { ok: false, refusal: { kind: 'not-a-move', message: `An application cannot move ${names}.` } };
  if (!role || !transition.roles.includes(role)) {
    const who = transition.roles.includes('employee') ? 'an employee or an admin' : 'an admin';
    return { ok: false, refusal: { kind: 'role', message: `Only ${who} can move an application ${names}.` } };
  }
  const missing = transition.needs.filter((n) => !hasNeed(n, details));
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((n) => [n, NEED_MESSAGES[n]]));
    return {
      ok: false,
      refusal: { kind: 'needs', message: `To move an application ${names}: ${NEED_MESSAGES[missing[0]!]}`, fields },
    };
  }
  return { ok: true, transition };
}
