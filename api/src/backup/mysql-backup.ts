import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DataSource, QueryRunner } from 'typeorm';
import { createPrivateFile } from './private-file.js';
import { BACKUP_FORMAT, BACKUP_VERSION, encodeValue, parentsFirst, type BackupHeader, type BackupLine } from './backup-format.js';

export const q = (name: string) => '`' + name.replace(/`/g, '``') + '`';

/** Every base table of the current database, parents before children. */
export async function tablesInOrder(runner: QueryRunner): Promise<string[]> {
  const tables = (
    (await runner.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    )) as { name: string }[]
  ).map((t) => t.name);
  const references = (await runner.query(
    'SELECT TABLE_NAME AS `table`, REFERENCED_TABLE_NAME AS `references` FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = DATABASE()',
  )) as { table: string; references: string }[];
  return parentsFirst(tables, references);
}

/**
 * A logical dump through the app's own connection, inside one consistent-snapshot transaction,
 * so rows written while it runs are either wholly in it or wholly not. Rows stream to the file;
 * a large table is never held in memory.
 */
export async function backupMysql(db: DataSource, outFile: string): Promise<Record<string, number>> {
  const runner = db.createQueryRunner();
  const gzip = createGzip();
  // 0600 whatever the umask, and never a leftover file with its old mode.
  const file = createWriteStream(outFile, { fd: createPrivateFile(outFile) });
  gzip.pipe(file);
  const write = async (line: BackupHeader | BackupLine) => {
    if (!gzip.write(JSON.stringify(line) + '\n')) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    await runner.connect();
    await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const migrations = ((await runner.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[]).map((m) => m.name);
    await write({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      dialect: 'mysql',
      createdAt: new Date().toISOString(),
      migrations,
    });
    for (const table of await tablesInOrder(runner)) {
      if (table === 'migrations') continue;
      const columns = (
        (await runner.query(
          'SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
          [table],
        )) as { name: string }[]
      ).map((c) => c.name);
      await write({ table, columns });
      counts[table] = 0;
      const rows = await runner.stream(`SELECT ${columns.map(q).join(', ')} FROM ${q(table)}`);
      for await (const row of rows as AsyncIterable<Record<string, unknown>>) {
        await write({ row: columns.map((c) => encodeValue(row[c])) });
        counts[table]++;
      }
    }
    await write({ end: { tables: counts } });
    await runner.query('COMMIT');
    gzip.end();
    await finished(file);
    return counts;
  } catch (error) {
    gzip.destroy();
    file.destroy();
    throw error;
  } finally {
    await runner.release();
  }
}
