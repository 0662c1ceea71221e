import { describe, expect, it } from 'vitest';
import { scoreText } from './score-text';

const reviewer = { seesEveryScore: false };
const admin = { seesEveryScore: true };

describe('scoreText', () => {
  it('says "Not scored" when nobody has scored it', () => {
    expect(scoreText({ averageScore: null, scoreCount: 0 }, reviewer)).toBe('Not scored');
    expect(scoreText({ averageScore: null, scoreCount: 0 }, admin)).toBe('Not scored');
  });

  it('gives the average to one decimal with how many scores make it', () => {
    expect(scoreText({ averageScore: 78.5, scoreCount: 2 }, admin)).toBe('78.5 (2 scores)');
    expect(scoreText({ averageScore: 76.67, scoreCount: 1 }, reviewer)).toBe('76.7 (1 score)');
    expect(scoreText({ averageScore: 100, scoreCount: 1200 }, admin)).toBe('100.0 (1,200 scores)');
  });

  it('says the scores are hidden until the reviewer gives one (blind review)', () => {
    expect(scoreText({ averageScore: null, scoreCount: 2 }, reviewer)).toBe('2 scores, hidden until you score');
    expect(scoreText({ averageScore: null, scoreCount: 1 }, reviewer)).toBe('1 score, hidden until you score');
  });

  it('tells an admin, who sees every score, that the scores given were all N/A', () => {
    expect(scoreText({ averageScore: null, scoreCount: 2 }, admin)).toBe('2 scores, all N/A');
  });
});
