import { In, type EntityManager } from 'typeorm';
import { isReviewStatus, REVIEW_STATUSES, type ReviewStatus } from '../../domain/review/index.js';
import { daysBetween, funnelCounts, percentile, type FunnelStage } from '../../domain/reports.js';
import { User } from '../accounts/user.entity.js';
import { applicantTable, asInstant, count, inCycle, type CycleScope } from './report-queries.js';

/** One flag per status: whether the application's history names it (as the status it left or reached). */
const SEEN = REVIEW_STATUSES.map((status) => ({
  status,
  alias: `seen_${status.toLowerCase()}`,
  flag: `MAX(CASE WHEN h.from_status = '${status}' OR h.to_status = '${status}' THEN 1 ELSE 0 END)`,
}));

/**
 * How many of the cycle's applications have ever reached each stage (docs/decisions/360): each
 * counts in the stages of its current status and of every status its history names, so no count
 * falls as it moves on. The anonymised record of a purged application keeps only its last status
 * (the history goes with the application), so it counts in the stages that status implies.
 */
export async function funnelOf(manager: EntityManager, scope: CycleScope): Promise<Record<FunnelStage, number>> {
  const { table, id } = applicantTable(manager, scope.kind);
  // One row per application with its flags, then one per combination: a few rows, however many applications.
  const groups = manager
    .createQueryBuilder()
    .select('t.status', 'status')
    .addSelect('COUNT(*)', 'n')
    .from((sub) => {
      const perApplication = sub
        .select('a.review_status', 'status')
        .from(table, 'a')
        .leftJoin('application_status_history', 'h', `h.applicant_kind = :kind AND h.applicant_id = a.${id}`, {
          kind: scope.kind,
        });
      for (const s of SEEN) perApplication.addSelect(s.flag, s.alias);
      return inCycle(perApplication, 'a', scope).groupBy(`a.${id}`).addGroupBy('a.review_status');
    }, 't')
    .groupBy('t.status');
  for (const s of SEEN) groups.addSelect(`t.${s.alias}`, s.alias).addGroupBy(`t.${s.alias}`);
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
  const live = (await groups.getRawMany()) as Record<string, unknown>[];
  const gone = (await purged.getRawMany()) as { status: unknown; n: unknown }[];
  return funnelCounts([
    ...live.map((row) => ({
      statuses: [row.status as ReviewStatus, ...SEEN.filter((s) => count(row[s.alias]) > 0).map((s) => s.status)],
      count: count(row.n),
    })),
    ...gone.flatMap((row) => (isReviewStatus(row.status) ? [{ statuses: [row.status], count: count(row.n) }] : [])),
  ]);
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
