import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import {
  COUNT_STARTED,
  COUNT_SUBMITTED,
  ELIGIBILITY_RESULTS,
  countOfStop,
  questionsOrSeeds,
  type EligibilityAssessment,
  type EligibilityQuestion,
} from '../../domain/eligibility.js';
import type { CurrentCycle } from '../program-cycles/program-cycle.entity.js';
import { EligibilityDailyCount } from './eligibility-count.entity.js';

/** The day a count belongs to: the cycle's own calendar day (its time zone). */
export function countDay(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISODate() ?? at.toISOString().slice(0, 10);
}

/**
 * Adds one to each measure of a cycle's day, in one statement per measure that two instances can
 * run at once (an insert that adds to the row already there).
 */
export async function addCounts(
  manager: EntityManager,
  cycle: Pick<CurrentCycle, 'id' | 'timeZone'>,
  measures: string[],
  at: Date,
) {
  const day = countDay(at, cycle.timeZone);
  const conflict = isMysql(manager.connection)
    ? 'ON DUPLICATE KEY UPDATE tally = tally + 1'
    : 'ON CONFLICT (cycle_id, day, measure) DO UPDATE SET tally = tally + 1';
  for (const measure of measures) {
    await manager.query(`INSERT INTO eligibility_daily_counts (cycle_id, day, measure, tally) VALUES (?, ?, ?, 1) ${conflict}`, [
      cycle.id,
      day,
      measure,
    ]);
  }
}

/** What one finished check adds: started, its result, and the question it stopped at. */
export function measuresOf(assessment: EligibilityAssessment | null): string[] {
  if (!assessment) return [COUNT_STARTED];
  const measures = [COUNT_STARTED, assessment.result];
  if (assessment.stoppedAt) measures.push(countOfStop(assessment.stoppedAt));
  return measures;
}

/** A submission that carried the "checked and eligible" marker: counted, never linked to the application. */
export function countQualifiedSubmission(manager: EntityManager, cycle: Pick<CurrentCycle, 'id' | 'timeZone'>, at: Date) {
  return addCounts(manager, cycle, [COUNT_SUBMITTED], at);
}

export interface EligibilityStopFigure {
  questionId: string;
  /** The question's English text as the cycle asks it now, or its id when it was removed since. */
  question: string;
  hard: boolean;
  count: number;
}

export interface EligibilityFigures {
  started: number;
  eligible: number;
  mayNotQualify: number;
  notEligible: number;
  /** Checks sent with a question unanswered (started but with no result). */
  incomplete: number;
  /** Checks that stopped at a question (hard or soft), by question in the cycle's order. */
  stops: EligibilityStopFigure[];
  /** Applications submitted after a check that said "You can apply.", counted without any link. */
  submittedAfterEligible: number;
}

/** A cycle's check in figures, summed over its days. */
export async function eligibilityFigures(
  manager: EntityManager,
  cycle: Pick<CurrentCycle, 'id' | 'kind' | 'eligibilityQuestions'>,
): Promise<EligibilityFigures> {
  const rows = await manager
    .getRepository(EligibilityDailyCount)
    .createQueryBuilder('c')
    .select('c.measure', 'measure')
    .addSelect('SUM(c.tally)', 'total')
    .where('c.cycle_id = :id', { id: cycle.id })
    .groupBy('c.measure')
    .getRawMany<{ measure: string; total: string | number }>();
  const total = new Map(rows.map((r) => [r.measure, Number(r.total)]));
  const of = (measure: string) => total.get(measure) ?? 0;
  const questions: EligibilityQuestion[] = questionsOrSeeds(cycle.kind, cycle.eligibilityQuestions);
  const stopIds = [...total.keys()].filter((m) => m.startsWith('stopped:')).map((m) => m.slice('stopped:'.length));
  const order = (id: string) => {
    const index = questions.findIndex((q) => q.id === id);
    return index === -1 ? questions.length : index;
  };
  const stops = stopIds
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((questionId) => {
      const q = questions.find((x) => x.id === questionId);
      return { questionId, question: q?.textEn ?? questionId, hard: q?.stop === 'HARD', count: of(countOfStop(questionId)) };
    });
  const [eligible, mayNotQualify, notEligible] = ELIGIBILITY_RESULTS.map(of) as [number, number, number];
  const started = of(COUNT_STARTED);
  return {
    started,
    eligible,
    mayNotQualify,
    notEligible,
    incomplete: Math.max(0, started - eligible - mayNotQualify - notEligible),
    stops,
    submittedAfterEligible: of(COUNT_SUBMITTED),
  };
}
