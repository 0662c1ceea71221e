import 'reflect-metadata';
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseSettings } from '../config/config.js';
import { backupMysql } from '../backup/mysql-backup.js';
import { recordSuccess } from '../backup/backup-status.js';
import { backupName, rotateBackups } from '../backup/rotation.js';
import { BackupError, backupSqlite } from '../backup/sqlite-backup.js';
import { DatabaseError, describeDatabase, openDatabase } from '../../../db/data-source.js';

/**
 * `npm run backup -- --out FILE`: a consistent backup while the server runs. SQLite gives a
 * SQLite file (online backup API); MySQL gives gzip'd JSON lines from one snapshot transaction.
 * The encryption key is NOT in the backup.
 */
const USAGE =
  'Usage: npm run backup -- --out FILE\n' +
  '       npm run backup -- --dir DIR [--keep-daily 7] [--keep-weekly 4]\n' +
  '  --dir writes DIR/odf-<time>.sqlite (or .jsonl.gz) and deletes older backups beyond the daily and weekly ones kept.';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dir: { type: 'string' },
      'keep-daily': { type: 'string', default: '7' },
      'keep-weekly': { type: 'string', default: '4' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  if (!values.out === !values.dir) throw new BackupError(`Give either --out or --dir.\n${USAGE}`);
  const keep = { daily: Number(values['keep-daily']), weekly: Number(values['keep-weekly']) };
  if (![keep.daily, keep.weekly].every((n) => Number.isInteger(n) && n >= 0))
    throw new BackupError(`--keep-daily and --keep-weekly take whole numbers.\n${USAGE}`);
  const settings = loadDatabaseSettings();
  if (values.dir) mkdirSync(values.dir, { recursive: true, mode: 0o700 });
  const out = values.out
    ? path.resolve(values.out)
    : path.resolve(values.dir!, backupName(new Date(), settings.databaseUrl ? 'mysql' : 'sqlite'));
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
  recordSuccess(settings.dataDir, 'backup', { file: out });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (values.dir) {
    const removed = rotateBackups(values.dir, keep.daily, keep.weekly);
    if (removed.length)
      console.log(`Removed ${removed.length} older backup(s) beyond ${keep.daily} daily and ${keep.weekly} weekly.`);
  }
  console.log(`Backup of ${describeDatabase(settings)} written to ${out} (${statSync(out).size} bytes, ${seconds} s).`);
  console.log('The encryption key is NOT in the backup: keep ENCRYPTION_KEY (or DATA_DIR/encryption-key) safe, separately.');
  console.log(
    'Nor is the audit key: keep AUDIT_KEY (or DATA_DIR/audit-key) with it, or the restored audit log cannot be verified.',
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseError;
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `\n${USAGE}` : '';
  console.error(known ? (error as Error).message : `Backup failed: ${(error as Error).message}${usage}`);
  process.exit(1);
});
