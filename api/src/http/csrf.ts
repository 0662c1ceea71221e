import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { forbidden } from '../domain/errors.js';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

/** The synchronizer token of this session, made on first request. */
export function sessionCsrfToken(req: Request): string {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

/** True when the CSRF-Token header matches the session's token. */
export function csrfValid(req: Request): boolean {
  const expected = req.session?.csrfToken;
  const given = req.get('CSRF-Token');
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The one answer to a missing or wrong token, on REST and GraphQL alike. */
export const csrfRejected = () => forbidden('Invalid or missing CSRF token. Reload the page and try again.');

/** For public GraphQL mutations that change session state (register, logout), like their REST twins. */
export function assertCsrf(req: Request): void {
  if (!csrfValid(req)) throw csrfRejected();
}

export const requireCsrf: RequestHandler = (req, _res, next) => {
  if (csrfValid(req)) return next();
  next(csrfRejected());
};

export const csrfTokenRoute: RequestHandler = (req, res) => {
  res.set('Cache-Control', 'no-store').json({ csrfToken: sessionCsrfToken(req) });
};
