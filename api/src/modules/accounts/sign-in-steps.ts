import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import {
  completeSignIn,
  endAfterWrongCodes,
  halfSession,
  recordStepUp,
  startHalfSession,
  type HalfSession,
} from './half-session.js';
import { requestActor } from '../../auth/request-actor.js';
import { checkPermission, NO_PERMISSION, NOT_SIGNED_IN, staffMfaRequired } from '../../auth/require-permission.js';
import { DomainError, fieldErrorsFromIssues, forbidden, unauthenticated, validationError } from '../../domain/errors.js';
import { roleMay } from '../../domain/permissions.js';
import { factorCodeSchema, MAX_WRONG_CODES, secondFactorMessages as words, type SecondStep } from '../../domain/second-factor.js';
import type { Services } from '../../services.js';
import { deviceToken, rememberDevice } from './known-devices.js';
import { sessionUser, type SessionUser } from './session-user.js';
import type { User } from './user.entity.js';
import { PendingPrivilegesError } from './users.service.js';

/** Who stands at a factor door: a half-signed-in session finishing its sign-in, or a signed-in one stepping up. */
type FactorCaller = { purpose: 'sign-in'; user: User; half: HalfSession } | { purpose: 'step-up'; user: User };

/** A passkey challenge is answered within this time. */
const CHALLENGE_MS = 5 * 60 * 1000;

