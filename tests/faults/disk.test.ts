/**
 * Disk faults on a real small file system (a tmpfs mounted for the test): a full disk and a
 * read-only DATA_DIR stop the built server at start-up with one clear line; a disk that fills
 * while the app runs fails the submission cleanly, stores nothing, and the app carries on once
 * space is back. Where mounting is not allowed (no root), the suite is skipped and says so.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp } from '../support/test-app.js';
import { census, expectCleanServerError } from './census.support.js';
import { canMount, ensureDir, fill, mountTmpfs, startBuiltServer } from './faults.support.js';

if (!canMount) console.warn('[faults] tmpfs cannot be mounted here (needs root): disk fault tests skipped.');

describe.skipIf(!canMount)('a full or read-only disk', () => {
  it('stops at start-up with one clear line when DATA_DIR is on a full disk', async () => {
    const fs = mountTmpfs(256)!;
    try {
      fill(fs.dir);
      const run = await startBuiltServer({ DATA_DIR: path.join(fs.dir, 'data') });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(
        /^DATA_DIR is not writable: .*\(ENOSPC\)\. Point DATA_DIR at a writable folder with free space\./,
      );
    } finally {
      fs.unmount();
    }
  });

  it('stops with one clear line when the disk fills while the database is created', async () => {
    const fs = mountTmpfs(512)!;
    try {
      fill(fs.dir, 72); // room for the write check, not for the migrated database
      const run = await startBuiltServer({ DATA_DIR: path.join(fs.dir, 'data') });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/disk is full/i);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      fs.unmount();
    }
  });

  it('stops at start-up with one clear line when DATA_DIR is read-only', async () => {
    const fs = mountTmpfs(256)!;
    try {
      ensureDir(path.join(fs.dir, 'data'));
      fs.remountReadOnly();
      const run = await startBuiltServer({ DATA_DIR: path.join(fs.dir, 'data') });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^DATA_DIR is not writable: .*\(EROFS\)/);
    } finally {
      fs.unmount();
    }
  });

  it('refuses a submission cleanly when the disk fills at run time, stores nothing, and recovers when space is back', async () => {
    const fs = mountTmpfs(8 * 1024)!;
    const app = await startTestApp('sqlite', { env: { DATA_DIR: ensureDir(path.join(fs.dir, 'data')) } });
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
    try {
      const docs = await documentsFor('undergrad', { sizeBytes: 400 * 1024 });
      const filler = fill(fs.dir, 600); // less room than the sealed documents need
      const before = await census(app);
      const refused = await restSubmit(new HttpClient(app.url), 'undergrad', sampleFields.undergrad(), docs);
      await expectCleanServerError(refused);
      expect(await census(app)).toEqual(before);
      expect(errors.join('\n')).toMatch(/full/i);

      rmSync(filler);
      const accepted = await restSubmit(new HttpClient(app.url), 'undergrad', sampleFields.undergrad(), docs);
      expect(accepted.status, await accepted.clone().text()).toBe(201);
      expect((await census(app)).undergrad).toBe(before.undergrad! + 1);
    } finally {
      spy.mockRestore();
      await app.close();
      fs.unmount();
    }
  });
});
