import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { backupKind } from '../../backup/backup-format.js';
import { restoreMysql } from '../../backup/mysql-restore.js';
import { BackupError, restoreSqlite } from '../../backup/sqlite-backup.js';
import { openDatabase } from '../../../../db/data-source.js';

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

/**
 * Restores a backup where nothing real lives, opens it at this version's migrations, hands it to
 * `use`, and removes it whatever happens: a SQLite backup into a temporary folder; a MySQL backup
 * into a new database `odf_restore_check_<random>` on the server of DATABASE_URL (its user needs
 * CREATE and DROP on such databases: deploy/README.md).
 */
export async function withScratchRestore<T>(
  file: string,
  databaseUrl: string | undefined,
  use: (db: DataSource, where: string) => Promise<T>,
): Promise<T> {
  const kind = backupKind(firstBytes(file));
  if (kind === 'unknown') throw new BackupError(`${file} is not a backup of this application.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-restore-check-'));
  let scratchUrl: string | undefined;
  let admin: mysql.Connection | undefined;
  const name = `odf_restore_check_${randomBytes(4).toString('hex')}`;
  try {
    if (kind === 'sqlite') {
      restoreSqlite(file, dataDir);
    } else {
      if (!databaseUrl)
        throw new BackupError('This is a MySQL backup: the restore check needs DATABASE_URL to make a scratch database.');
      const url = new URL(databaseUrl);
      url.pathname = '/';
      admin = await mysql.createConnection(url.toString());
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      url.pathname = `/${name}`;
      scratchUrl = url.toString();
      await restoreMysql(file, { dataDir, databaseUrl: scratchUrl });
    }
    const db = await openDatabase({ dataDir, databaseUrl: scratchUrl });
    try {
      return await use(db, kind === 'sqlite' ? `a scratch SQLite file in ${dataDir}` : `the scratch database ${name}`);
    } finally {
      await db.destroy();
    }
  } finally {
    if (admin) {
      if (scratchUrl) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
