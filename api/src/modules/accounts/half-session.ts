import type { Request, Response } from 'express';
import { HALF_SESSION_MS } from '../../domain/second-factor.js';
import { sessionCsrfToken } from '../../http/csrf.js';
import type { User } from './user.entity.js';
import { endSession, startSession } from './sign-in.js';

/** Where a half-signed-in session stands: the password was right, the second factor is to come. */
export interface HalfSession {
  userId: number;
  /** verify: give a factor; enrol: the account has none yet and sets one up. */
  stage: 'verify' | 'enrol';
  /** Wrong codes so far; the fifth ends the session. */
  failures: number;
  /** When the password was given (ms); the half session lasts HALF_SESSION_MS. */
  since: number;
}

declare module 'express-session' {
  interface SessionData {
    secondFactor?: HalfSession;
    /** When this session last verified a second factor (sign-in or step-up), in ms: step-up reads it. */
    factorVerifiedAt?: number;
    /** Wrong step-up codes of a signed-in session; the fifth signs it out. */
    factorFailures?: number;
    /** The WebAuthn challenge waiting for the browser's answer, and what it is for. */
    passkeyChallenge?: { challenge: string; purpose: 'authenticate' | 'register'; at: number };
  }
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
}

/**
 * After a right password: a new session id (no fixation) that holds only the half sign-in and
 * its CSRF token. It is not signed in: Passport has no user on it, so every permission check
 * treats it as signed out; only the factor doors read `secondFactor`.
 */
export async function startHalfSession(req: Request, user: User, stage: HalfSession['stage'], now = Date.now()): Promise<void> {
  await regenerate(req);
  req.session.secondFactor = { userId: user.id, stage, failures: 0, since: now };
  sessionCsrfToken(req);
}

/** The half sign-in of this session, unless there is none or it is older than HALF_SESSION_MS. */
export function halfSession(req: Request, now = Date.now()): HalfSession | undefined {
  const half = req.user ? undefined : req.session?.secondFactor;
  if (!half || now - half.since > HALF_SESSION_MS || now < half.since) return undefined;
  return half;
}

/**
 * The factor is verified: the user is signed in. Passport 0.7 regenerates the session id first,
 * so the id that carried the half sign-in is gone; the new session starts with the factor fresh.
 */
export async function completeSignIn(req: Request, user: User, now = Date.now()): Promise<void> {
  await startSession(req, user);
  req.session.factorVerifiedAt = now;
}

/** A step-up of a signed-in session: the sharpest actions open for the next 15 minutes. */
export function recordStepUp(req: Request, now = Date.now()): void {
  req.session.factorVerifiedAt = now;
  req.session.factorFailures = 0;
}

/** Ends a session that gave too many wrong codes (half or whole), cookie and row alike. */
export function endAfterWrongCodes(req: Request, res: Response): Promise<void> {
  return endSession(req, res);
}
