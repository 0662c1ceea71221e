import 'reflect-metadata';
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseSettings } from '../config/config.js';
import { withCredentials } from '../config/credentials.js';
import { backupKind } from '../backup/backup-format.js';
import { restoreMysql } from '../backup/mysql-restore.js';
import { BackupError, restoreSqlite } from '../backup/sqlite-backup.js';
import { ALLOW_READABLE_FLAG, refuseReadableBackup } from '../backup/private-file.js';
import { DatabaseError, describeDatabase, openDatabase } from '../../../db/data-source.js';

/**
 * `npm run restore -- FILE`: restores a backup into an EMPTY database (a non-empty one is
 * refused), then brings it up to this version's migrations. Stop the server first. A backup that
 * other users of the machine can read is refused unless the operator passes the flag.
 */
const USAGE =
  'Usage: npm run restore -- FILE [' +
  ALLOW_READABLE_FLAG +
  ']\n' +
  '  Restores into an empty database; stop the server first.\n' +
  `  ${ALLOW_READABLE_FLAG}  restore even though group or others can read FILE (refused otherwise; backups are 0600).`;

function firstBytes(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(16);
    readSync(fd, buffer, 0, 16, 0);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, 'allow-readable-backup': { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  refuseReadableBackup(file, values['allow-readable-backup'] === true);
  const settings = loadDatabaseSettings();
  const kind = backupKind(firstBytes(file));
  const started = Date.now();
  if (kind === 'unknown') throw new BackupError('This file is not a backup of this application.');
  if (kind === 'sqlite' && settings.databaseUrl) {
    throw new BackupError('This is a SQLite backup: restore it with DATABASE_URL unset (into DATA_DIR).');
  }
  if (kind === 'mysql' && !settings.databaseUrl) {
    throw new BackupError('This is a MySQL backup: set DATABASE_URL to an empty MySQL/MariaDB database to restore it.');
  }
  if (kind === 'sqlite') restoreSqlite(file, settings.dataDir);
  else await restoreMysql(file, settings);
  // Newer migrations of this version, as at start.
  const db = await openDatabase(settings);
  await db.destroy();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${file} into ${describeDatabase(settings)} (${seconds} s).`);
  const keyFile = path.join(settings.dataDir, 'encryption-key');
  const ringFile = path.join(settings.dataDir, 'encryption-keys');
  const env = withCredentials(process.env);
  if (!env.ENCRYPTION_KEY && !env.ENCRYPTION_KEYS && !existsSync(keyFile) && !existsSync(ringFile)) {
    console.log(`The encryption key is not in the backup: set ENCRYPTION_KEY or put the key file at ${keyFile} before starting.`);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseError;
  console.error(known ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
});
