import session from 'express-session';
import { LessThan, type DataSource } from 'typeorm';
import { SessionRecord } from './session.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session store over TypeORM. Sessions live in the database so several app
 * instances behind a load balancer share them; no sticky sessions needed.
 */
export class TypeormSessionStore extends session.Store {
  private lastSweep = 0;

  constructor(private readonly db: DataSource) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
  }

  private userId(sess: session.SessionData): number | null {
    const user = (sess as { passport?: { user?: unknown } }).passport?.user;
    return typeof user === 'number' ? user : null;
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .getRepository(SessionRecord)
      .findOneBy({ sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        callback(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const row = { sid, expiresAt: this.expiry(sess), userId: this.userId(sess), data: JSON.stringify(sess) };
    this.db
      .getRepository(SessionRecord)
      .upsert(row, ['sid'])
      .then(() => this.sweep())
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db
      .getRepository(SessionRecord)
      .update({ sid }, { expiresAt: this.expiry(sess) })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db
      .getRepository(SessionRecord)
      .delete({ sid })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Ends every session of one user: after a role change, deletion or password reset. */
  async destroyForUser(userId: number): Promise<void> {
    await this.db.getRepository(SessionRecord).delete({ userId });
  }

  /** Expired rows are removed at most once a minute, piggy-backing on writes. */
  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await this.db.getRepository(SessionRecord).delete({ expiresAt: LessThan(new Date()) });
  }
}
