import 'reflect-metadata';
import { renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseSettings } from '../config/config.js';
import { backupMysql } from '../backup/mysql-backup.js';
import { BackupError, backupSqlite } from '../backup/sqlite-backup.js';
import { DatabaseError, describeDatabase, openDatabase } from '../../../db/data-source.js';

/**
 * `npm run backup -- --out FILE`: a consistent backup while the server runs. SQLite gives a
 * SQLite file (online backup API); MySQL gives gzip'd JSON lines from one snapshot transaction.
 * The encryption key is NOT in the backup.
 */
const USAGE = 'Usage: npm run backup -- --out FILE';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) return void console.log(USAGE);
  if (!values.out) throw new BackupError(`--out is missing.\n${USAGE}`);
  const out = path.resolve(values.out);
  const settings = loadDatabaseSettings();
  const started = Date.now();
  // Written beside the target and renamed at the end: a half-written file never has its name.
  const partial = `${out}.partial`;
  try {
    if (settings.databaseUrl) {
      const db = await openDatabase(settings, { migrate: false });
      try {
        await backupMysql(db, partial);
      } finally {
        await db.destroy();
      }
    } else {
      await backupSqlite(settings.dataDir, partial);
    }
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backup of ${describeDatabase(settings)} written to ${out} (${statSync(out).size} bytes, ${seconds} s).`);
  console.log('The encryption key is NOT in the backup: keep ENCRYPTION_KEY (or DATA_DIR/encryption-key) safe, separately.');
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseError;
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `\n${USAGE}` : '';
  console.error(known ? (error as Error).message : `Backup failed: ${(error as Error).message}${usage}`);
  process.exit(1);
});
