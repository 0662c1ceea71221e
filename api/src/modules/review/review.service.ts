import { In, type DataSource, type EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { conflict, fieldErrorsFromIssues, forbidden, validationError } from '../../domain/errors.js';
import {
  checkMove,
  DECISION_MAIL_STATUSES,
  moveDetailsSchema,
  noteTextSchema,
  REVIEW_LIMITS,
  type MoveDetails,
  type NoteAbout,
  type ReviewStatus,
} from '../../domain/review/index.js';
import type { StaffRole } from '../../domain/roles.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { applicationId, applicationNotFound } from '../application-records/application-id.js';
import { applicantName, KINDS, type ApplicantEntity } from '../application-records/kinds.js';
import { checkAward } from '../program-cycles/program-cycle-figures.js';
import { User } from '../accounts/user.entity.js';
import { tellAssignees } from './assignment-mail.js';
import { decisionMail } from './decision-mail.js';
import { ApplicationAssignment, ApplicationNoteRow, ReviewStatusChange } from './review.entity.js';

/** Who acts, with the role the transition table asks about. */
export interface ReviewActor extends AuditActor {
  role: StaffRole | null;
}

/** A staff move as other features see it, inside the move's transaction. */
export interface ReviewMoveEvent {
  kind: ApplicationKind;
  applicantId: number;
  from: ReviewStatus;
  to: ReviewStatus;
  at: Date;
}

/** Work another feature does in the move's transaction (e.g. closing document requests); may throw to refuse it. */
export type ReviewMoveListener = (manager: EntityManager, move: ReviewMoveEvent) => Promise<void>;

/** The applicant row of one application, or NOT_FOUND. */
export async function findApplicant(manager: EntityManager, kind: ApplicationKind, id: number): Promise<ApplicantEntity> {
  const entity = await manager.findOneBy(KINDS[kind].entity, { id: applicationId(id) });
  if (!entity) throw applicationNotFound();
  return entity;
}

/**
 * The review workflow's writes: status moves (one path for single and bulk), notes and
 * assignments (the rubric and scores are in rubric-scores.service.ts). Every write is audited in
 * the same transaction.
 */
export class ReviewService {
  private readonly moveListeners: ReviewMoveListener[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    /** The site's address as staff reach it: the assignment e-mail links to the console with it. */
    private readonly publicUrl: string = '',
  ) {}

  /**
   * Runs `listener` in every staff move's transaction. Features this one may not import (info
   * requests) react to moves this way, so no door can move a status without them.
   */
  onMove(listener: ReviewMoveListener): void {
    this.moveListeners.push(listener);
  }

  async findApplicant(kind: ApplicationKind, id: number, manager: EntityManager = this.db.manager): Promise<ApplicantEntity> {
    return findApplicant(manager, kind, id);
  }

  /** The move's details checked by the domain's schema (shared with the bulk changes). */
  parseDetails(details: MoveDetails): MoveDetails {
    const parsed = moveDetailsSchema.safeParse(details);
    if (!parsed.success)
      throw validationError('Please correct the highlighted fields.', fieldErrorsFromIssues(parsed.error.issues));
    return parsed.data;
  }

  /**
   * One move inside a transaction: checked against the table, applied only if the status is
   * still the one read, recorded in the history and the audit log. Throws on any refusal. Every
   * door's move comes here (single, within another feature's transaction, bulk).
   */
  async move(
    manager: EntityManager,
    kind: ApplicationKind,
    applicant: ApplicantEntity,
    to: ReviewStatus,
    details: MoveDetails,
    actor: ReviewActor,
    prefix = '',
    overrideBudget = false,
  ): Promise<void> {
    const from = applicant.reviewStatus;
    const verdict = checkMove(from, to, actor.role, details);
    if (!verdict.ok) {
      const { refusal } = verdict;
      const message = prefix + refusal.message;
      if (refusal.kind === 'role') throw forbidden(message);
      if (refusal.kind === 'needs') throw validationError(message, refusal.fields);
      throw conflict(message);
    }
    // An award counts against its cycle's budget and number of awards (docs/decisions/180).
    if (to === 'APPROVED')
      await checkAward(
        manager,
        this.audit,
        { kind, id: applicant.id, cycleId: applicant.cycleId },
        details.awardCents!,
        overrideBudget,
        actor,
      );
    const now = new Date();
    const changes: Partial<ApplicantEntity> = { reviewStatus: to };
    if (to === 'APPROVED') Object.assign(changes, { awardCents: details.awardCents, paymentReference: null, paidAt: null });
    if (to === 'PAID') Object.assign(changes, { paymentReference: details.paymentReference!.trim(), paidAt: now });
    if (from === 'APPROVED' && to === 'IN_REVIEW') Object.assign(changes, { awardCents: null });
    const result = await manager.update(KINDS[kind].entity, { id: applicant.id, reviewStatus: from }, changes);
    if (!result.affected) throw conflict(`${prefix}This application was changed by someone else. Reload it and try again.`);
    const reason = details.reason?.trim() || null;
    await manager.insert(ReviewStatusChange, {
      applicantKind: kind,
      applicantId: applicant.id,
      fromStatus: from,
      toStatus: to,
      actorUserId: actor.userId,
      reason,
      at: now,
    });
    await this.audit.record(
      actor,
      { action: 'review.status', targetType: kind, targetId: applicant.id, detail: `${from}->${to}` },
      manager,
    );
    for (const listener of this.moveListeners) await listener(manager, { kind, applicantId: applicant.id, from, to, at: now });
    // Queued in the move's transaction: a rolled-back move never e-mails anyone.
    if ((DECISION_MAIL_STATUSES as readonly string[]).includes(to)) {
      const { email, firstName } = applicantName(KINDS[kind], applicant);
      const status = to as Parameters<typeof decisionMail>[1];
      const awardCents = to === 'APPROVED' ? (details.awardCents ?? null) : null;
      await enqueueMail(manager, {
        kind: 'review-decision',
        ...decisionMail(kind, status, { email, firstName, awardCents }, applicant.reference, applicant.locale),
      });
    }
  }

  /**
   * One move inside the caller's transaction, checked by the same table (a request for more
   * information moves to NEEDS_INFO this way). These moves e-mail no decision.
   */
  async moveWithin(
    manager: EntityManager,
    kind: ApplicationKind,
    applicant: ApplicantEntity,
    to: 'IN_REVIEW' | 'NEEDS_INFO',
    details: MoveDetails,
    actor: ReviewActor,
  ): Promise<void> {
    await this.move(manager, kind, applicant, to, this.parseDetails(details), actor);
    applicant.reviewStatus = to;
  }

  /** One move; `overrideBudget` lets an admin approve beyond the cycle's budget (audited). */
  async setStatus(
    kind: ApplicationKind,
    id: number,
    to: ReviewStatus,
    details: MoveDetails,
    actor: ReviewActor,
    overrideBudget = false,
  ): Promise<void> {
    const clean = this.parseDetails(details);
    await this.db.transaction(async (manager) => {
      const applicant = await this.findApplicant(kind, id, manager);
      await this.move(manager, kind, applicant, to, clean, actor, '', overrideBudget);
    });
  }

  async addNote(
    kind: ApplicationKind,
    id: number,
    text: unknown,
    actor: ReviewActor,
    about: NoteAbout = 'applicant',
  ): Promise<ApplicationNoteRow> {
    const parsed = noteTextSchema.safeParse(text);
    if (!parsed.success) throw validationError(parsed.error.issues[0]!.message, { text: parsed.error.issues[0]!.message });
    return this.db.transaction(async (manager) => {
      await this.findApplicant(kind, id, manager);
      const row = manager.create(ApplicationNoteRow, {
        applicantKind: kind,
        applicantId: id,
        authorUserId: actor.userId,
        text: parsed.data,
        about,
        createdAt: new Date(),
      });
      await manager.save(row);
      await this.audit.record(
        actor,
        { action: 'review.note', targetType: kind, targetId: id, detail: `note ${row.id} (${about})` },
        manager,
      );
      return row;
    });
  }

  /** The staff users behind the ids, or a refusal naming the first that is not one. */
  async staffUsers(manager: EntityManager, userIds: number[]): Promise<number[]> {
    const unique = [...new Set(userIds)];
    if (unique.length > REVIEW_LIMITS.assignees)
      throw validationError(`Assign at most ${REVIEW_LIMITS.assignees} people.`, { userIds: 'Too many people.' });
    if (unique.length === 0) return [];
    const users = await manager.find(User, { where: { id: In(unique) } });
    const missing = unique.find((uid) => !users.some((u) => u.id === uid && u.role));
    if (missing !== undefined)
      throw validationError('Applications can be assigned to staff members only.', {
        userIds: `No staff member has id ${missing}.`,
      });
    return unique;
  }

  /**
   * Replaces the assignees of one application; returns who was not assigned before (and is not
   * the one assigning), the people to tell.
   */
  async replaceAssignees(
    manager: EntityManager,
    kind: ApplicationKind,
    applicantId: number,
    userIds: number[],
    actor: ReviewActor,
  ): Promise<number[]> {
    const before = await manager.findBy(ApplicationAssignment, { applicantKind: kind, applicantId });
    await manager.delete(ApplicationAssignment, { applicantKind: kind, applicantId });
    if (userIds.length > 0) {
      const assignedAt = new Date();
      await manager.insert(
        ApplicationAssignment,
        userIds.map((userId) => ({ applicantKind: kind, applicantId, userId, assignedBy: actor.userId, assignedAt })),
      );
    }
    await this.audit.record(
      actor,
      { action: 'review.assign', targetType: kind, targetId: applicantId, detail: `users ${userIds.join(',') || 'none'}` },
      manager,
    );
    const had = new Set(before.map((a) => Number(a.userId)));
    return userIds.filter((uid) => !had.has(uid) && uid !== actor.userId);
  }

  /** Sets who an application is assigned to (the whole list; an empty list unassigns). */
  async assign(kind: ApplicationKind, id: number, userIds: number[], actor: ReviewActor): Promise<void> {
    await this.db.transaction(async (manager) => {
      const applicant = await this.findApplicant(kind, id, manager);
      const added = await this.replaceAssignees(manager, kind, id, await this.staffUsers(manager, userIds), actor);
      const application = { kind, id, reference: applicant.reference };
      await tellAssignees(manager, this.publicUrl, new Map(added.map((uid) => [uid, [application]])));
    });
  }
}
