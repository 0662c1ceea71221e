import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { loginSchema, normalizeEmail, registrationSchema, roleChoiceSchema } from '../../domain/accounts.js';
import {
  conflict,
  DomainError,
  fieldErrorsFromIssues,
  notFound,
  parseId,
  unauthenticated,
  validationError,
} from '../../domain/errors.js';
import { messages } from '../../domain/messages.js';
import type { StaffRole } from '../../domain/roles.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { TypeormSessionStore } from './session.store.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import type { KnownDevices } from './known-devices.js';
import { alreadyRegisteredMail, privilegesConfirmedMail, registrationWaitingMail } from './account-mail.js';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.js';
import { User } from './user.entity.js';
import { FactorResetRequest, removeAllFactors } from './second-factor.entity.js';

/** A correct password for an account that waits for a role: spec §8 answers 403 'Invalid privileges'. */
export class PendingPrivilegesError extends DomainError {
  constructor() {
    super('FORBIDDEN', messages.invalidPrivileges);
  }
}

export const SELF_DELETE_REFUSED = 'You cannot delete your own account. Ask another admin to do it.';
export const SELF_ROLE_CHANGE_REFUSED = 'You cannot change your own role. Ask another admin to do it.';
export const LAST_ADMIN_REFUSED = 'The last admin cannot be removed. Make someone else an admin first.';
export const USER_NOT_FOUND = 'This user no longer exists. Reload the page.';

/** Higher reaches further; a change to a lower rank is a demotion and ends the user's sessions. */
const RANK: Record<StaffRole, number> = { admin: 3, employee: 2, volunteer: 1 };

function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string } | undefined;
  return driverError?.code === 'ER_DUP_ENTRY' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Staff accounts: registration, sign-in checks, the users list, role changes and deletion.
 * REST routes and GraphQL resolvers both call these methods; the rules live here once.
 */
