import type { DataSource } from 'typeorm';

/**
 * On MariaDB/MySQL a table is rebuilt after a deletion only up to this size: a rebuild copies the
 * whole table (online, but it reads and writes every byte), so a large one is left to the operator
 * (docs/operations.md, "Deleted data on disk").
 */
export const REBUILD_LIMIT_BYTES = 256 * 1024 * 1024;

export interface ErasedReport {
  /** SQLite: the WAL was written back and emptied. */
  checkpointed?: boolean;
  /** MariaDB: the tables rebuilt, and those left as too large. */
  rebuilt: string[];
  tooLarge: string[];
  /** Busy (a long transaction on the table): rebuilt after the next deletion. */
  notNow: string[];
}

/** Tries while the caller waits (about 5 s), then in the background (every 10 s for 30 minutes). */
const CHECKPOINT_TRIES = 20;
const CHECKPOINT_WAIT_MS = 250;
const LATER_TRIES = 180;
const LATER_WAIT_MS = 10_000;

/** The one better-sqlite3 connection behind TypeORM's driver; its calls are synchronous. */
interface SqliteHandle {
  pragma(sql: string, options?: { simple: boolean }): unknown;
}

/**
 * Makes rows the app has just deleted (or overwritten) unreadable in the database's files
 * (docs/decisions/320). SQLite already zeroes what it frees (`secure_delete`, set on every
 * connection), but the old pages stay in the WAL until a checkpoint: this one writes the WAL back
 * and truncates it. MariaDB keeps deleted records in the table file until the table is rebuilt:
 * each given table small enough is rebuilt (OPTIMIZE TABLE, online on InnoDB). Never throws: the
 * deletion itself is done; a failure is logged and the next deletion tries again.
 */
export async function eraseDeletedData(db: DataSource, tables: string[]): Promise<ErasedReport> {
  const report: ErasedReport = { rebuilt: [], tooLarge: [], notNow: [] };
  try {
    if (db.options.type === 'mysql') await rebuildTables(db, [...new Set(tables)], report);
    else report.checkpointed = await checkpoint(db);
  } catch (error) {
    console.warn(`[db] deleted data could not be erased from the files yet: ${(error as Error).message}`);
  }
  if (report.checkpointed === false)
    console.warn('[db] the WAL could not be emptied yet (a long reader, e.g. a backup): tried again every 10 s');
  return report;
}

/**
 * One attempt, on the raw connection and synchronously, with no busy wait: TRUNCATE would
 * otherwise sleep in the busy handler (up to busy_timeout) while a reader (a backup) holds an
 * older snapshot, and that sleep would stop the whole server, whose queries share this
 * connection. Inside another transaction of this connection it fails at once, and is tried again.
 */
function checkpointOnce(db: DataSource): boolean {
  const handle = (db.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection;
  const timeout = Number(handle.pragma('busy_timeout', { simple: true }));
  handle.pragma('busy_timeout = 0');
  try {
    const [result] = handle.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return Number(result?.busy) === 0;
  } catch {
    return false; // "database table is locked": this connection is inside another transaction.
  } finally {
    handle.pragma(`busy_timeout = ${timeout}`);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function checkpoint(db: DataSource): Promise<boolean> {
  for (let attempt = 0; attempt < CHECKPOINT_TRIES; attempt++) {
    if (checkpointOnce(db)) return true;
    await pause(CHECKPOINT_WAIT_MS);
  }
  // A long reader (a backup of a large database): the old pages go as soon as it ends.
  void (async () => {
    for (let attempt = 0; attempt < LATER_TRIES; attempt++) {
      await pause(LATER_WAIT_MS);
      if (!db.isInitialized) return;
      if (checkpointOnce(db)) return console.warn('[db] the WAL was emptied: the deleted data is gone from it');
    }
  })();
  return false;
}

/**
 * A rebuild needs an exclusive metadata lock for a moment at its start and end. A long
 * transaction on the table (a backup's snapshot) would make it wait, and every query on the
 * table would queue behind it: it gives up after LOCK_WAIT_SECONDS instead, and the table is
 * rebuilt after the next deletion.
 */
const LOCK_WAIT_SECONDS = 2;

async function rebuildTables(db: DataSource, tables: string[], report: ErasedReport): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    await runner.query(`SET SESSION lock_wait_timeout = ${LOCK_WAIT_SECONDS}`);
    for (const table of tables) {
      const [size] = (await runner.query(
        'SELECT DATA_LENGTH + INDEX_LENGTH AS bytes FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
        [table],
      )) as { bytes: number | string }[];
      if (!size) continue;
      if (Number(size.bytes) > REBUILD_LIMIT_BYTES) {
        report.tooLarge.push(table);
        continue;
      }
      // OPTIMIZE answers its errors (a lock wait timeout) as rows, not as an exception.
      const rows = (await runner.query(`OPTIMIZE TABLE \`${table.replace(/`/g, '``')}\``)) as { Msg_type?: string }[];
      if (rows.some((r) => r.Msg_type === 'error')) report.notNow.push(table);
      else report.rebuilt.push(table);
    }
  } finally {
    await runner.query('SET SESSION lock_wait_timeout = DEFAULT').catch(() => undefined);
    await runner.release();
  }
  if (report.tooLarge.length)
    console.warn(
      `[db] not rebuilt after a deletion (over ${REBUILD_LIMIT_BYTES / 1024 / 1024} MiB): ${report.tooLarge.join(', ')}; ` +
        'see docs/operations.md, "Deleted data on disk"',
    );
  if (report.notNow.length)
    console.warn(`[db] not rebuilt after a deletion (busy, e.g. a backup running): ${report.notNow.join(', ')}; next time`);
}
