import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { type DataSource, type EntityManager } from 'typeorm';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { conflict, notFound, validationError } from '../../domain/errors.js';
import { isAuthenticatorCode, secondFactorMessages as words, type FactorMethod } from '../../domain/second-factor.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { enqueueMail } from '../mail-outbox/enqueue.js';
import { memoryCounters, type CounterStore, type RateLimits } from '../rate-limits/rate-limits.js';
import type { User } from './user.entity.js';
import { FactorEvents } from './factor-events.js';
import { checkedPasskeyName, claimPasskeyUse } from './passkey-rows.js';
import { replaceRecoveryCodes, spendRecoveryCode, unusedRecoveryCodes } from './recovery-code-rows.js';
import { factorEnrolledMail, factorRemovedMail } from './factor-mail.js';
import {
  authenticationOptions,
  registrationOptions,
  verifiedAuthentication,
  verifiedRegistration,
  type RelyingParty,
} from './passkeys.js';
import { StaffPasskey, StaffRecoveryCode, StaffTotp } from './second-factor.entity.js';
import { confirmTotpSecret, pendingTotpStep, spendTotpCode, stageTotpSecret, totpOf } from './authenticator-app-rows.js';

/** What a staff member sees of their own factors: never a secret, a key or a code. */
export interface FactorOverview {
  authenticatorApp: { addedAt: Date; lastUsedAt: Date | null } | null;
  passkeys: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
}

/** Why a factor was checked: to finish a sign-in, or to step up a signed-in session. */
export type { FactorPurpose } from './factor-events.js';
import type { FactorPurpose } from './factor-events.js';

/**
 * Staff second factors (issue 23, docs/decisions/270): authenticator apps, passkeys and recovery
 * codes. Sessions are not its business (sign-in-steps.ts is); it stores, checks, audits and
 * mails. Every factor event is audited and mailed to its owner without a code or a secret.
 */