export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly sessions: TypeormSessionStore,
    private readonly limits: RateLimits,
    private readonly devices: KnownDevices,
    /** The site's address (PUBLIC_URL), for the sign-in link in the role confirmation. */
    private readonly publicUrl: string,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ emailNormalized: normalizeEmail(email) });
  }

  /** Every staff user, those waiting for a role first, then by name. */
  async list(): Promise<User[]> {
    const users = await this.db.getRepository(User).find({ order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' } });
    return [...users.filter((u) => u.role === null), ...users.filter((u) => u.role !== null)];
  }

  /**
   * A new registration waits without a role. An e-mail that already has an account gets the
   * same answer (and a note in its inbox), so the form never reveals who is registered.
   */
  async register(input: unknown, actor: AuditActor): Promise<void> {
    const parsed = registrationSchema.safeParse(input);
    if (!parsed.success) throw validationError(messages.registrationFailure, fieldErrorsFromIssues(parsed.error.issues));
    await this.limits.registrationPerIp.hit(actor.ip ?? 'unknown');
    const form = parsed.data;
    const passwordHash = await hashPassword(form.password);
    const existing = await this.findByEmail(form.email);
    if (existing) {
      await this.db.transaction(async (manager) => {
        await this.audit.record(actor, { action: 'user.register_existing', targetType: 'user', targetId: existing.id }, manager);
        await enqueueMail(manager, { kind: 'account-already-registered', ...alreadyRegisteredMail(existing) });
      });
      return;
    }
    try {
      await this.db.transaction(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            emailNormalized: normalizeEmail(form.email),
            passwordHash,
            role: null,
          }),
        );
        await this.audit.record(actor, { action: 'user.registered', targetType: 'user', targetId: user.id }, manager);
        const admins = await manager.getRepository(User).findBy({ role: 'admin' });
        if (admins.length)
          await enqueueMail(manager, {
            kind: 'registration-waiting',
            ...registrationWaitingMail(
              admins.map((a) => a.email),
              user,
            ),
          });
      });
    } catch (error) {
      if (isDuplicateKey(error)) return; // a double submit raced us; the first one counts
      throw error;
    }
  }

  /**
   * Checks an e-mail and password (passport-local's verify, and GraphQL's login). Wrong
   * credentials are 401; a right password on an account without a role is PendingPrivilegesError.
   * Wrong passwords count per account from unknown browsers and per browser from the account's
   * known ones (`deviceToken`, see known-devices.ts), so a stranger's guesses never lock the
   * owner's own browser out.
   */
  async authenticate(input: unknown, actor: AuditActor, deviceToken?: string): Promise<User> {
    const parsed = loginSchema.safeParse(input);
    if (!parsed.success) throw validationError(messages.loginFailure, fieldErrorsFromIssues(parsed.error.issues));
    const account = normalizeEmail(parsed.data.email);
    await this.limits.loginPerIp.hit(actor.ip ?? 'unknown');
    const user = await this.db.getRepository(User).findOneBy({ emailNormalized: account });
    const device = this.devices.recognise(deviceToken, user?.id);
    const failures = device
      ? { limit: this.limits.loginFailuresPerDevice, key: device }
      : { limit: this.limits.loginFailuresPerAccount, key: account };
    await failures.limit.check(failures.key);
    if (!(await verifyPassword(user?.passwordHash, parsed.data.password)) || !user) {
      await failures.limit.hit(failures.key).catch(() => undefined);
      await this.audit.record(actor, { action: 'auth.login_failed', targetType: 'user', targetId: user?.id });
      throw unauthenticated(messages.loginFailure);
    }
    await failures.limit.reset(failures.key);
    if (user.role === null) {
      await this.audit.record(actor, { action: 'auth.login_refused_pending', targetType: 'user', targetId: user.id });
      throw new PendingPrivilegesError();
    }
    if (needsRehash(user.passwordHash)) {
      user.passwordHash = await hashPassword(parsed.data.password);
      await this.db.getRepository(User).update({ id: user.id }, { passwordHash: user.passwordHash });
    }
    await this.audit.record({ ...actor, userId: user.id }, { action: 'auth.login', targetType: 'user', targetId: user.id });
    return user;
  }

  /** True when the browser's device cookie says this user has signed in on it before. */
  knowsDevice(deviceToken: string | undefined, userId: number): boolean {
    return this.devices.recognise(deviceToken, userId) !== null;
  }

  /** A token that marks the browser as one this user has signed in on. */
  rememberDevice(user: User): string {
    return this.devices.issue(user.id);
  }

  /** After a completed password reset: the account's lock against unknown browsers is lifted. */
  async clearLoginLock(email: string): Promise<void> {
    await this.limits.loginFailuresPerAccount.reset(normalizeEmail(email));
  }

  async recordLogout(actor: AuditActor): Promise<void> {
    if (actor.userId !== null) {
      await this.audit.record(actor, { action: 'auth.logout', targetType: 'user', targetId: actor.userId });
    }
  }

  /** Counts admins inside a transaction; on MySQL the rows are locked so two demotions cannot race. */
  private async adminCount(manager: EntityManager): Promise<number> {
    const query = manager.getRepository(User).createQueryBuilder('u').where('u.role = :role', { role: 'admin' });
    const type = manager.connection.options.type;
    if (type === 'mysql' || type === 'mariadb') query.setLock('pessimistic_write');
    return (await query.getMany()).length;
  }

  /** The privileges page's SAVE: gives a user a role. The first role ever given is e-mailed. */
  async setRole(admin: User, input: unknown, actor: AuditActor): Promise<User> {
    const parsed = roleChoiceSchema.safeParse(input);
    if (!parsed.success) throw validationError('Choose a user and a role.', fieldErrorsFromIssues(parsed.error.issues));
    const { id, choice } = parsed.data;
    if (id === admin.id && choice !== admin.role) throw conflict(SELF_ROLE_CHANGE_REFUSED);
    const { user, previous } = await this.db.transaction(async (manager) => {
      const target = await manager.getRepository(User).findOneBy({ id });
      if (!target) throw notFound(USER_NOT_FOUND);
      const before = target.role;
      if (before === choice) return { user: target, previous: before };
      if (before === 'admin' && (await this.adminCount(manager)) <= 1) throw conflict(LAST_ADMIN_REFUSED);
      await manager.getRepository(User).update({ id }, { role: choice });
      target.role = choice;
      await this.audit.record(
        actor,
        { action: 'user.role_changed', targetType: 'user', targetId: id, detail: `${before ?? 'none'} -> ${choice}` },
        manager,
      );
      if (before === null)
        await enqueueMail(manager, { kind: 'privileges-confirmed', ...privilegesConfirmedMail(target, choice, this.publicUrl) });
      return { user: target, previous: before };
    });
    if (previous === choice) return user;
    if (previous !== null && RANK[choice] < RANK[previous]) await this.signOutEverywhere(id);
    return user;
  }

  /** The privileges page's DELETE. Nobody deletes themselves; the last admin stays. */
  async delete(admin: User, rawId: unknown, actor: AuditActor): Promise<void> {
    const id = parseId(rawId);
    if (id === null) throw validationError('Choose a user to delete.');
    if (id === admin.id) throw conflict(SELF_DELETE_REFUSED);
    await this.db.transaction(async (manager) => {
      const target = await manager.getRepository(User).findOneBy({ id });
      if (!target) throw notFound(USER_NOT_FOUND);
      if (target.role === 'admin' && (await this.adminCount(manager)) <= 1) throw conflict(LAST_ADMIN_REFUSED);
      await manager.getRepository(User).delete({ id });
      // Their sealed authenticator secret, passkeys and recovery codes go with the account, and a
      // reset still waiting for them is closed: nothing of a deleted sign-in is kept.
      await removeAllFactors(manager, id);
      await manager
        .getRepository(FactorResetRequest)
        .update({ userId: id, status: 'pending' }, { status: 'cancelled', decidedBy: admin.id, decidedAt: new Date() });
      await this.audit.record(
        actor,
        { action: 'user.deleted', targetType: 'user', targetId: id, detail: `role ${target.role ?? 'none'}` },
        manager,
      );
    });
    await this.signOutEverywhere(id);
  }

  /** Sets a new password (reset flow, admin:create); callers then end the user's sessions. */
  async changePassword(userId: number, password: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { passwordHash: await hashPassword(password) });
  }

  /** Signs a user out of every browser: after a password reset, a demotion or a deletion. */
  signOutEverywhere(userId: number): Promise<void> {
    return this.sessions.destroyForUser(userId);
  }
}
