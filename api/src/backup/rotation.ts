import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Nightly backups in one folder, named by their time (odf-2026-11-25T020000Z.sqlite or .jsonl.gz):
 * the newest of each of the last `daily` days and of each of the last `weekly` ISO weeks stay,
 * the rest go. The newest backup always stays.
 */
const NAME = /^odf-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(sqlite|jsonl\.gz)$/;

export function backupName(at: Date, kind: 'sqlite' | 'mysql'): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');
  return `odf-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'jsonl.gz'}`;
}

export function backupTime(name: string): Date | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

/** The Monday (UTC) starting the week of `at`, as a key. */
function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** Which of `names` to keep: pure, so the rule is tested without files. */
export function backupsToKeep(names: string[], daily: number, weekly: number): Set<string> {
  const dated = names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const { name, at } of dated) {
    const day = at.toISOString().slice(0, 10);
    if (!days.has(day) && days.size < daily) {
      days.add(day);
      keep.add(name);
    }
    const week = weekOf(at);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(name);
    }
  }
  if (dated[0]) keep.add(dated[0].name);
  return keep;
}

/** Deletes the backups of `dir` the rule does not keep; answers their names. Other files stay. */
export function rotateBackups(dir: string, daily: number, weekly: number): string[] {
  const names = readdirSync(dir).filter((n) => NAME.test(n));
  const keep = backupsToKeep(names, daily, weekly);
  const removed = names.filter((n) => !keep.has(n));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** The newest backup of `dir`, or undefined. */
export function latestBackup(dir: string): string | undefined {
  const names = readdirSync(dir)
    .filter((n) => NAME.test(n))
    .sort((a, b) => backupTime(b)!.getTime() - backupTime(a)!.getTime());
  return names[0] ? path.join(dir, names[0]) : undefined;
}
