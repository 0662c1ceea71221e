import { createHash } from 'node:crypto';
import type { Request } from 'express';
import session from 'express-session';
import type { DataSource } from 'typeorm';
import { User } from '../users/user.entity.js';
import { SessionRecord } from './session.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's expiry is written at most this often; between writes only the cookie rolls. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * The row key of a session id: its SHA-256. The cookie carries the id itself, so a copy of the
 * table (a backup, a leak) holds nothing a browser could present.
 */
export function sessionKey(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** Where the user read with the session waits for Passport, on the session data and then the request. */
const LOADED_USER = Symbol('loadedUser');
type WithLoadedUser = { [LOADED_USER]?: User | null };

/** The user read together with this request's session, if it was (see TypeormSessionStore.get). */
export function userLoadedWithSession(req: Request): User | null | undefined {
  return (req as WithLoadedUser)[LOADED_USER];
}

/**
 * express-session store over TypeORM. Sessions live in the database so several app
 * instances behind a load balancer share them; no sticky sessions needed.
 * A staff request costs one query here: the session and its user are read together, and the
 * expiry is written again only once a minute (the idle timeout may end a session up to a
 * minute early, never late). Expired rows are deleted by a scheduled job (api/src/jobs).
 */
export class TypeormSessionStore extends session.Store {
  private lastForget = 0;
  /** When this instance last wrote each session's expiry, by row key; pruned by the sweep. */
  private readonly written = new Map<string, number>();

  constructor(
    private readonly db: DataSource,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(this.now() + DAY_MS);
  }

  private userId(sess: session.SessionData): number | null {
    const user = (sess as { passport?: { user?: unknown } }).passport?.user;
    return typeof user === 'number' ? user : null;
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .getRepository(SessionRecord)
      .createQueryBuilder('s')
      .leftJoinAndMapOne('s.user', User, 'u', 'u.id = s.userId')
      .where('s.sid = :key', { key: sessionKey(sid) })
      .getOne()
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= this.now()) return callback(null, null);
        const data = JSON.parse(row.data) as session.SessionData;
        // Not enumerable: express-session copies only the data, createSession hands the user on.
        Object.defineProperty(data, LOADED_USER, { value: (row as { user?: User }).user ?? null });
        callback(null, data);
      })
      .catch((error: unknown) => callback(error));
  }

  override createSession(req: Request, sess: session.SessionData): session.Session & Partial<session.SessionData> {
    (req as WithLoadedUser)[LOADED_USER] = (sess as WithLoadedUser)[LOADED_USER];
    return super.createSession(req, sess);
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const key = sessionKey(sid);
    const row = { sid: key, expiresAt: this.expiry(sess), userId: this.userId(sess), data: JSON.stringify(sess) };
    this.db
      .getRepository(SessionRecord)
      .upsert(row, ['sid'])
      .then(() => {
        this.written.set(key, this.now());
        this.forgetOldWrites();
      })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const key = sessionKey(sid);
    const last = this.written.get(key);
    if (last !== undefined && this.now() - last < TOUCH_INTERVAL_MS) return void callback?.();
    this.forgetOldWrites();
    this.written.set(key, this.now());
    this.db
      .getRepository(SessionRecord)
      .update({ sid: key }, { expiresAt: this.expiry(sess) })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    const key = sessionKey(sid);
    this.written.delete(key);
    this.db
      .getRepository(SessionRecord)
      .delete({ sid: key })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Ends every session of one user: after a role change, deletion or password reset. */
  async destroyForUser(userId: number): Promise<void> {
    await this.db.getRepository(SessionRecord).delete({ userId });
  }

  /** Keeps only the writes of the last minute in memory, checking at most once a minute. */
  private forgetOldWrites(): void {
    const now = this.now();
    if (now - this.lastForget < TOUCH_INTERVAL_MS) return;
    this.lastForget = now;
    for (const [key, at] of this.written) if (now - at >= TOUCH_INTERVAL_MS) this.written.delete(key);
  }
}
