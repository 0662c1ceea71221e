/** What a list row knows of an application's scores: the average the viewer may see, and how many there are. */
export interface ScoreSummary {
  /** Null when nobody scored it, when blind review hides it from this viewer, or when every score is N/A. */
  averageScore: number | null;
  scoreCount: number;
}

const scores = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'score' : 'scores'}`;

/**
 * A list's score cell in words (issue 42): "Not scored", "78.5 (2 scores)", or, under blind
 * review, "2 scores, hidden until you score". Admins see every score, so a missing average
 * with scores given means each one marked every criterion N/A.
 */
export function scoreText({ averageScore, scoreCount }: ScoreSummary, { seesEveryScore }: { seesEveryScore: boolean }): string {
  if (scoreCount === 0) return 'Not scored';
  if (averageScore !== null) return `${averageScore.toFixed(1)} (${scores(scoreCount)})`;
  return seesEveryScore ? `${scores(scoreCount)}, all N/A` : `${scores(scoreCount)}, hidden until you score`;
}
