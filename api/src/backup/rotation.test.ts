import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupName, backupsToKeep, backupTime, latestBackup, rotateBackups } from './rotation.js';

/** A backup at 02:00 UTC of each of `days` days before 2026-11-25 (a Wednesday). */
const nightly = (days: number) =>
  Array.from({ length: days }, (_, i) => backupName(new Date(Date.UTC(2026, 10, 25 - i, 2)), 'sqlite'));

describe('backup rotation', () => {
  it('names a backup by its time and reads the time back', () => {
    const at = new Date('2026-11-25T02:00:05Z');
    expect(backupName(at, 'sqlite')).toBe('odf-2026-11-25T020005Z.sqlite');
    expect(backupName(at, 'mysql')).toBe('odf-2026-11-25T020005Z.jsonl.gz');
    expect(backupTime('odf-2026-11-25T020005Z.jsonl.gz')).toEqual(at);
    expect(backupTime('notes.txt')).toBeUndefined();
  });

  it('keeps the last 7 nights and the newest of each of the last 4 weeks', () => {
    const keep = [...backupsToKeep(nightly(60), 7, 4)].sort();
    // 7 nights (Nov 19–25) and the newest of the weeks starting Nov 23, 16, 9 and 2: 25, 22, 15, 8.
    expect(keep).toEqual(
      [
        '2026-11-08',
        '2026-11-15',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
      ].map((d) => `odf-${d}T020000Z.sqlite`),
    );
  });

  it('never deletes the newest backup, nor files that are not backups', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-rotation-'));
    for (const name of [...nightly(3), 'README.txt']) writeFileSync(path.join(dir, name), 'x');
    const removed = rotateBackups(dir, 0, 0);
    expect(removed.sort()).toEqual(nightly(3).slice(1).sort());
    expect(readdirSync(dir).sort()).toEqual(['README.txt', nightly(1)[0]!]);
    expect(latestBackup(dir)).toBe(path.join(dir, nightly(1)[0]!));
  });
});
