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
        onSave={save}
      />,
    );
    expect(html).toContain('Your score is locked: you have seen the other reviewers’ scores.');
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
        onSave={save}
        onUnlock={save}
      />,
    );
    expect(html).toContain('aria-label="Unlock the score of Ada Reviewer"');
    expect(html).not.toContain('Unlock the score of Ben Reviewer');
    expect(html).toContain('<form');
  });
});
