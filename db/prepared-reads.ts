import type { Database, Statement } from 'better-sqlite3';
import type { DataSource } from 'typeorm';

/** At most this many prepared statements are kept per SQLite connection (the oldest goes first). */
const STATEMENTS_KEPT = 200;

const statements = new WeakMap<Database, Map<string, Statement>>();
const listeners = new WeakMap<DataSource, Set<(sql: string) => void>>();

function prepared(connection: Database, sql: string, asArrays = false): Statement {
  let known = statements.get(connection);
  if (!known) statements.set(connection, (known = new Map()));
  const key = asArrays ? `[]${sql}` : sql;
  let statement = known.get(key);
  if (!statement) {
    statement = connection.prepare(sql);
    if (asArrays) statement.raw(true);
    known.set(key, statement);
    if (known.size > STATEMENTS_KEPT) known.delete(known.keys().next().value!);
  }
  return statement;
}

/**
 * Rows of one read statement with `?` parameters, for the requests staff make all day (their
 * session, a list page). On SQLite the statement is prepared once on TypeORM's own connection
 * and run as it is, without the query runner's per-call work; on MySQL it goes through the
 * DataSource's pool. Same connection, same transactions, same results as `db.query`.
 */
export async function readRows<T = Record<string, unknown>>(db: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const statement = sqliteStatement(db, sql, false);
  return statement ? (statement.all(...params) as T[]) : ((await db.query(sql, params)) as T[]);
}

/**
 * Like readRows, but each row is an array of its values in the order the statement selects them:
 * on SQLite no object is built per row, which is most of the cost of reading a list page's 50 rows.
 */
export async function readRowValues(db: DataSource, sql: string, params: unknown[]): Promise<unknown[][]> {
  const statement = sqliteStatement(db, sql, true);
  if (statement) return statement.all(...params) as unknown[][];
  return ((await db.query(sql, params)) as Record<string, unknown>[]).map((row) => Object.values(row));
}

/** On SQLite, the statement prepared once on TypeORM's own connection (told to the listeners); elsewhere null. */
function sqliteStatement(db: DataSource, sql: string, asArrays: boolean): Statement | null {
  if (db.driver.options.type !== 'better-sqlite3') return null;
  for (const listener of listeners.get(db) ?? []) listener(sql);
  const connection = (db.driver as unknown as { databaseConnection: Database }).databaseConnection;
  return prepared(connection, sql, asArrays);
}

/**
 * Calls `listener` for every statement readRows runs on `db` past the query runner (SQLite), so
 * a query counter that wraps the runners sees those too; returns the way to stop.
 */
export function onRead(db: DataSource, listener: (sql: string) => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
