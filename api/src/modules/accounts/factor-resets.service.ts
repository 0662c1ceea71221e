import { In, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import { conflict, forbidden, notFound, parseId, validationError } from '../../domain/errors.js';
import { AuditLogEntry } from '../audit/audit-log.entity.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { TypeormSessionStore } from './session.store.js';
import { User } from './user.entity.js';
import { resetApprovedMail, resetRequestedMail, resetWaitingMail } from './factor-mail.js';
import { FactorResetRequest, removeAllFactors } from './second-factor.entity.js';

/** A request not approved within a day lapses: a reset is for a lost phone now, not for later. */
export const RESET_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

export const OWN_RESET_REFUSED = 'You cannot reset your own sign-in factors. Ask another admin, or use Security to change them.';
export const SAME_ADMIN_REFUSED = 'A second admin must approve this reset: you asked for it.';
/**
 * An admin whose role the requester changed this recently is not a second person: one admin could
 * register another account, make it admin and approve with it (issue 36, low 7).
 */
export const ROLE_GIVEN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const ROLE_GIVEN_BY_ASKER_REFUSED =
  'A different admin must approve this reset: the admin who asked for it changed your role in the last 7 days.';
export const NO_PENDING_RESET = 'This reset request is no longer waiting. Reload the page.';

/** A pending request as the privileges page shows it. */
export interface PendingReset {
  id: number;
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>;
  requestedBy: Pick<User, 'id' | 'firstName' | 'lastName'> | null;
  requestedAt: Date;
}

/**
 * A lost factor is reset by two people (issue 23): one admin asks, a different admin approves;
 * nobody resets their own. Approval deletes the user's authenticator app, passkeys and recovery
 * codes and ends their sessions; they enrol again at the next sign-in. Every step is audited and
 * mailed. The operator's `admin:create -- --reset-factors` does it alone for a single-admin office.
 */
export class FactorResetsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly sessions: TypeormSessionStore,
    /** The organisation's time zone, for the times the notices give. */
    private readonly timeZone: string,
    private readonly now: () => number = Date.now,
  ) {}

  private live(manager: EntityManager = this.db.manager) {
    return manager
      .getRepository(FactorResetRequest)
      .createQueryBuilder('r')
      .where('r.status = :status', { status: 'pending' })
      .andWhere('r.requested_at > :since', { since: new Date(this.now() - RESET_REQUEST_TTL_MS) });
  }

  async pending(): Promise<PendingReset[]> {
    const rows = await this.live().orderBy('r.requested_at', 'ASC').getMany();
    const ids = [...new Set(rows.flatMap((r) => [r.userId, r.requestedBy]))];
    const users = ids.length ? await this.db.getRepository(User).findBy({ id: In(ids) }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.flatMap((r) => {
      const user = byId.get(r.userId);
      if (!user) return [];
      const by = byId.get(r.requestedBy);
      return [
        {
          id: r.id,
          user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
          requestedBy: by ? { id: by.id, firstName: by.firstName, lastName: by.lastName } : null,
          requestedAt: r.requestedAt,
        },
      ];
    });
  }

  /** The first admin asks. Asking again for the same user answers the request already waiting. */
  async request(admin: User, rawUserId: unknown, actor: AuditActor): Promise<number> {
    const userId = parseId(rawUserId);
    if (userId === null) throw validationError('Choose a user.');
    if (userId === admin.id) throw forbidden(OWN_RESET_REFUSED);
    const at = new Date(this.now());
    return this.db.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ id: userId });
      if (!user) throw notFound('This user no longer exists. Reload the page.');
      const waiting = await this.live(manager).andWhere('r.user_id = :userId', { userId }).getOne();
      if (waiting) return waiting.id;
      const saved = await manager
        .getRepository(FactorResetRequest)
        .save({ userId, requestedBy: admin.id, requestedAt: at, status: 'pending', decidedBy: null, decidedAt: null });
      await this.audit.record(actor, { action: 'mfa.reset_requested', targetType: 'user', targetId: userId }, manager);
      await enqueueMail(manager, { kind: 'factor-reset-requested', ...resetRequestedMail(user, at, this.timeZone) });
      const approvers = await manager.getRepository(User).findBy({ role: 'admin', id: Not(In([admin.id, userId])) });
      if (approvers.length)
        await enqueueMail(manager, {
          kind: 'factor-reset-requested',
          ...resetWaitingMail(
            approvers.map((a) => a.email),
            at,
            this.timeZone,
          ),
        });
      return saved.id;
    });
  }

  private async waiting(manager: EntityManager, rawId: unknown): Promise<FactorResetRequest> {
    const id = parseId(rawId);
    const row = id === null ? null : await this.live(manager).andWhere('r.request_id = :id', { id }).getOne();
    if (!row) throw conflict(NO_PENDING_RESET);
    return row;
  }

  /** A different admin approves: the factors go, the user's sessions end, they enrol at the next sign-in. */
  async approve(admin: User, rawId: unknown, actor: AuditActor): Promise<void> {
    const at = new Date(this.now());
    const userId = await this.db.transaction(async (manager) => {
      const row = await this.waiting(manager, rawId);
      if (row.userId === admin.id) throw forbidden(OWN_RESET_REFUSED);
      if (row.requestedBy === admin.id) throw forbidden(SAME_ADMIN_REFUSED);
      if (await this.roleGivenBy(manager, row.requestedBy, admin.id)) throw forbidden(ROLE_GIVEN_BY_ASKER_REFUSED);
      const claimed = await manager
        .getRepository(FactorResetRequest)
        .update({ id: row.id, status: 'pending' }, { status: 'approved', decidedBy: admin.id, decidedAt: at });
      if (!claimed.affected) throw conflict(NO_PENDING_RESET);
      await this.resetIn(manager, row.userId, actor, `approved request ${row.id}, asked by user ${row.requestedBy}`, at);
      return row.userId;
    });
    await this.sessions.destroyForUser(userId);
  }

  /** Whether `asker` changed `approver`'s role within ROLE_GIVEN_WINDOW_MS (the audit log holds every change). */
  private async roleGivenBy(manager: EntityManager, asker: number, approver: number): Promise<boolean> {
    const since = new Date(this.now() - ROLE_GIVEN_WINDOW_MS);
    const changes = await manager.getRepository(AuditLogEntry).countBy({
      action: 'user.role_changed',
      targetType: 'user',
      targetId: String(approver),
      actorUserId: asker,
      at: MoreThan(since),
    });
    return changes > 0;
  }

  async cancel(rawId: unknown, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await this.waiting(manager, rawId);
      await manager
        .getRepository(FactorResetRequest)
        .update({ id: row.id }, { status: 'cancelled', decidedBy: actor.userId, decidedAt: new Date(this.now()) });
      await this.audit.record(actor, { action: 'mfa.reset_cancelled', targetType: 'user', targetId: row.userId }, manager);
    });
  }

  /** The operator's reset (`npm run admin:create -- --reset-factors EMAIL`): no console, no second admin. */
  async operatorReset(email: string): Promise<User | null> {
    const user = await this.db.getRepository(User).findOneBy({ emailNormalized: email.trim().toLowerCase() });
    if (!user) return null;
    await this.db.transaction((manager) =>
      this.resetIn(manager, user.id, { userId: null, ip: null }, 'admin:create --reset-factors', new Date(this.now())),
    );
    await this.sessions.destroyForUser(user.id);
    return user;
  }

  private async resetIn(manager: EntityManager, userId: number, actor: AuditActor, detail: string, at: Date): Promise<void> {
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound('This user no longer exists. Reload the page.');
    await removeAllFactors(manager, userId);
    await this.audit.record(actor, { action: 'mfa.reset_approved', targetType: 'user', targetId: userId, detail }, manager);
    await enqueueMail(manager, { kind: 'factor-reset-approved', ...resetApprovedMail(user, at, this.timeZone) });
  }
}
