import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { ApplicationKind } from '../../domain/applications/index.js';
import {
  conflictMessages,
  declarationSchema,
  policyTextSchema,
  withdrawalSchema,
  type ConflictCategory,
} from '../../domain/conflicts.js';
import {
  conflict,
  conflictPolicyRequired,
  fieldErrorsFromIssues,
  forbidden,
  notFound,
  validationError,
} from '../../domain/errors.js';
import { ONE_APPLICATION_PERMISSIONS, POLICY_PERMISSIONS, type Permission } from '../../domain/permissions.js';
import { applicantName, KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { cycleOfApplication } from '../program-cycles/program-cycle-figures.js';
import { ApplicationAssignment } from '../review/review.entity.js';
import { findApplicant } from '../review/review.service.js';
import { ConflictDeclarationRow, type ConflictPolicyRow } from './conflict.entity.js';
import { acceptPolicy, currentPolicy, policyState, savePolicy, type PolicyState } from './conflict-policy.js';

/** One application a door names. */
export interface ApplicationRef {
  kind: ApplicationKind;
  id: number;
}

/** Whether this staff member has a declaration (not withdrawn) on the application: the ledger's hook reads it too. */
export function declaredConflict(manager: EntityManager, userId: number, application: ApplicationRef): Promise<boolean> {
  return manager
    .getRepository(ConflictDeclarationRow)
    .existsBy({ userId, applicantKind: application.kind, applicantId: application.id, withdrawnAt: IsNull() });
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError('Please correct the form.', fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

/**
 * Conflicts of interest (issue 39, docs/decisions/490): each cycle's policy and who accepted it,
 * the declarations that recuse a staff member from one application, and `checkDoor`, which every
 * door about one application passes through (the REST permission middleware and the authChecker).
 */
export class ConflictsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The newest version of a cycle's policy, or null when none was written. */
  currentPolicy(cycleId: number, manager: EntityManager = this.db.manager): Promise<ConflictPolicyRow | null> {
    return currentPolicy(manager, cycleId);
  }

  policyState(cycleId: number, userId: number, manager: EntityManager = this.db.manager): Promise<PolicyState | null> {
    return policyState(manager, cycleId, userId);
  }

  /** A new version of a cycle's policy (admin): everyone accepts it again before their next action. Empty: removed. */
  savePolicy(cycleId: number, text: unknown, actor: AuditActor): Promise<PolicyState | null> {
    return savePolicy(this.db, this.audit, cycleId, parse(policyTextSchema, text), actor);
  }

  /** The signed-in staff member accepts the cycle's current version (idempotent; audited once). */
  acceptPolicy(cycleId: number, actor: AuditActor & { userId: number }): Promise<PolicyState> {
    return acceptPolicy(this.db, this.audit, cycleId, actor);
  }

  /** The cycle an application belongs to (its own, else its kind's current one), or null. */
  async cycleIdOf(
    manager: EntityManager,
    applicant: Pick<ApplicantEntity, 'cycleId'>,
    kind: ApplicationKind,
  ): Promise<number | null> {
    const found = await cycleOfApplication(manager, kind, applicant.cycleId, false);
    return found?.cycle.id ?? null;
  }

  /** Whether this staff member has a declaration (not withdrawn) on the application. */
  hasDeclared(manager: EntityManager, userId: number, application: ApplicationRef): Promise<boolean> {
    return declaredConflict(manager, userId, application);
  }

  activeDeclaration(manager: EntityManager, userId: number, application: ApplicationRef): Promise<ConflictDeclarationRow | null> {
    return manager.getRepository(ConflictDeclarationRow).findOneBy({
      userId,
      applicantKind: application.kind,
      applicantId: application.id,
      withdrawnAt: IsNull(),
    });
  }

  /** The applications this staff member is recused from, as "kind:id" (the list's "Recused"). */
  async recusedKeys(userId: number): Promise<Set<string>> {
    const rows = await this.db.getRepository(ConflictDeclarationRow).find({
      where: { userId, withdrawnAt: IsNull() },
      select: { applicantKind: true, applicantId: true },
    });
    return new Set(rows.map((r) => `${r.applicantKind}:${r.applicantId}`));
  }

  /**
   * "I have a conflict": recorded, the declarer unassigned in the same transaction, audited.
   * Declaring twice answers the first declaration.
   */
  async declare(
    application: ApplicationRef,
    input: { category: unknown; note?: unknown },
    actor: AuditActor & { userId: number },
  ): Promise<ConflictDeclarationRow> {
    const { category, note } = parse(declarationSchema, input) as { category: ConflictCategory; note: string | null };
    return this.db.transaction(async (manager) => {
      const applicant = await findApplicant(manager, application.kind, application.id);
      const existing = await this.activeDeclaration(manager, actor.userId, application);
      if (existing) return existing;
      const row = await manager.save(
        Object.assign(new ConflictDeclarationRow(), {
          applicantKind: application.kind,
          applicantId: application.id,
          cycleId: await this.cycleIdOf(manager, applicant, application.kind),
          userId: actor.userId,
          category,
          note,
          declaredAt: new Date(),
          withdrawnAt: null,
          withdrawnBy: null,
          withdrawalReason: null,
        }),
      );
      const unassigned = await manager
        .getRepository(ApplicationAssignment)
        .delete({ applicantKind: application.kind, applicantId: application.id, userId: actor.userId });
      await this.audit.record(
        actor,
        {
          action: 'conflict.declared',
          targetType: application.kind,
          targetId: application.id,
          reference: applicant.reference,
          // The category only: the note may name people and stays in the board's record.
          detail: `category ${category}${unassigned.affected ? '; unassigned' : ''}`,
        },
        manager,
      );
      return row;
    });
  }

  /** Withdraws another person's declaration (admin), with a reason; never one's own. */
  async withdraw(
    declarationId: number,
    input: { reason: unknown },
    actor: AuditActor & { userId: number },
  ): Promise<ConflictDeclarationRow> {
    const { reason } = parse(withdrawalSchema, input);
    return this.db.transaction(async (manager) => {
      const row = await manager.getRepository(ConflictDeclarationRow).findOneBy({ id: declarationId });
      if (!row || row.withdrawnAt) throw notFound(conflictMessages.notDeclared);
      if (row.userId === actor.userId) throw forbidden(conflictMessages.ownWithdrawal);
      Object.assign(row, { withdrawnAt: new Date(), withdrawnBy: actor.userId, withdrawalReason: reason });
      await manager.save(row);
      await this.audit.record(
        actor,
        {
          action: 'conflict.withdrawn',
          targetType: row.applicantKind,
          targetId: row.applicantId,
          detail: `declaration ${row.id} by user ${row.userId}`,
        },
        manager,
      );
      return row;
    });
  }

  /**
   * The one check of every door about one application: a declaration refuses it (CONFLICT), and a
   * score, note, decision or assignment needs the cycle's current policy accepted first.
   */
  async checkDoor(userId: number, permissions: readonly Permission[], applications: ApplicationRef[]): Promise<void> {
    if (applications.length === 0) return;
    const manager = this.db.manager;
    if (permissions.some((p) => ONE_APPLICATION_PERMISSIONS.has(p))) {
      const byKind = new Map<ApplicationKind, number[]>();
      for (const a of applications) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a.id]);
      for (const [kind, ids] of byKind) {
        const declared = await manager
          .getRepository(ConflictDeclarationRow)
          .existsBy({ userId, applicantKind: kind, applicantId: In(ids), withdrawnAt: IsNull() });
        if (declared) throw conflict(conflictMessages.declared);
      }
    }
    if (permissions.some((p) => POLICY_PERMISSIONS.has(p))) {
      const checked = new Set<number>();
      for (const a of applications) {
        const applicant = await manager.findOne(KINDS[a.kind].entity, {
          where: { id: a.id },
          select: { id: true, cycleId: true },
        });
        if (!applicant) continue; // the service answers NOT_FOUND
        const cycleId = await this.cycleIdOf(manager, applicant, a.kind);
        if (cycleId === null || checked.has(cycleId)) continue;
        checked.add(cycleId);
        const state = await this.policyState(cycleId, userId, manager);
        if (state && !state.acceptedAt) throw conflictPolicyRequired(conflictMessages.policyRequired);
      }
    }
  }

  /**
   * What the detail page shows before reading anything (no answer, document or SSN, not audited
   * as a read): whom the application is from, whether the viewer is recused, the cycle's policy.
   */
  async gate(application: ApplicationRef, userId: number) {
    const manager = this.db.manager;
    const applicant = await findApplicant(manager, application.kind, application.id);
    const { firstName, lastName } = applicantName(KINDS[application.kind], applicant);
    const cycleId = await this.cycleIdOf(manager, applicant, application.kind);
    return {
      ...application,
      reference: applicant.reference,
      firstName,
      lastName,
      recused: await this.hasDeclared(manager, userId, application),
      policy: cycleId === null ? null : await this.policyState(cycleId, userId, manager),
    };
  }

  /** Assigning someone who declared a conflict on the application is refused. */
  async checkAssignees(applications: ApplicationRef[], userIds: number[]): Promise<void> {
    if (applications.length === 0 || userIds.length === 0) return;
    for (const a of applications) {
      const declared = await this.db
        .getRepository(ConflictDeclarationRow)
        .existsBy({ applicantKind: a.kind, applicantId: a.id, userId: In(userIds), withdrawnAt: IsNull() });
      if (declared) throw conflict(conflictMessages.assigneeDeclared);
    }
  }
}
