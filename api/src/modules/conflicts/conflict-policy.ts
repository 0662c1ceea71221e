import type { DataSource, EntityManager } from 'typeorm';
import { conflictMessages } from '../../domain/conflicts.js';
import { notFound } from '../../domain/errors.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { ProgramCycle } from '../program-cycles/program-cycle.entity.js';
import { ConflictPolicyAcceptanceRow, ConflictPolicyRow } from './conflict.entity.js';

/** Each cycle's conflict-of-interest policy, its versions, and who accepted which (issue 39). */

/** A cycle's current policy as one staff member sees it. */
export interface PolicyState {
  cycleId: number;
  version: number;
  text: string;
  writtenAt: Date;
  /** When the viewer accepted this version; null: not yet. */
  acceptedAt: Date | null;
}

function newestVersion(manager: EntityManager, cycleId: number): Promise<ConflictPolicyRow | null> {
  return manager.getRepository(ConflictPolicyRow).findOne({ where: { cycleId }, order: { version: 'DESC' } });
}

/** The newest version of a cycle's policy, or null when none was written. */
export async function currentPolicy(manager: EntityManager, cycleId: number): Promise<ConflictPolicyRow | null> {
  const row = await newestVersion(manager, cycleId);
  // An empty newest version is a removed policy.
  return row && row.text !== '' ? row : null;
}

export async function policyState(manager: EntityManager, cycleId: number, userId: number): Promise<PolicyState | null> {
  const policy = await currentPolicy(manager, cycleId);
  if (!policy) return null;
  const accepted = await manager
    .getRepository(ConflictPolicyAcceptanceRow)
    .findOneBy({ cycleId, userId, version: policy.version });
  return {
    cycleId,
    version: policy.version,
    text: policy.text,
    writtenAt: policy.writtenAt,
    acceptedAt: accepted?.acceptedAt ?? null,
  };
}

/** Saves `body` as a new version unless it is the current text; audited. Empty: removed. */
export function savePolicy(
  db: DataSource,
  audit: AuditService,
  cycleId: number,
  body: string,
  actor: AuditActor,
): Promise<PolicyState | null> {
  return db.transaction(async (manager) => {
    const cycle = await manager.getRepository(ProgramCycle).findOneBy({ id: cycleId });
    if (!cycle) throw notFound('There is no such program cycle.');
    const previous = await newestVersion(manager, cycleId);
    if ((previous?.text ?? '') === body) return policyState(manager, cycleId, actor.userId ?? 0);
    const version = (previous?.version ?? 0) + 1;
    await manager.save(
      Object.assign(new ConflictPolicyRow(), { cycleId, version, text: body, writtenBy: actor.userId, writtenAt: new Date() }),
    );
    await audit.record(
      actor,
      { action: 'conflict-policy.save', targetType: cycle.kind, detail: `cycle ${cycleId} version ${version}` },
      manager,
    );
    return policyState(manager, cycleId, actor.userId ?? 0);
  });
}

/** The signed-in staff member accepts the cycle's current version (idempotent; audited once). */
export function acceptPolicy(
  db: DataSource,
  audit: AuditService,
  cycleId: number,
  actor: AuditActor & { userId: number },
): Promise<PolicyState> {
  return db.transaction(async (manager) => {
    const state = await policyState(manager, cycleId, actor.userId);
    if (!state) throw notFound(conflictMessages.noPolicy);
    if (state.acceptedAt) return state;
    const acceptedAt = new Date();
    await manager.save(
      Object.assign(new ConflictPolicyAcceptanceRow(), { cycleId, version: state.version, userId: actor.userId, acceptedAt }),
    );
    const cycle = await manager.getRepository(ProgramCycle).findOneBy({ id: cycleId });
    await audit.record(
      actor,
      { action: 'conflict-policy.accept', targetType: cycle?.kind, detail: `cycle ${cycleId} version ${state.version}` },
      manager,
    );
    return { ...state, acceptedAt };
  });
}
