import type { EntityManager } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import { conflict } from '../../domain/errors.js';
import { awardRefusal, cycleFigures, type CycleFigures } from '../../domain/program-cycle-budget.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { KINDS } from '../application-records/kinds.js';
import { cycleValues, ProgramCycle, type CurrentCycle } from './program-cycle.entity.js';

/** Statuses whose award counts against the budget. */
const COMMITTED = ['APPROVED', 'PAID'];

/**
 * The cycle's amounts so far. Applications without a recorded cycle (stored by hand, before
 * cycles) count in their kind's current cycle. Committed is the approved and paid awards; paid,
 * released and failed follow the disbursement ledger (issue 40, table `disbursements`, read here
 * by name: the ledger's feature sits above this one).
 */
export async function figuresOf(manager: EntityManager, cycle: CurrentCycle, isCurrent: boolean): Promise<CycleFigures> {
  const metadata = manager.connection.getMetadata(KINDS[cycle.kind].entity);
  const id = metadata.primaryColumns[0]!.databaseName;
  const inCycle = (query: ReturnType<EntityManager['createQueryBuilder']>) =>
    isCurrent
      ? query.andWhere('(a.cycle_id = :id OR a.cycle_id IS NULL)', { id: cycle.id })
      : query.andWhere('a.cycle_id = :id', { id: cycle.id });
  const query = manager
    .createQueryBuilder()
    .select('COALESCE(SUM(a.award_cents), 0)', 'committed')
    .addSelect('COUNT(*)', 'awards')
    .from(metadata.tableName, 'a')
    .where('a.review_status IN (:...statuses)', { statuses: COMMITTED });
  const row = (await inCycle(query).getRawOne()) as { committed: string | number; awards: string | number };
  const ledger = manager
    .createQueryBuilder()
    .select("COALESCE(SUM(CASE WHEN d.state = 'CLEARED' THEN d.amount_cents ELSE 0 END), 0)", 'paid')
    .addSelect("COALESCE(SUM(CASE WHEN d.state IN ('APPROVED', 'SENT') THEN d.amount_cents ELSE 0 END), 0)", 'released')
    .addSelect("COALESCE(SUM(CASE WHEN d.state = 'FAILED' THEN d.amount_cents ELSE 0 END), 0)", 'failed')
    .from('disbursements', 'd')
    .innerJoin(metadata.tableName, 'a', `a.${id} = d.applicant_id`)
    .where('d.applicant_kind = :kind', { kind: cycle.kind });
  const sums = (await inCycle(ledger).getRawOne()) as { paid: unknown; released: unknown; failed: unknown };
  return cycleFigures(cycle, {
    committedCents: Number(row.committed),
    paidCents: Number(sums.paid ?? 0),
    releasedCents: Number(sums.released ?? 0),
    failedCents: Number(sums.failed ?? 0),
    awards: Number(row.awards),
  });
}

/**
 * The cycle an application belongs to (its own, else its kind's current one). `forUpdate` locks
 * it on MySQL, so two approvals cannot both take the last of a budget.
 */
export async function cycleOfApplication(
  manager: EntityManager,
  kind: CurrentCycle['kind'],
  cycleId: number | null,
  forUpdate = true,
): Promise<{ cycle: CurrentCycle; isCurrent: boolean } | null> {
  const repository = manager.getRepository(ProgramCycle);
  const lock = forUpdate && isMysql(manager.connection) ? { lock: { mode: 'pessimistic_write' as const } } : {};
  const current = await repository.findOne({ where: { kind }, order: { id: 'DESC' }, ...lock });
  if (!current) return null;
  if (cycleId === null || cycleId === current.id) return { cycle: cycleValues(current), isCurrent: true };
  const own = await repository.findOne({ where: { id: cycleId }, ...lock });
  return own ? { cycle: cycleValues(own), isCurrent: false } : { cycle: cycleValues(current), isCurrent: true };
}

/**
 * Refuses approving an award beyond its cycle's remaining budget or number of awards, naming
 * what remains, unless the admin overrides (audited in the same transaction).
 */
export async function checkAward(
  manager: EntityManager,
  audit: AuditService,
  application: { kind: CurrentCycle['kind']; id: number; cycleId: number | null },
  awardCents: number,
  overrideBudget: boolean,
  actor: AuditActor,
): Promise<void> {
  const found = await cycleOfApplication(manager, application.kind, application.cycleId);
  if (!found) return;
  const figures = await figuresOf(manager, found.cycle, found.isCurrent);
  const refusal = awardRefusal(found.cycle, figures, awardCents);
  if (!refusal) return;
  if (!overrideBudget)
    throw conflict(refusal, { overrideBudget: 'An admin can approve beyond the budget with overrideBudget: true.' });
  await audit.record(
    actor,
    {
      action: 'review.budget-override',
      targetType: application.kind,
      targetId: application.id,
      detail: `cycle ${found.cycle.id}: award ${awardCents}, remaining ${figures.remainingCents ?? 'no budget'}, awards left ${figures.remainingAwards ?? 'no limit'}`,
    },
    manager,
  );
}
