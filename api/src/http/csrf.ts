import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import { forbidden } from '../domain/errors.js';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

/** The cookie that pairs an anonymous visitor's CSRF token with their browser. */
export const CSRF_COOKIE = 'odf.csrf';
const ANONYMOUS_PREFIX = 'a.';
const KEY_SETTING = 'csrf key';
export const CSRF_MESSAGE = 'Invalid or missing CSRF token. Reload the page and try again.';

/** Derives the signing key of anonymous tokens from the session secret, once per app. */
export function configureCsrf(app: Express, options: { secret: string; secureCookie: boolean }): void {
  app.set(KEY_SETTING, createHmac('sha256', options.secret).update('anonymous csrf tokens').digest());
  app.set('csrf secure cookie', options.secureCookie);
}

function sign(req: Request, nonce: string): string {
  const key = req.app.get(KEY_SETTING) as Buffer | undefined;
  if (!key) throw new Error('configureCsrf was not called');
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

const NONCE = /^[A-Za-z0-9_-]{24}$/;

/** The synchronizer token of this session, made on first request. */
export function sessionCsrfToken(req: Request): string {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

/**
 * An anonymous visitor's token, stored nowhere on the server: a random nonce in a cookie, and
 * the token `a.<nonce>.<HMAC of the nonce>` (a signed double-submit token). Only a page of this
 * origin can read the token and send it back as a header with the matching cookie.
 */
function anonymousCsrfToken(req: Request, res: Response): string {
  let nonce = cookieValue(req, CSRF_COOKIE);
  if (!nonce || !NONCE.test(nonce)) {
    nonce = randomBytes(18).toString('base64url');
    res.cookie(CSRF_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.app.get('csrf secure cookie') === true,
      path: '/',
    });
  }
  return `${ANONYMOUS_PREFIX}${nonce}.${sign(req, nonce)}`;
}

function anonymousTokenValid(req: Request, given: string): boolean {
  if (!given.startsWith(ANONYMOUS_PREFIX)) return false;
  const [nonce, mac] = given.slice(ANONYMOUS_PREFIX.length).split('.');
  const cookie = cookieValue(req, CSRF_COOKIE);
  if (!nonce || !mac || !cookie || !NONCE.test(nonce) || !sameText(nonce, cookie)) return false;
  return sameText(mac, sign(req, nonce));
}

/**
 * True when the CSRF-Token header is the session's token, or, for a caller who is not signed
 * in, a valid anonymous token that matches their cookie. Signed-in staff need the session's.
 */
export function csrfValid(req: Request): boolean {
  const given = req.get('CSRF-Token');
  if (!given) return false;
  const expected = req.session?.csrfToken;
  if (expected && sameText(expected, given)) return true;
  return !req.user && anonymousTokenValid(req, given);
}

/** The one answer to a missing or wrong token, on REST and GraphQL alike. */
export const csrfRejected = () => forbidden(CSRF_MESSAGE);

/** For public GraphQL mutations that change session state (register, logout), like their REST twins. */
export function assertCsrf(req: Request): void {
  if (!csrfValid(req)) throw csrfRejected();
}

export const requireCsrf: RequestHandler = (req, _res, next) => {
  if (csrfValid(req)) return next();
  next(csrfRejected());
};

/** Signed-in staff get their session's token; anyone else a signed token that stores no session. */
export const csrfTokenRoute: RequestHandler = (req, res) => {
  const token = req.user || req.session?.csrfToken ? sessionCsrfToken(req) : anonymousCsrfToken(req, res);
  res.set('Cache-Control', 'no-store').json({ csrfToken: token });
};

/**
 * The CSRF defence of a door a plain HTML form posts to without JavaScript (the eligibility
 * check, decision 480), which cannot send the token header: the browser's own word that the post
 * comes from a page of this site. `Sec-Fetch-Site: same-origin` when the browser sends it, else
 * an `Origin` that is this host (as the request names it) or one of `origins` (PUBLIC_URL). A post
 * with neither header is refused: every browser that runs this site sends Origin on a form post.
 */
export function sameOriginPost(req: Request, origins: readonly string[] = []): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin || origin === 'null') return false;
  if (origins.includes(origin)) return true;
  try {
    const host = req.get('host');
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
