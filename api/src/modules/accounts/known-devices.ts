import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';

export const DEVICE_COOKIE = 'odf.device';
const DEVICE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * Browsers an account has signed in on. After a correct password the browser gets a signed
 * cookie; a stranger's wrong passwords lock the account only for browsers without it, so the
 * owner's own browser still gets in (docs/decisions/013). The cookie holds no secret of the
 * account: a user id, a random id and a MAC.
 */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(encryptionKey: Buffer) {
    this.key = createHash('sha256').update('odf:known-device:').update(encryptionKey).digest();
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }

  /** A new device token for a user who just signed in. */
  issue(userId: number): string {
    const body = `${userId}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The device's id when the token was issued to this user, else null. */
  recognise(token: string | undefined, userId: number | undefined): string | null {
    if (!token || userId === undefined) return null;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== String(userId)) return null;
    const body = `${parts[0]}.${parts[1]}`;
    const given = Buffer.from(parts[2]!, 'base64url');
    const expected = this.mac(body);
    return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
  }
}

/** The device cookie of a request, if any (the app reads no other cookie itself). */
export function deviceToken(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DEVICE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function rememberDevice(res: Response, token: string, secure: boolean): void {
  const options: CookieOptions = { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: DEVICE_MAX_AGE_MS };
  res.cookie(DEVICE_COOKIE, token, options);
}
