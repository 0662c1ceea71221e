import type { ApplicationReviewFragment } from '../../generated/graphql';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Blind review (issue 42, problem 3): a reviewer's first real score shows them the others' scores
 * and notes, and that locks it. Said before they save, with what is waiting; null when saving
 * shows nothing new (admins, nobody else has scored or written, or the others are already shown).
 */
export function scoreLockWarning(review: ApplicationReviewFragment, blind: boolean): string | null {
  if (!blind || review.scoresVisible) return null;
  const scores = review.scoreCount - (review.scores.some((s) => s.mine) ? 1 : 0);
  const notes = review.hiddenNoteCount;
  const waiting = [scores > 0 ? counted(scores, 'score', 'scores') : '', notes > 0 ? counted(notes, 'note', 'notes') : '']
    .filter(Boolean)
    .join(' and ');
  if (!waiting) return null;
  return `When you save a score, you will see ${waiting} by other reviewers, and your score locks. An admin can unlock it if it must change.`;
}

/** Why a reviewer's own score is locked: what was shown to them once they had saved it. */
export function scoreLockedReason(review: ApplicationReviewFragment): string {
  const shown = review.scores.some((s) => !s.mine) ? 'scores' : 'notes';
  return `Your score is locked: once you had saved it, the other reviewers’ ${shown} were shown to you. An admin can unlock it if it must change.`;
}
