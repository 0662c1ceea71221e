import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { sqliteFile } from '../../backup/sqlite-backup.js';
import { fail, ok, type CheckResult, type DoctorContext } from './check.js';

const NAME = 'data-permissions';

/**
 * What DATA_DIR holds that only the app's user may read or change: the folder itself, the outbox
 * (queued mail with applicants' addresses), the SQLite database with its -wal and -shm files, and
 * the session secret the server generates there when none is given (config.ts, `secret`).
 * The server creates them private (umask 0077); a copy, a restore or a chmod by hand may not.
 */
function privatePaths(ctx: DoctorContext): { file: string; folder: boolean }[] {
  const database = ctx.databaseUrl ? [] : [sqliteFile(ctx.dataDir)];
  return [
    { file: ctx.dataDir, folder: true },
    { file: path.join(ctx.dataDir, 'outbox'), folder: true },
    ...[
      ...database.flatMap((db) => [db, `${db}-wal`, `${db}-shm`]),
      path.join(ctx.dataDir, 'session-secret'),
      path.join(ctx.dataDir, 'audit-key'),
    ].map((file) => ({
      file,
      folder: false,
    })),
  ];
}

/** Fails when any of them can be read, written or entered by the group or by other users (beyond 0700 / 0600). */
export function checkDataPermissions(ctx: DoctorContext): CheckResult {
  const open: { file: string; folder: boolean; mode: number }[] = [];
  let checked = 0;
  for (const { file, folder } of privatePaths(ctx)) {
    if (!existsSync(file)) continue;
    checked++;
    const mode = statSync(file).mode & 0o777;
    if (mode & 0o077) open.push({ file, folder, mode });
  }
  if (open.length === 0) {
    return ok(NAME, `${checked} paths in ${ctx.dataDir} are private to this user (0700 folders, 0600 files)`);
  }
  const files = open.filter((o) => !o.folder).map((o) => o.file);
  const folders = open.filter((o) => o.folder).map((o) => o.file);
  const commands = [
    ...(files.length ? [`chmod 600 ${files.join(' ')}`] : []),
    ...(folders.length ? [`chmod 700 ${folders.join(' ')}`] : []),
  ];
  return fail(
    NAME,
    `open to other users: ${open.map((o) => `${o.file} (mode ${o.mode.toString(8).padStart(4, '0')})`).join(', ')}`,
    `\`${commands.join('; ')}\`: they hold applicants' data and the session secret, for the app's user only.`,
  );
}
