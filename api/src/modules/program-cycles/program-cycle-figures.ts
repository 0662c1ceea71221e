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
 * cycles) count in their kind's current cycle.
 */
export async function figuresOf(manager: EntityManager, cycle: CurrentCycle, isCurrent: boolean): Promise<CycleFigures> {
  const metadata = manager.connection.getMetadata(KINDS[cycle.kind].entity);
  const query = manager
    .createQueryBuilder()
    .select('COALESCE(SUM(a.award_cents), 0)', 'committed')
    .addSelect("COALESCE(SUM(CASE WHEN a.review_status = 'PAID' THEN a.award_cents ELSE 0 END), 0)", 'paid')
    .addSelect('COUNT(*)', 'awards')
    .from(metadata.tableName, 'a')
    .where('a.review_status IN (:...statuses)', { statuses: COMMITTED });
  if (isCurrent) query.andWhere('(a.cycle_id = :id OR a.cycle_id IS NULL)', { id: cycle.id });
  else query.andWhere('a.cycle_id = :id', { id: cycle.id });
  const row = (await query.getRawOne()) as { committed: string | number; paid: string | number; awards: string | number };
  return cycleFigures(cycle, { committedCents: Number(row.committed), paidCents: Number(row.paid), awards: Number(row.awards) });
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
