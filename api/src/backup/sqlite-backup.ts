import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BackupError } from './backup-format.js';
import { createEmptyPrivateFile } from './private-file.js';

export { BackupError };

export const sqliteFile = (dataDir: string) => path.join(dataDir, 'app.sqlite');

/**
 * VACUUM INTO: a consistent copy while the server keeps reading and writing (WAL mode: it reads
 * one snapshot and blocks no writer), rebuilt row by row, so it has no free pages and no freed
 * space in its pages: what the app deleted before is not in it (docs/decisions/320). The file is
 * created 0600 first (VACUUM INTO fills an empty file and keeps its mode).
 */
export async function backupSqlite(dataDir: string, outFile: string): Promise<void> {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) throw new BackupError(`There is no database to back up at ${file}.`);
  const source = new Database(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    createEmptyPrivateFile(outFile);
    source.prepare('VACUUM INTO ?').run(outFile);
  } finally {
    source.close();
  }
  // A single file, whatever the server's journal mode: it is copied as it is on restore.
  const backup = new Database(outFile, { fileMustExist: true });
  try {
    backup.pragma('journal_mode = DELETE');
  } finally {
    backup.close();
  }
  chmodSync(outFile, 0o600);
}

/** Tables holding rows other than the migration list. */
function tablesWithRows(db: Database.Database): string[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations'")
    .all() as { name: string }[];
  return tables.map((t) => t.name).filter((name) => db.prepare(`SELECT 1 FROM "${name.replace(/"/g, '""')}" LIMIT 1`).get());
}

/**
 * Puts a SQLite backup in place of an empty (or missing) database. The server must be stopped.
 * The backup is checked before anything is replaced.
 */
export function restoreSqlite(backupFile: string, dataDir: string): void {
  let ours = false;
  try {
    const backup = new Database(backupFile, { readonly: true, fileMustExist: true });
    try {
      ours =
        backup.pragma('quick_check', { simple: true }) === 'ok' &&
        Boolean(backup.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'").get());
    } finally {
      backup.close();
    }
  } catch {
    ours = false;
  }
  if (!ours) throw new BackupError('The backup is damaged or not a backup of this application; nothing was restored.');
  const target = sqliteFile(dataDir);
  if (existsSync(target)) {
    const current = new Database(target, { fileMustExist: true });
    try {
      const filled = tablesWithRows(current);
      if (filled.length > 0) {
        throw new BackupError(
          `The database at ${target} is not empty (${filled.join(', ')}); restore only into an empty database. Nothing was restored.`,
        );
      }
    } finally {
      current.close();
    }
  }
  const incoming = `${target}.restoring`;
  copyFileSync(backupFile, incoming);
  for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true });
  renameSync(incoming, target);
}
