import { statfsSync } from 'node:fs';
import { lastSuccess, type StatusKind } from '../../backup/backup-status.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

const MB = 1024 * 1024;
const HOUR = 3600 * 1000;

/** Uploads are staged in DATA_DIR and the database grows there: a full disk refuses submissions. */
export function checkDisk(ctx: DoctorContext, minFreeMb = Number(ctx.env.DOCTOR_MIN_FREE_MB ?? 1024)): CheckResult {
  const stat = statfsSync(ctx.dataDir);
  const free = (stat.bavail * stat.bsize) / MB;
  const detail = `${Math.round(free)} MB free in ${ctx.dataDir}`;
  const fix = 'Free space or grow the disk: uploads are staged there and the database grows there.';
  if (free < minFreeMb) return fail('disk', detail, fix);
  if (free < minFreeMb * 4) return warn('disk', detail, fix);
  return ok('disk', detail);
}

const age = (ms: number) =>
  ms < 2 * HOUR
    ? `${Math.round(ms / 60000)} min`
    : ms < 72 * HOUR
      ? `${Math.round(ms / HOUR)} h`
      : `${Math.round(ms / (24 * HOUR))} days`;

function checkLast(ctx: DoctorContext, kind: StatusKind, maxHours: number, fix: string, now: number): CheckResult {
  const last = lastSuccess(ctx.dataDir, kind);
  if (!last) return fail(kind, `no successful ${kind} recorded in ${ctx.dataDir}`, fix);
  const elapsed = now - Date.parse(last.at);
  const detail = `last success ${age(elapsed)} ago (${last.file})`;
  return elapsed > maxHours * HOUR ? fail(kind, detail, fix) : ok(kind, detail);
}

export function checkBackups(ctx: DoctorContext, now = Date.now()): CheckResult[] {
  return [
    checkLast(
      ctx,
      'backup',
      36,
      'Enable nightly backups: `systemctl enable --now odf-backup.timer`; see `journalctl -u odf-backup`.',
      now,
    ),
    checkLast(
      ctx,
      'restore-check',
      8 * 24,
      'Enable the weekly restore check: `systemctl enable --now odf-restore-check.timer`; see `journalctl -u odf-restore-check`.',
      now,
    ),
  ];
}