function parseCode(input: unknown): string {
  const parsed = factorCodeSchema.safeParse(input);
  if (!parsed.success) throw validationError('Enter the code.', fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data.code;
}

/** The browser's WebAuthn answer: the body itself, or its `response` (beside a passkey's `name`). */
function credentialOf<T>(input: unknown): T {
  const isCredential = (value: unknown) => typeof (value as { id?: unknown } | null)?.id === 'string';
  const response = isCredential(input) ? input : (input as { response?: unknown } | null)?.response;
  if (!response || typeof response !== 'object' || typeof (response as { id?: unknown }).id !== 'string') {
    throw validationError(words.passkeyFailed);
  }
  return response as T;
}

/**
 * The session side of the second factor (issue 23): the step after the password, the factor
 * doors of a half-signed-in session, step-up of a signed-in one, and enrolment. REST routes and
 * GraphQL resolvers both call these, so the rules (five wrong codes, rotation of the session id,
 * what a half-signed-in session may reach) live here once.
 */
export class SignInSteps {
  constructor(private readonly services: Services) {}

  private get factors() {
    return this.services.accounts.secondFactors;
  }

  /**
   * After a right password and a role: signed in at once with STAFF_MFA=off; otherwise a half
   * session that must verify a factor, or enrol one when the account has none yet.
   */
  async afterPassword(req: Request, res: Response, user: User): Promise<SessionUser | SecondStep> {
    if (!staffMfaRequired(req)) {
      await this.signedIn(req, res, user);
      return sessionUser(user);
    }
    const methods = await this.factors.methods(user.id);
    await startHalfSession(req, user, methods.length ? 'verify' : 'enrol');
    return methods.length ? { mfa: 'verify', methods } : { mfa: 'enrol' };
  }

  private async signedIn(req: Request, res: Response, user: User): Promise<void> {
    await completeSignIn(req, user);
    rememberDevice(res, this.services.accounts.users.rememberDevice(user), this.services.infra.config.production);
  }

  /** The user of a half-signed-in session, read afresh: deleted or demoted meanwhile ends it. */
  private async halfUser(req: Request, res: Response, half: HalfSession): Promise<User> {
    const user = await this.services.accounts.users.findById(half.userId);
    if (user?.role) return user;
    await endAfterWrongCodes(req, res);
    if (user) throw new PendingPrivilegesError();
    throw unauthenticated(NOT_SIGNED_IN);
  }

  private async caller(req: Request, res: Response): Promise<FactorCaller> {
    if (req.user) {
      if (!roleMay(req.user.role, 'session:self')) throw forbidden(NO_PERMISSION);
      return { purpose: 'step-up', user: req.user };
    }
    const half = halfSession(req);
    if (!half || half.stage !== 'verify') throw unauthenticated(NOT_SIGNED_IN);
    return { purpose: 'sign-in', user: await this.halfUser(req, res, half), half };
  }

  /**
   * Who may set up a factor: a half-signed-in account that has none yet, or a signed-in user
   * who may change their factors and stepped up lately. A half session of an account that has
   * a factor cannot add one: the password alone never adds a way in.
   */
  private async enroller(req: Request, res: Response): Promise<FactorCaller> {
    if (req.user) {
      checkPermission(req, 'factors:change');
      return { purpose: 'step-up', user: req.user };
    }
    const half = halfSession(req);
    if (!half || half.stage !== 'enrol') throw unauthenticated(NOT_SIGNED_IN);
    const user = await this.halfUser(req, res, half);
    if (await this.factors.hasFactor(user.id)) throw unauthenticated(NOT_SIGNED_IN);
    return { purpose: 'sign-in', user, half };
  }

  private newBrowser(req: Request, user: User): boolean {
    return !this.services.accounts.users.knowsDevice(deviceToken(req), user.id);
  }

  /** A right factor: the half session becomes signed in (new id), or the signed-in one steps up. */
  private async passed(req: Request, res: Response, caller: FactorCaller): Promise<User> {
    if (caller.purpose === 'sign-in') await this.signedIn(req, res, caller.user);
    else recordStepUp(req);
    return caller.user;
  }

  /** A wrong factor: the fifth in a row ends the session, half or whole, and the password is asked again. */
  private async wrong(req: Request, res: Response, caller: FactorCaller, error: unknown): Promise<never> {
    if (!(error instanceof DomainError) || error.code !== 'VALIDATION') throw error;
    const failures =
      caller.purpose === 'sign-in'
        ? ++caller.half.failures
        : (req.session.factorFailures = (req.session.factorFailures ?? 0) + 1);
    if (failures < MAX_WRONG_CODES) throw error;
    await this.services.audit.record(requestActor(req), {
      action: 'mfa.session_ended',
      targetType: 'user',
      targetId: caller.user.id,
      detail: `${MAX_WRONG_CODES} wrong codes (${caller.purpose})`,
    });
    await endAfterWrongCodes(req, res);
    throw unauthenticated(words.tooManyWrongCodes);
  }

  private failureOptions(req: Request, caller: FactorCaller) {
    const earlier = caller.purpose === 'sign-in' ? caller.half.failures : (req.session.factorFailures ?? 0);
    // The owner hears of wrong codes once per attempt: the first wrong code after the password.
    return { newBrowser: this.newBrowser(req, caller.user), notifyFailure: earlier === 0 };
  }

  /** POST /api/auth/mfa/verify: an authenticator or recovery code. */
  async verifyCode(req: Request, res: Response, input: unknown): Promise<User> {
    const caller = await this.caller(req, res);
    const code = parseCode(input);
    try {
      await this.factors.checkCode(caller.user, code, requestActor(req), caller.purpose, this.failureOptions(req, caller));
    } catch (error) {
      return this.wrong(req, res, caller, error);
    }
    return this.passed(req, res, caller);
  }

  /** POST /api/auth/mfa/passkey/options: a challenge for one of the user's passkeys. */
  async passkeyOptions(req: Request, res: Response) {
    const caller = await this.caller(req, res);
    const options = await this.factors.passkeyAuthenticationOptions(caller.user);
    req.session.passkeyChallenge = { challenge: options.challenge, purpose: 'authenticate', at: Date.now() };
    return options;
  }

  private takeChallenge(req: Request, purpose: 'authenticate' | 'register'): string {
    const waiting = req.session.passkeyChallenge;
    delete req.session.passkeyChallenge;
    if (!waiting || waiting.purpose !== purpose || Date.now() - waiting.at > CHALLENGE_MS)
      throw validationError(words.passkeyFailed);
    return waiting.challenge;
  }

  /** POST /api/auth/mfa/passkey/verify: the browser's answer to the challenge. */
  async verifyPasskey(req: Request, res: Response, input: unknown): Promise<User> {
    const caller = await this.caller(req, res);
    const response = credentialOf<AuthenticationResponseJSON>(input);
    try {
      const challenge = this.takeChallenge(req, 'authenticate');
      await this.factors.checkPasskey(
        caller.user,
        response,
        challenge,
        requestActor(req),
        caller.purpose,
        this.failureOptions(req, caller),
      );
    } catch (error) {
      return this.wrong(req, res, caller, error);
    }
    return this.passed(req, res, caller);
  }

  /** POST /api/auth/mfa/totp/start: a secret to scan or type into the app. */
  async startTotp(req: Request, res: Response) {
    const { user } = await this.enroller(req, res);
    return this.factors.startTotp(user);
  }

  /** POST /api/auth/mfa/totp/confirm: the app's first code. Enrolment signs in and shows the recovery codes. */
  async confirmTotp(req: Request, res: Response, input: unknown): Promise<{ recoveryCodes: string[]; user: User }> {
    const caller = await this.enroller(req, res);
    const codes = await this.factors.confirmTotp(caller.user, parseCode(input), requestActor(req));
    return { recoveryCodes: codes ?? [], user: await this.enrolledThrough(req, res, caller) };
  }

  /** Enrolment finishes the sign-in of a half session; a signed-in user's new factor is a fresh one. */
  private async enrolledThrough(req: Request, res: Response, caller: FactorCaller): Promise<User> {
    if (caller.purpose === 'sign-in') await this.signedIn(req, res, caller.user);
    else recordStepUp(req);
    return caller.user;
  }

  /** POST /api/auth/mfa/passkey/register-options */
  async passkeyRegistrationOptions(req: Request, res: Response) {
    const { user } = await this.enroller(req, res);
    const options = await this.factors.passkeyRegistrationOptions(user);
    req.session.passkeyChallenge = { challenge: options.challenge, purpose: 'register', at: Date.now() };
    return options;
  }

  /** POST /api/auth/mfa/passkey/register `{response, name}` */
  async registerPasskey(
    req: Request,
    res: Response,
    input: unknown,
  ): Promise<{ recoveryCodes: string[]; user: User; passkeyId: number }> {
    const caller = await this.enroller(req, res);
    const response = credentialOf<RegistrationResponseJSON>(input);
    const name = (input as { name?: unknown } | null)?.name;
    const challenge = this.takeChallenge(req, 'register');
    const made = await this.factors.registerPasskey(
      caller.user,
      response,
      challenge,
      typeof name === 'string' ? name : undefined,
      requestActor(req),
    );
    return {
      recoveryCodes: made.recoveryCodes ?? [],
      user: await this.enrolledThrough(req, res, caller),
      passkeyId: made.passkeyId,
    };
  }

  /** Removing one's own factor (step-up checked by the caller's permission). The last one ends the user's other sessions. */
  async removeFactor(req: Request, factor: { passkeyId: number } | 'totp'): Promise<void> {
    const user = req.user!;
    const last = await this.factors.removeFactor(user, factor, requestActor(req));
    if (last) await this.services.accounts.sessions.destroyOthersForUser(user.id, req.sessionID);
  }
}

const instances = new WeakMap<Services, SignInSteps>();

/** The app's one SignInSteps, for its routes and resolvers alike. */
export function signInSteps(services: Services): SignInSteps {
  let steps = instances.get(services);
  if (!steps) instances.set(services, (steps = new SignInSteps(services)));
  return steps;
}
