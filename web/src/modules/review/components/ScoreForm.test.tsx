import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApplicationReviewFragment, ReviewRubricQuery } from '../../../generated/graphql';
import { ScoreForm } from './ScoreForm';

const rubric = [
  { key: 'hardship', label: 'Hardship', maxPoints: 10, weight: 3, field: null },
] as ReviewRubricQuery['reviewRubric'];
const score = (mine: boolean, locked: boolean, id: string, firstName: string) => ({
  mine,
  score: 80,
  locked,
  updatedAt: '2026-11-25T18:00:00.000Z',
  reviewer: { id, firstName, lastName: 'Reviewer' },
  criteria: [{ criterion: 'hardship', label: 'Hardship', points: 8, maxPoints: 10 }],
});
const review = (scores: ReturnType<typeof score>[]) =>
  ({
    scoreCount: scores.length,
    averageScore: 80,
    scoresVisible: true,
    scoresLocked: false,
    scores,
  }) as unknown as ApplicationReviewFragment;
const save = async () => true;

// Blind review in the console (issue 30, finding 7).
describe('ScoreForm', () => {
  it("tells a reviewer their score is locked once they have seen the others', and offers no form", () => {
    const html = renderToStaticMarkup(
      <ScoreForm
        review={review([score(true, true, '1', 'Ada'), score(false, false, '2', 'Ben')])}
        rubric={rubric}
        answers={[]}
        busy={false}
        blindReview
        onSave={save}
      />,
    );
    expect(html).toContain('Your score is locked: once you had saved it, the other reviewers’ scores were shown to you.');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Unlock');
  });

  it("gives an admin a labelled Unlock button beside each locked reviewer's score", () => {
    const html = renderToStaticMarkup(
      <ScoreForm
        review={review([score(true, false, '9', 'Admin'), score(false, true, '1', 'Ada'), score(false, false, '2', 'Ben')])}
        rubric={rubric}
        answers={[]}
        busy={false}
        blindReview={false}
        onSave={save}
        onUnlock={save}
      />,
    );
    expect(html).toContain('aria-label="Unlock the score of Ada Reviewer"');
    expect(html).not.toContain('Unlock the score of Ben Reviewer');
    expect(html).toContain('<form');
  });

  // Issue 42, problem 3: the lock is said before the save that takes it, with what is waiting.
  const unseen = (scoreCount: number, hiddenNoteCount: number, mine = false) =>
    ({
      scoreCount,
      hiddenNoteCount,
      averageScore: null,
      scoresVisible: false,
      scoresLocked: false,
      scores: mine ? [{ ...score(true, false, '1', 'Ada'), score: null }] : [],
    }) as unknown as ApplicationReviewFragment;
  const form = (r: ApplicationReviewFragment, blindReview = true) =>
    renderToStaticMarkup(
      <ScoreForm review={r} rubric={rubric} answers={[]} busy={false} blindReview={blindReview} onSave={save} />,
    );

  it('warns a reviewer before the save that locks their score, naming what will be shown, tied to the button', () => {
    const html = form(unseen(2, 1));
    expect(html).toContain(
      'When you save a score, you will see 2 scores and 1 note by other reviewers, and your score locks. An admin can unlock it if it must change.',
    );
    const warningId = /<p class="review-warning" id="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*aria-describedby="${warningId}"`));
    // Their own all-N/A score is not counted among the others'.
    expect(form(unseen(2, 0, true))).toContain('you will see 1 score by other reviewers');
    expect(form(unseen(0, 2))).toContain('you will see 2 notes by other reviewers');
  });

  it('says nothing of a lock when saving shows nothing new, or to an admin', () => {
    expect(form(unseen(0, 0))).not.toContain('review-warning');
    expect(form(unseen(1, 0, true))).not.toContain('review-warning');
    expect(form(unseen(2, 1), false)).not.toContain('review-warning');
  });

  it('gives the true reason for a lock when only notes were shown', () => {
    const html = form({
      ...review([score(true, true, '1', 'Ada')]),
      scoresVisible: true,
    } as ApplicationReviewFragment);
    expect(html).toContain('Your score is locked: once you had saved it, the other reviewers’ notes were shown to you.');
  });
});
