import type { ApplicationKind } from '../applications/constants.js';

/** One line of a rubric: what is judged, out of how many points, and how much it counts. */
export interface RubricCriterion {
  key: string;
  label: string;
  maxPoints: number;
  weight: number;
  /**
   * The form answer reviewers see beside this criterion while they score (e.g. the GPA beside
   * "GPA and academics"), with a note where the program has a rule for it; null for none.
   */
  field?: string | null;
}

const scholarship: RubricCriterion[] = [
  { key: 'academics', label: 'GPA and academics', maxPoints: 10, weight: 3, field: 'gpa' },
  { key: 'essay', label: 'Essay', maxPoints: 10, weight: 2 },
  { key: 'recommendation', label: 'Recommendation', maxPoints: 10, weight: 1 },
  { key: 'singleParentHousehold', label: 'Single-parent household', maxPoints: 5, weight: 1, field: 'singleParentHousehold' },
  { key: 'fourYearPlan', label: 'Four-year plan', maxPoints: 5, weight: 1 },
];

const repayment: RubricCriterion[] = [
  { key: 'hardship', label: 'Hardship', maxPoints: 10, weight: 3 },
  { key: 'debtBurden', label: 'Debt burden', maxPoints: 10, weight: 2 },
  { key: 'degreeInFourYears', label: 'Degree finished in four years', maxPoints: 5, weight: 1 },
  { key: 'documentsComplete', label: 'Documents complete', maxPoints: 5, weight: 1 },
];

/** The seeded rubrics, from the spec's facts about each program. Admins edit them afterwards. */
export const DEFAULT_RUBRICS: Record<ApplicationKind, RubricCriterion[]> = {
  'high-school': scholarship,
  undergrad: repayment,
  parent: repayment,
};

/** A reviewer's points per criterion key; null means N/A. */
export type CriterionPoints = Record<string, number | null>;

/**
 * A reviewer's score out of 100: each criterion's share of its maximum, weighted, over the
 * weights of the criteria that apply. N/A criteria are left out, not counted as 0. Null when
 * every criterion is N/A.
 */
export function normalisedScore(rubric: readonly RubricCriterion[], points: CriterionPoints): number | null {
  let weighted = 0;
  let weights = 0;
  for (const c of rubric) {
    const p = points[c.key];
    if (p === null || p === undefined) continue;
    weighted += c.weight * (p / c.maxPoints);
    weights += c.weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100 * 100) / 100;
}

/** The mean of the reviewers' scores that are not null, to two decimals; null with none. */
export function averageScore(scores: readonly (number | null)[]): number | null {
  const counted = scores.filter((s): s is number => s !== null);
  if (counted.length === 0) return null;
  return Math.round((counted.reduce((a, b) => a + b, 0) / counted.length) * 100) / 100;
}
