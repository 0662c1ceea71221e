import { createHash } from 'node:crypto';
import type { Request } from 'express';
import session from 'express-session';
import { Not, type DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { readRows } from '../../../../db/prepared-reads.js';
import { BoundedCache } from '../../http/bounded-cache.js';
import { User } from './user.entity.js';
import { SessionRecord } from './session.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's expiry is written at most this often; between writes only the cookie rolls. */
export const TOUCH_INTERVAL_MS = 60_000;
/**
 * At most this many sessions' last writes are remembered: past it, the one written longest ago
 * is forgotten, and its next request writes its expiry once more (a row update, nothing lost).
 */
const WRITES_REMEMBERED = 10_000;

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

interface SessionWithUserQuery {
  sql: string;
  hydrate(row: Record<string, unknown>): { expiresAt: Date; data: string; user: User | null };
}

/**
 * The session row and its user in one plain statement, read straight into a User as TypeORM
 * would hydrate it (every column, through the driver's own conversions). Built from the entity
 * metadata, so a column added to User is read too. No query builder per request: this runs on
 * every signed-in request.
 */
function sessionWithUserQuery(db: DataSource): SessionWithUserQuery {
  const q = (name: string) => db.driver.escape(name);
  const sessions = db.getMetadata(SessionRecord);
  const users = db.getMetadata(User);
  const sessionColumn = (property: string) => sessions.findColumnWithPropertyName(property)!;
  const [expires, data, userId] = ['expiresAt', 'data', 'userId'].map(sessionColumn) as [
    ColumnMetadata,
    ColumnMetadata,
    ColumnMetadata,
  ];
  const sid = sessionColumn('sid');
  const userKey = users.primaryColumns[0]!;
  const userColumns = users.columns.map((column, i) => ({ column, alias: `u${i}` }));
  const sql =
    `SELECT s.${q(expires.databaseName)} AS ${q('expiresAt')}, s.${q(data.databaseName)} AS ${q('data')}, ` +
    userColumns.map(({ column, alias }) => `u.${q(column.databaseName)} AS ${q(alias)}`).join(', ') +
    ` FROM ${q(sessions.tableName)} s LEFT JOIN ${q(users.tableName)} u ON u.${q(userKey.databaseName)} = s.${q(userId.databaseName)}` +
    ` WHERE s.${q(sid.databaseName)} = ?`;
  const keyAlias = userColumns.find((c) => c.column === userKey)!.alias;
  return {
    sql,
    hydrate(row) {
      let user: User | null = null;
      if (row[keyAlias] !== null && row[keyAlias] !== undefined) {
        user = users.create() as User;
        for (const { column, alias } of userColumns)
          column.setEntityValue(user, db.driver.prepareHydratedValue(row[alias], column));
      }
      return {
        expiresAt: db.driver.prepareHydratedValue(row.expiresAt, expires) as Date,
        data: db.driver.prepareHydratedValue(row.data, data) as string,
        user,
      };
    },
  };
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
  /** When this instance last wrote each session's expiry, by row key; pruned by the sweep, and bounded. */
  private readonly written = new BoundedCache<string, number>(WRITES_REMEMBERED);
  /** The one statement a request's session costs, built on first use. */
  private read?: SessionWithUserQuery;

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

  /** The session's user, signed in or half signed in (password given, factor to come), so both end together. */
  private userId(sess: session.SessionData): number | null {
    const user = (sess as { passport?: { user?: unknown } }).passport?.user;
    if (typeof user === 'number') return user;
    const half = (sess as { secondFactor?: { userId?: unknown } }).secondFactor?.userId;
    return typeof half === 'number' ? half : null;
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const read = (this.read ??= sessionWithUserQuery(this.db));
    readRows(this.db, read.sql, [sessionKey(sid)])
      .then((rows) => {
        const row = rows[0];
        if (!row) return callback(null, null);
        const { expiresAt, data, user } = read.hydrate(row);
        if (expiresAt.getTime() <= this.now()) return callback(null, null);
        const parsed = JSON.parse(data) as session.SessionData;
        // Not enumerable: express-session copies only the data, createSession hands the user on.
        Object.defineProperty(parsed, LOADED_USER, { value: user });
        callback(null, parsed);
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

  /** Ends every session of one user but the one given (its id): after they remove their last factor. */
  async destroyOthersForUser(userId: number, keepSid: string): Promise<void> {
    await this.db.getRepository(SessionRecord).delete({ userId, sid: Not(sessionKey(keepSid)) });
  }

  /** Keeps only the writes of the last minute in memory, checking at most once a minute. */
  private forgetOldWrites(): void {
    const now = this.now();
    if (now - this.lastForget < TOUCH_INTERVAL_MS) return;
    this.lastForget = now;
    for (const [key, at] of this.written) if (now - at >= TOUCH_INTERVAL_MS) this.written.delete(key);
  }
}
