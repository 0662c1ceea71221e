import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions, type DatabaseSettings } from '../../../db/data-source.js';
import { migrations as knownMigrations } from '../../../db/migrations/index.js';
import { BACKUP_FORMAT, decodeValue, type BackupHeader, type BackupLine } from './backup-format.js';
import { q, tablesInOrder } from './mysql-backup.js';
import { BackupError } from './sqlite-backup.js';

/** Rows per INSERT, and bytes: document parts are 1 MiB each, MariaDB's packet limit is 16 MiB. */
const BATCH_ROWS = 200;
const BATCH_BYTES = 4 * 1024 * 1024;

const migrationName = (m: (typeof knownMigrations)[number]) => new m().name ?? m.name;

async function* lines(file: string): AsyncGenerator<BackupHeader | BackupLine> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line) yield JSON.parse(line) as BackupHeader | BackupLine;
  }
}

async function refuseUnlessEmpty(runner: QueryRunner): Promise<void> {
  const filled: string[] = [];
  for (const table of await tablesInOrder(runner)) {
    if (table === 'migrations') continue;
    if (((await runner.query(`SELECT 1 AS x FROM ${q(table)} LIMIT 1`)) as unknown[]).length) filled.push(table);
  }
  if (filled.length) {
    throw new BackupError(
      `The target database is not empty (${filled.join(', ')}); restore only into an empty database. Nothing was restored.`,
    );
  }
}

/**
 * Restores a MySQL backup into an empty database: the migrations the backup was taken at run
 * first, then every row is inserted in one transaction (all or nothing), then any newer
 * migrations of this version run when the app opens the database.
 */
export async function restoreMysql(file: string, settings: DatabaseSettings): Promise<Record<string, number>> {
  const iterator = lines(file);
  let header: BackupHeader;
  try {
    header = (await iterator.next()).value as BackupHeader;
  } catch {
    throw new BackupError('The backup file cannot be read (not a gzip file of this application, or cut short).');
  }
  if (header?.format !== BACKUP_FORMAT || header.dialect !== 'mysql')
    throw new BackupError('This file is not a backup of this application.');
  const taken = new Set(header.migrations);
  const known = new Set(knownMigrations.map(migrationName));
  if ([...taken].some((name) => !known.has(name))) {
    throw new BackupError(
      'The backup comes from another version of the application (its migrations differ); use that version to restore it.',
    );
  }
  const atBackup = knownMigrations.filter((m) => taken.has(migrationName(m)));
  const db = new DataSource({ ...dataSourceOptions(settings), migrations: atBackup } as ConstructorParameters<
    typeof DataSource
  >[0]);
  await db.initialize();
  const runner = db.createQueryRunner();
  const counts: Record<string, number> = {};
  try {
    await refuseUnlessEmpty(runner);
    await db.runMigrations({ transaction: 'each' });
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    await runner.startTransaction();
    // Rows some migrations seed (e.g. default settings) are in the backup as they were then.
    for (const t of await tablesInOrder(runner)) if (t !== 'migrations') await runner.query(`DELETE FROM ${q(t)}`);
    let table = '';
    let columns: string[] = [];
    let batch: unknown[][] = [];
    let bytes = 0;
    const flush = async () => {
      if (!batch.length) return;
      const row = `(${columns.map(() => '?').join(', ')})`;
      await runner.query(
        `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES ${batch.map(() => row).join(', ')}`,
        batch.flat(),
      );
      batch = [];
      bytes = 0;
    };
    let end: Record<string, number> | undefined;
    for await (const line of iterator) {
      if ('table' in line) {
        await flush();
        ({ table, columns } = line);
        counts[table] = 0;
      } else if ('row' in line) {
        batch.push(line.row.map(decodeValue));
        bytes += line.row.reduce<number>((n, v) => n + JSON.stringify(v ?? null).length, 0);
        counts[table]!++;
        if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      } else if ('end' in line) {
        await flush();
        end = line.end.tables;
      }
    }
    const complete = end && Object.entries(end).every(([t, n]) => counts[t] === n);
    if (!complete) throw new BackupError('The backup is incomplete (it was cut short); nothing was restored.');
    await runner.commitTransaction();
    return counts;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    if (error instanceof Error && /unexpected end of file|incorrect header check/i.test(error.message)) {
      throw new BackupError('The backup is incomplete (it was cut short); nothing was restored.');
    }
    throw error;
  } finally {
    await runner.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => undefined);
    await runner.release();
    await db.destroy();
  }
}
