import { formatCents, PROGRAM_NAMES } from './program-cycles.js';
import type { ApplicationKind } from './applications/constants.js';

/** What one cycle has given so far: approved and paid awards count as committed. */
export interface CycleFigures {
  /** Awards approved or paid, in cents. */
  committedCents: number;
  /** Paid: payments of the ledger that cleared, in cents (issue 40). */
  paidCents: number;
  /** Released: payments approved by a second admin or sent, not cleared yet, in cents. */
  releasedCents: number;
  /** Failed: payments that came back, in cents (their amount returned to the awards). */
  failedCents: number;
  /** Budget left (null: no budget set). */
  remainingCents: number | null;
  /** Applications approved or paid. */
  awards: number;
  /** Awards left (null: no limit set). */
  remainingAwards: number | null;
}

export interface CycleLimits {
  kind: ApplicationKind;
  budgetCents: number | null;
  maxAwards: number | null;
}

export function cycleFigures(
  limits: CycleLimits,
  sums: { committedCents: number; paidCents: number; awards: number; releasedCents?: number; failedCents?: number },
): CycleFigures {
  return {
    releasedCents: 0,
    failedCents: 0,
    ...sums,
    remainingCents: limits.budgetCents === null ? null : limits.budgetCents - sums.committedCents,
    remainingAwards: limits.maxAwards === null ? null : limits.maxAwards - sums.awards,
  };
}

/**
 * Why approving one more award of `awardCents` would go beyond the cycle's budget or number of
 * awards, naming what remains; null when it fits.
 */
export function awardRefusal(limits: CycleLimits, figures: CycleFigures, awardCents: number): string | null {
  const program = PROGRAM_NAMES[limits.kind];
  if (figures.remainingAwards !== null && figures.remainingAwards < 1) {
    const left = Math.max(0, figures.remainingAwards);
    return `The ${program} cycle allows ${limits.maxAwards} award${limits.maxAwards === 1 ? '' : 's'} and ${figures.awards} ${figures.awards === 1 ? 'is' : 'are'} already approved: ${left} remain${left === 1 ? 's' : ''}.`;
  }
  if (figures.remainingCents !== null && awardCents > figures.remainingCents) {
    const left = formatCents(Math.max(0, figures.remainingCents));
    return `An award of ${formatCents(awardCents)} is more than the ${program} cycle has left: ${left} remains of its ${formatCents(limits.budgetCents!)} budget.`;
  }
  return null;
}