export class SecondFactorService {
  private readonly events: FactorEvents;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly cipher: PiiCipher,
    private readonly limits: RateLimits,
    readonly relyingParty: RelyingParty,
    /** The organisation's time zone: the notices give times as staff read a clock. */
    private readonly timeZone: string,
    counters: CounterStore = memoryCounters,
    private readonly now: () => number = Date.now,
  ) {
    this.events = new FactorEvents(db, audit, timeZone, counters);
  }

  private totpOf(userId: number, manager: EntityManager = this.db.manager): Promise<StaffTotp | null> {
    return totpOf(manager, userId);
  }

  private passkeysOf(userId: number, manager: EntityManager = this.db.manager): Promise<StaffPasskey[]> {
    return manager.getRepository(StaffPasskey).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private unusedRecoveryCodes(userId: number, manager: EntityManager = this.db.manager): Promise<number> {
    return unusedRecoveryCodes(manager, userId);
  }

  /** The ways this user can give a second factor now; empty when they have none to enrol first. */
  async methods(userId: number, manager: EntityManager = this.db.manager): Promise<FactorMethod[]> {
    const [totp, passkeys, codes] = await Promise.all([
      this.totpOf(userId, manager),
      manager.getRepository(StaffPasskey).countBy({ userId }),
      this.unusedRecoveryCodes(userId, manager),
    ]);
    const methods: FactorMethod[] = [];
    if (totp?.secretSealed) methods.push('totp');
    if (passkeys > 0) methods.push('passkey');
    // Recovery codes stand in for a factor, never alone: without one the user enrols again.
    if (methods.length && codes > 0) methods.push('recovery');
    return methods;
  }

  async hasFactor(userId: number, manager: EntityManager = this.db.manager): Promise<boolean> {
    return (await this.methods(userId, manager)).length > 0;
  }

  async overview(userId: number): Promise<FactorOverview> {
    const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
      this.totpOf(userId),
      this.passkeysOf(userId),
      this.unusedRecoveryCodes(userId),
    ]);
    return {
      authenticatorApp:
        totp?.secretSealed && totp.confirmedAt ? { addedAt: totp.confirmedAt, lastUsedAt: totp.lastUsedAt } : null,
      passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
      recoveryCodesLeft,
    };
  }

  // ---- authenticator app ----

  /** A new secret waits until its first code confirms it; an app already set up keeps working meanwhile. */
  startTotp(user: User): Promise<{ secret: string; otpauthUrl: string }> {
    return stageTotpSecret(this.db.manager, this.cipher, user);
  }

  /**
   * The first code from the app confirms the set-up; it then replaces any earlier app. Answers the
   * ten recovery codes when this is the account's first factor (null otherwise).
   */
  async confirmTotp(user: User, code: string, actor: AuditActor): Promise<string[] | null> {
    const row = await this.totpOf(user.id);
    if (!row?.pendingSecretSealed) throw validationError(words.startAgain);
    const step = pendingTotpStep(row, this.cipher, code, this.now());
    if (step === null) throw validationError(words.wrongCode, { code: words.wrongCode });
    const at = new Date(this.now());
    return this.db.transaction(async (manager) => {
      const first = !(await this.hasFactor(user.id, manager));
      await confirmTotpSecret(manager, row, step, at);
      return this.enrolled(manager, user, 'totp', actor, at, first);
    });
  }

  /** Audit and mail of a new factor; the first one brings the ten recovery codes. */
  private async enrolled(
    manager: EntityManager,
    user: User,
    method: FactorMethod,
    actor: AuditActor,
    at: Date,
    first: boolean,
  ): Promise<string[] | null> {
    await this.audit.record(actor, { action: 'mfa.enrolled', targetType: 'user', targetId: user.id, detail: method }, manager);
    await enqueueMail(manager, { kind: 'second-factor-enrolled', ...factorEnrolledMail(user, method, at, this.timeZone) });
    return first ? replaceRecoveryCodes(manager, user.id, at) : null;
  }

  // ---- checking a factor ----

  /**
   * Checks an authenticator or recovery code. A right code is spent (its time step, or the
   * recovery code's row, claimed by a conditional update, so two requests cannot both use it).
   * Every code is counted against the account's hourly budget before it is looked at, so a burst
   * sent at once is held to the limit, and a right one is given back. A wrong one is audited;
   * `notifyFailure` mails the owner (the caller: once per attempt; the events: once an hour).
   */
  async checkCode(
    user: User,
    code: string,
    actor: AuditActor,
    purpose: FactorPurpose,
    options: { newBrowser: boolean; notifyFailure: boolean },
  ): Promise<FactorMethod> {
    const account = `user:${user.id}`;
    await this.limits.factorFailuresPerAccount.hit(account);
    const at = new Date(this.now());
    const method = isAuthenticatorCode(code)
      ? await this.spendTotp(user, code, at)
      : await this.spendRecoveryCode(user, code, at);
    if (!method) {
      await this.events.failed(user, actor, purpose, at, options.notifyFailure);
      throw validationError(words.wrongCode, { code: words.wrongCode });
    }
    await this.limits.factorFailuresPerAccount.refund(account);
    await this.events.used(user, method, actor, purpose, at, options.newBrowser);
    return method;
  }

  private async spendTotp(user: User, code: string, at: Date): Promise<FactorMethod | null> {
    return (await spendTotpCode(this.db.manager, this.cipher, user.id, code, at)) ? 'totp' : null;
  }

  private async spendRecoveryCode(user: User, code: string, at: Date): Promise<FactorMethod | null> {
    // Recovery codes stand in for a factor the user has; without one they enrol again.
    if (!(await this.hasFactor(user.id))) return null;
    return (await spendRecoveryCode(this.db.manager, user.id, code, at)) ? 'recovery' : null;
  }

  /** A failed passkey answer: audited, counted per account like a wrong code. */
  async passkeyFailed(user: User, actor: AuditActor, purpose: FactorPurpose, notify: boolean): Promise<never> {
    await this.limits.factorFailuresPerAccount.hit(`user:${user.id}`).catch(() => undefined);
    await this.events.failed(user, actor, purpose, new Date(this.now()), notify);
    throw validationError(words.passkeyFailed);
  }

  // ---- passkeys ----

  async passkeyRegistrationOptions(user: User) {
    return registrationOptions(this.relyingParty, user, await this.passkeysOf(user.id));
  }

  /** Stores the passkey the browser made for this challenge. The first factor brings recovery codes. */
  async registerPasskey(
    user: User,
    response: RegistrationResponseJSON,
    challenge: string,
    name: string | undefined,
    actor: AuditActor,
  ): Promise<{ passkeyId: number; recoveryCodes: string[] | null }> {
    const passkeyName = checkedPasskeyName(name ?? 'Passkey');
    const made = await verifiedRegistration(this.relyingParty, response, challenge);
    if (!made) throw validationError(words.passkeyFailed);
    const at = new Date(this.now());
    return this.db.transaction(async (manager) => {
      const first = !(await this.hasFactor(user.id, manager));
      const saved = await manager.getRepository(StaffPasskey).save(
        manager.getRepository(StaffPasskey).create({
          userId: user.id,
          ...made,
          name: passkeyName,
          createdAt: at,
          lastUsedAt: null,
        }),
      );
      const recoveryCodes = await this.enrolled(manager, user, 'passkey', actor, at, first);
      return { passkeyId: saved.id, recoveryCodes };
    });
  }

  async passkeyAuthenticationOptions(user: User) {
    const passkeys = await this.passkeysOf(user.id);
    if (!passkeys.length) throw validationError(words.noPasskey);
    return authenticationOptions(this.relyingParty, passkeys);
  }

  /** True when the browser's answer is right for one of the user's passkeys (and spends the challenge's use). */
  async checkPasskey(
    user: User,
    response: AuthenticationResponseJSON,
    challenge: string,
    actor: AuditActor,
    purpose: FactorPurpose,
    options: { newBrowser: boolean; notifyFailure: boolean },
  ): Promise<void> {
    const repo = this.db.getRepository(StaffPasskey);
    const passkey =
      typeof response?.id === 'string' ? await repo.findOneBy({ userId: user.id, credentialId: response.id }) : null;
    const count = passkey ? await verifiedAuthentication(this.relyingParty, response, challenge, passkey) : null;
    if (!passkey || count === null) return this.passkeyFailed(user, actor, purpose, options.notifyFailure);
    const at = new Date(this.now());
    // A copy of an answer already used beside this one: refused, but not a wrong answer (nothing counted).
    if (!(await claimPasskeyUse(this.db.manager, passkey, count, at))) throw validationError(words.passkeyFailed);
    await this.events.used(user, 'passkey', actor, purpose, at, options.newBrowser);
  }

  async renamePasskey(user: User, rawId: number, name: string, actor: AuditActor): Promise<void> {
    const result = await this.db
      .getRepository(StaffPasskey)
      .update({ id: rawId, userId: user.id }, { name: checkedPasskeyName(name) });
    if (!result.affected) throw notFound('This passkey no longer exists. Reload the page.');
    await this.audit.record(actor, { action: 'mfa.passkey_renamed', targetType: 'user', targetId: user.id });
  }

  /**
   * Removes one of the user's own factors. Answers true when it was the last: then the recovery
   * codes go too, and the caller ends the user's other sessions (the next sign-in enrols again).
   */
  async removeFactor(user: User, factor: { passkeyId: number } | 'totp', actor: AuditActor): Promise<boolean> {
    const at = new Date(this.now());
    const method: FactorMethod = factor === 'totp' ? 'totp' : 'passkey';
    return this.db.transaction(async (manager) => {
      const result =
        factor === 'totp'
          ? await manager.getRepository(StaffTotp).delete({ userId: user.id })
          : await manager.getRepository(StaffPasskey).delete({ id: factor.passkeyId, userId: user.id });
      if (!result.affected) throw notFound('This sign-in factor no longer exists. Reload the page.');
      const last = !(await this.hasFactor(user.id, manager));
      if (last) await manager.getRepository(StaffRecoveryCode).delete({ userId: user.id });
      await this.audit.record(
        actor,
        { action: 'mfa.removed', targetType: 'user', targetId: user.id, detail: `${method}${last ? ' (last)' : ''}` },
        manager,
      );
      await enqueueMail(manager, { kind: 'second-factor-removed', ...factorRemovedMail(user, method, at, last, this.timeZone) });
      return last;
    });
  }

  /** Ten new recovery codes replace all the old ones. */
  async regenerateRecoveryCodes(user: User, actor: AuditActor): Promise<string[]> {
    if (!(await this.hasFactor(user.id))) throw conflict(words.enrolFirst);
    const at = new Date(this.now());
    return this.db.transaction(async (manager) => {
      const codes = await replaceRecoveryCodes(manager, user.id, at);
      await this.audit.record(actor, { action: 'mfa.recovery_regenerated', targetType: 'user', targetId: user.id }, manager);
      await enqueueMail(manager, { kind: 'second-factor-enrolled', ...factorEnrolledMail(user, 'recovery', at, this.timeZone) });
      return codes;
    });
  }
}
