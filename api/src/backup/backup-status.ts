import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The last successful backup and restore check, one small JSON file each in DATA_DIR, written by
 * `npm run backup` and `npm run backup:verify`; `npm run doctor` reports their age.
 */
export type StatusKind = 'backup' | 'restore-check';

export interface LastSuccess {
  at: string;
  file: string;
  detail?: string;
}

const statusFile = (dataDir: string, kind: StatusKind) => path.join(dataDir, `last-${kind}.json`);

export function recordSuccess(dataDir: string, kind: StatusKind, success: Omit<LastSuccess, 'at'>, at = new Date()): void {
  const file = statusFile(dataDir, kind);
  writeFileSync(`${file}.partial`, JSON.stringify({ at: at.toISOString(), ...success }) + '\n', { mode: 0o600 });
  renameSync(`${file}.partial`, file);
}

export function lastSuccess(dataDir: string, kind: StatusKind): LastSuccess | undefined {
  const file = statusFile(dataDir, kind);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as LastSuccess;
    return Number.isNaN(Date.parse(parsed.at)) ? undefined : parsed;
  } catch {
    return undefined;
  }
}
