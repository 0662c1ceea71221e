import 'reflect-metadata';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

export class DatabaseError extends Error {}

export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  const common = {
    entities: entities(),
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
  } as const;
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl);
    return {
      ...common,
      type: 'mysql',
      host: url.hostname,
      port: Number(url.port || 3306),
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 5000,
      poolSize: 10,
      extra: { enableKeepAlive: true },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: path.join(settings.dataDir, 'app.sqlite'),
    // WAL lets readers go on while a submission writes. secure_delete zeroes what a deletion
    // or an update frees, so purged data is not left in free pages (docs/decisions/320).
    prepareDatabase: (db: SqliteConnection) => {
      db.pragma('journal_mode = WAL');
      db.pragma('secure_delete = ON');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      writeTransactionsFirstTakeTheLock(db);
    },
  };
}

interface SqliteConnection {
  pragma: (sql: string) => unknown;
  prepare: (sql: string) => unknown;
}

/**
 * Another process writes the same SQLite file while the server runs (`npm run admin:create`, key
 * rotation, erasure). A transaction that began as a reader and then writes finds its snapshot
 * stale after such a write and fails at once with "database is locked": SQLite cannot wait for
 * it (busy_timeout does not apply). So every transaction begins IMMEDIATE: it takes the write
 * lock first, waiting its turn (busy_timeout) behind the other process instead of failing a
 * request. The server holds one connection, so its own transactions queue the same as before.
 */
function writeTransactionsFirstTakeTheLock(db: SqliteConnection): void {
  const prepare = db.prepare.bind(db);
  db.prepare = (sql: string) => prepare(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql);
}

/** Where the data lives, without the password: safe to print. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (!settings.databaseUrl) return `SQLite at ${path.join(settings.dataDir, 'app.sqlite')}`;
  const url = new URL(settings.databaseUrl);
  return `MySQL at ${url.hostname}:${url.port || 3306}${url.pathname}`;
}

/**
 * Connects and migrates. An unreachable MySQL fails here with one clear line;
 * it never falls back to SQLite, which would split the data in two.
 */
export async function openDatabase(settings: DatabaseSettings, { migrate = true } = {}): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(settings));
  try {
    await dataSource.initialize();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).message;
    throw new DatabaseError(
      `Cannot open the database (${describeDatabase(settings)}): ${code}. Check DATABASE_URL and that the server is running.`,
    );
  }
  if (migrate) await migrateAlone(dataSource);
  return dataSource;
}

const migrationsRun = new WeakMap<DataSource, string[]>();

/**
 * The migrations this process ran on `db` when it opened it. Only the process that keys the audit
 * chain by its own migration may seal a chain that has rows but no seal (docs/decisions/450):
 * a head cleared by hand later must stay broken, not be sealed over.
 */
export const migrationsRunBy = (db: DataSource): readonly string[] => migrationsRun.get(db) ?? [];

/**
 * Runs the pending migrations. On MySQL, instances that start together take turns under a named
 * lock (per database): the later ones find nothing left to do instead of racing the first.
 */
async function migrateAlone(dataSource: DataSource): Promise<void> {
  const run = async () =>
    migrationsRun.set(
      dataSource,
      (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name),
    );
  if (dataSource.options.type !== 'mysql') {
    await run();
    return;
  }
  const lock = `odf-migrations:${String(dataSource.options.database)}`.slice(0, 64);
  const runner = dataSource.createQueryRunner();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, 300) AS got', [lock])) as { got: number | string | null }[];
    if (Number(row?.got) !== 1)
      throw new DatabaseError('Another instance has been migrating the database for 5 minutes: try again later.');
    await run();
  } finally {
    await runner.query('SELECT RELEASE_LOCK(?)', [lock]).catch(() => undefined);
    await runner.release();
  }
}
