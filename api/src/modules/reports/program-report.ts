import { In, type EntityManager } from 'typeorm';
import { DECIDED_STATUSES, type ReviewStatus } from '../../domain/review/index.js';
import { daysBetween, percentile, type FunnelStage } from '../../domain/reports.js';
import { User } from '../accounts/user.entity.js';
import { applicantTable, asInstant, count, inCycle, type CycleScope } from './report-queries.js';

const STATUS_TO_STAGE: Record<ReviewStatus, FunnelStage> = {
  RECEIVED: 'screening',
  IN_REVIEW: 'inReview',
  NEEDS_INFO: 'needsInformation',
  APPROVED: 'approved',
  DECLINED: 'declined',
  PAID: 'paid',
};

/**
 * How far the cycle's applications got, counting the anonymised records of purged ones too
 * (retention keeps their status for exactly this). An application counts once in the stage it
 * is in now, and in every stage it has passed: a paid one was received, decided and approved.
 */
export async function funnelOf(manager: EntityManager, scope: CycleScope): Promise<Record<FunnelStage, number>> {
  const { table } = applicantTable(manager, scope.kind);
  const live = inCycle(
    manager.createQueryBuilder().select('a.review_status', 'status').addSelect('COUNT(*)', 'n').from(table, 'a'),
    'a',
    scope,
  ).groupBy('a.review_status');
  const purged = inCycle(
    manager
      .createQueryBuilder()
      .select('r.review_status', 'status')
      .addSelect('COUNT(*)', 'n')
      .from('retention_records', 'r')
      .where('r.applicant_kind = :kind', { kind: scope.kind }),
    'r',
    scope,
  ).groupBy('r.review_status');
  const byStatus = new Map<string, number>();
  for (const row of [...(await live.getRawMany()), ...(await purged.getRawMany())] as { status: string; n: unknown }[])
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + count(row.n));
  const now = (status: ReviewStatus) => byStatus.get(status) ?? 0;
  const funnel: Record<FunnelStage, number> = {
    received: [...byStatus.values()].reduce((a, b) => a + b, 0),
    screening: 0,
    inReview: 0,
    needsInformation: 0,
    decided: DECIDED_STATUSES.reduce((sum, s) => sum + now(s), 0),
    approved: now('APPROVED') + now('PAID'),
    declined: now('DECLINED'),
    paid: now('PAID'),
  };
  for (const status of ['RECEIVED', 'IN_REVIEW', 'NEEDS_INFO'] as const) funnel[STATUS_TO_STAGE[status]] = now(status);
  return funnel;
}

export interface DecisionTimes {
  decided: number;
  medianDays: number | null;
  p90Days: number | null;
}

/** Days from receipt to the first decision (approved or declined), over the cycle's decided applications. */
export async function decisionTimesOf(manager: EntityManager, scope: CycleScope): Promise<DecisionTimes> {
  const { table, id } = applicantTable(manager, scope.kind);
  const live = inCycle(
    manager
      .createQueryBuilder()
      .select('a.created_at', 'received')
      .addSelect('MIN(h.at)', 'decided')
      .from(table, 'a')
      .innerJoin(
        'application_status_history',
        'h',
        `h.applicant_kind = :kind AND h.applicant_id = a.${id} AND h.to_status IN ('APPROVED', 'DECLINED')`,
        { kind: scope.kind },
      ),
    'a',
    scope,
  )
    .groupBy(`a.${id}`)
    .addGroupBy('a.created_at');
  const purged = inCycle(
    manager
      .createQueryBuilder()
      .select('r.submitted_at', 'received')
      .addSelect('r.decided_at', 'decided')
      .from('retention_records', 'r')
      .where('r.applicant_kind = :kind AND r.decided_at IS NOT NULL', { kind: scope.kind }),
    'r',
    scope,
  );
  const rows = [...(await live.getRawMany()), ...(await purged.getRawMany())] as { received: unknown; decided: unknown }[];
  const days = rows.map((r) => daysBetween(asInstant(r.received)!, asInstant(r.decided)!));
  return { decided: days.length, medianDays: percentile(days, 50), p90Days: percentile(days, 90) };
}

export interface ReviewerLoad {
  userId: number;
  name: string;
  assigned: number;
  scored: number;
  /** The mean of the scores they gave (0 to 100), null before their first. */
  averageScore: number | null;
}

/** Each reviewer's assignments and scores on the cycle's applications, by name. */
export async function reviewersOf(manager: EntityManager, scope: CycleScope): Promise<ReviewerLoad[]> {
  const { table, id } = applicantTable(manager, scope.kind);
  const assigned = (await inCycle(
    manager
      .createQueryBuilder()
      .select('s.user_id', 'userId')
      .addSelect('COUNT(*)', 'n')
      .from('application_assignments', 's')
      .innerJoin(table, 'a', `a.${id} = s.applicant_id`)
      .where('s.applicant_kind = :kind', { kind: scope.kind }),
    'a',
    scope,
  )
    .groupBy('s.user_id')
    .getRawMany()) as { userId: unknown; n: unknown }[];
  const scored = (await inCycle(
    manager
      .createQueryBuilder()
      .select('sc.reviewer_user_id', 'userId')
      .addSelect('COUNT(*)', 'n')
      .addSelect('AVG(sc.score_hundredths)', 'average')
      .from('application_scores', 'sc')
      .innerJoin(table, 'a', `a.${id} = sc.applicant_id`)
      .where('sc.applicant_kind = :kind AND sc.score_hundredths IS NOT NULL', { kind: scope.kind }),
    'a',
    scope,
  )
    .groupBy('sc.reviewer_user_id')
    .getRawMany()) as { userId: unknown; n: unknown; average: unknown }[];
  const load = new Map<number, ReviewerLoad>();
  const of = (userId: number) => {
    if (!load.has(userId)) load.set(userId, { userId, name: '', assigned: 0, scored: 0, averageScore: null });
    return load.get(userId)!;
  };
  for (const row of assigned) of(count(row.userId)).assigned = count(row.n);
  for (const row of scored) {
    const entry = of(count(row.userId));
    entry.scored = count(row.n);
    entry.averageScore = row.average === null ? null : Math.round(Number(row.average)) / 100;
  }
  const users = await manager.getRepository(User).findBy({ id: In([...load.keys()]) });
  const names = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  for (const entry of load.values()) entry.name = names.get(entry.userId) ?? 'A former staff member';
  return [...load.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

export interface OpenRequests {
  open: number;
  medianWaitDays: number | null;
  longestWaitDays: number | null;
}

/** Document requests still waiting for the applicant (neither answered nor closed), and for how long. */
export async function openRequestsOf(manager: EntityManager, scope: CycleScope, now: Date): Promise<OpenRequests> {
  const { table, id } = applicantTable(manager, scope.kind);
  const rows = (await inCycle(
    manager
      .createQueryBuilder()
      .select('q.created_at', 'askedAt')
      .from('application_info_requests', 'q')
      .innerJoin(table, 'a', `a.${id} = q.applicant_id`)
      .where('q.applicant_kind = :kind AND q.fulfilled_at IS NULL AND q.closed_at IS NULL', { kind: scope.kind }),
    'a',
    scope,
  ).getRawMany()) as { askedAt: unknown }[];
  const waits = rows.map((r) => daysBetween(asInstant(r.askedAt)!, now));
  return { open: waits.length, medianWaitDays: percentile(waits, 50), longestWaitDays: waits.length ? Math.max(...waits) : null };
}
