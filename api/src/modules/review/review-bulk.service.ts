import { In, type DataSource } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { DomainError, forbidden, notFound, validationError } from '../../domain/errors.js';
import { DECISION_MAIL_STATUSES, REVIEW_LIMITS, type MoveDetails } from '../../domain/review/index.js';
import { applicationId } from '../application-records/application-id.js';
import { applicantName, KINDS } from '../application-records/kinds.js';
import { tellAssignees, type AssignedApplication } from './assignment-mail.js';
import type { BulkChange, BulkRowOutcome } from './bulk-change.js';
import type { ReviewActor, ReviewService } from './review.service.js';

/**
 * One change made to many applications (the bulk bar): each application's move and assignment go
 * through the review service's own, so the transition table, the budget and the audit log hold
 * alike. Staff newly assigned are told once, listing every application they were given.
 */
export class ReviewBulkService {
  constructor(
    private readonly db: DataSource,
    private readonly review: ReviewService,
    /** The site's address as staff reach it: the assignment e-mail links to the console with it. */
    private readonly publicUrl: string = '',
  ) {}

  /** The checks every bulk change passes before touching anything; returns the ids and the move's details. */
  private input(ids: number[], change: BulkChange, actor: ReviewActor): { unique: number[]; details: MoveDetails } {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw validationError('Please choose at least one application.', { ids: 'Choose applications.' });
    if (unique.length > REVIEW_LIMITS.bulkIds)
      throw validationError(`Choose at most ${REVIEW_LIMITS.bulkIds} applications at once.`, { ids: 'Too many.' });
    if (!change.status && !change.assignUserIds)
      throw validationError('Please choose a status or people to assign.', { status: 'Choose a status or assignees.' });
    if (change.assignUserIds && !(actor.role === 'admin' || actor.role === 'employee'))
      throw forbidden('Only an employee or an admin can assign applications.');
    const details = this.review.parseDetails({
      reason: change.reason,
      awardCents: change.awardCents,
      paymentReference: change.paymentReference,
    });
    return { unique, details };
  }

  /**
   * Moves and/or assigns many applications in one transaction: if one is refused, nothing
   * changes and the message names it by reference. Returns how many applications changed.
   */
  async bulk(kind: ApplicationKind, ids: number[], change: BulkChange, actor: ReviewActor): Promise<number> {
    const { unique, details } = this.input(ids, change, actor);
    await this.db.transaction(async (manager) => {
      const applicants = await manager.find(KINDS[kind].entity, { where: { id: In(unique) } });
      const missing = unique.find((id) => !applicants.some((a) => a.id === id));
      if (missing !== undefined) throw notFound(`No application has id ${missing}.`);
      const assignees = change.assignUserIds ? await this.review.staffUsers(manager, change.assignUserIds) : null;
      const assigned = new Map<number, AssignedApplication[]>();
      for (const applicant of applicants) {
        if (change.status)
          await this.review.move(manager, kind, applicant, change.status, details, actor, `${applicant.reference}: `);
        if (!assignees) continue;
        for (const uid of await this.review.replaceAssignees(manager, kind, applicant.id, assignees, actor))
          assigned.set(uid, [...(assigned.get(uid) ?? []), { kind, id: applicant.id, reference: applicant.reference }]);
      }
      await tellAssignees(manager, this.publicUrl, assigned);
    });
    return unique.length;
  }

  /**
   * The same change made to each application on its own, in the order given: each one's move and
   * assignment whole or not at all, in a transaction of its own, so an approval counts against the
   * budget the ones before it left. Refusals (the table, the role, the budget, a change by someone
   * else, an unknown id) are answered per application; a wrong assignee or input refuses the batch.
   */
  async bulkEach(kind: ApplicationKind, ids: number[], change: BulkChange, actor: ReviewActor): Promise<BulkRowOutcome[]> {
    const { unique, details } = this.input(ids, change, actor);
    const assignees = change.assignUserIds ? await this.review.staffUsers(this.db.manager, change.assignUserIds) : null;
    const config = KINDS[kind];
    const outcomes: BulkRowOutcome[] = [];
    const assigned = new Map<number, AssignedApplication[]>();
    for (const id of unique) {
      const outcome: BulkRowOutcome = {
        id,
        reference: null,
        applicantName: null,
        changed: false,
        emailed: false,
        code: null,
        message: null,
      };
      let pending: [number, AssignedApplication][] | undefined;
      try {
        await this.db.transaction(async (manager) => {
          const applicant = await manager.findOneBy(config.entity, { id: applicationId(id) });
          if (!applicant) throw notFound(`No application has id ${id}.`);
          const { firstName, lastName } = applicantName(config, applicant);
          Object.assign(outcome, { reference: applicant.reference, applicantName: `${firstName} ${lastName}`.trim() });
          if (change.status) await this.review.move(manager, kind, applicant, change.status, details, actor);
          if (!assignees) return;
          const told = await this.review.replaceAssignees(manager, kind, applicant.id, assignees, actor);
          // Remembered only once the transaction commits: a refused application tells nobody.
          for (const uid of told) (pending ??= []).push([uid, { kind, id: applicant.id, reference: applicant.reference }]);
        });
        for (const [uid, application] of pending ?? []) assigned.set(uid, [...(assigned.get(uid) ?? []), application]);
        outcome.changed = true;
        outcome.emailed = Boolean(change.status && (DECISION_MAIL_STATUSES as readonly string[]).includes(change.status));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        Object.assign(outcome, { code: error.code, message: error.message });
      }
      outcomes.push(outcome);
    }
    // One e-mail to each person newly assigned, listing every application they were given.
    if (assigned.size) await this.db.transaction((manager) => tellAssignees(manager, this.publicUrl, assigned));
    return outcomes;
  }

  /** The one cycle every application of `ids` belongs to (null: the current one), or undefined when they differ. */
  async sharedCycleId(kind: ApplicationKind, ids: number[]): Promise<number | null | undefined> {
    const unique = [...new Set(ids)].slice(0, REVIEW_LIMITS.bulkIds);
    if (unique.length === 0) return undefined;
    const rows = await this.db.manager.find(KINDS[kind].entity, {
      where: { id: In(unique) },
      select: { id: true, cycleId: true },
    });
    const cycles = new Set(rows.map((r) => r.cycleId ?? null));
    return rows.length === unique.length && cycles.size === 1 ? ([...cycles][0] ?? null) : undefined;
  }
}
