import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../auth/session-settings.js';
import type { User } from './user.entity.js';

/** Starts the user's session. Passport 0.7 regenerates the session id first (no fixation). */
export function startSession(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error: unknown) => (error ? reject(error) : resolve())));
}

/** Ends the session: the row is deleted from the store and the cookie cleared. */
export function endSession(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logout((logoutError: unknown) => {
      if (logoutError) return reject(logoutError);
      req.session.destroy((destroyError: unknown) => {
        if (destroyError) return reject(destroyError);
        res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
        resolve();
      });
    });
  });
}
