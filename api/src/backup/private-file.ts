import { closeSync, fchmodSync, openSync, rmSync, statSync } from 'node:fs';
import { BackupError } from './backup-format.js';

/** The restore flag that accepts a backup other users of the machine can read. */
export const ALLOW_READABLE_FLAG = '--allow-readable-backup';

/**
 * Creates an empty file only its owner can read and write (0600), whatever the umask: a backup
 * holds every applicant's data. A leftover of an interrupted run is replaced, never reused with
 * its old mode. Answers the open descriptor.
 */
export function createPrivateFile(file: string): number {
  rmSync(file, { force: true });
  const fd = openSync(file, 'wx', 0o600);
  fchmodSync(fd, 0o600);
  return fd;
}

export function createEmptyPrivateFile(file: string): void {
  closeSync(createPrivateFile(file));
}

/** Group or others may read the file. */
export function readableByOthers(file: string): boolean {
  return (statSync(file).mode & 0o044) !== 0;
}

/** Restore refuses a backup others can read, unless the operator says so (ALLOW_READABLE_FLAG). */
export function refuseReadableBackup(file: string, allowed: boolean): void {
  if (allowed || !readableByOthers(file)) return;
  const mode = (statSync(file).mode & 0o777).toString(8).padStart(4, '0');
  throw new BackupError(
    `The backup ${file} can be read by other users of this machine (mode ${mode}); nothing was restored. ` +
      `A backup holds every applicant's data: make it private (chmod 600 ${file}) and check who could have read it, ` +
      `or restore it as it is with ${ALLOW_READABLE_FLAG}.`,
  );
}
