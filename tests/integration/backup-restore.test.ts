import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import { makePdf } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { createMysqlDatabase, databases, startTestApp, type TestApp } from '../support/test-app.js';
import { TEST_AUDIT_KEY } from '../support/audit-key.js';

interface Run {
  code: number | null;
  out: string;
  ms: number;
}

const KEY = 'cd'.repeat(32);

/**
 * Runs the built CLI behind `npm run <script> -- args` (the script only makes sure the build is
 * current first; `npm test` builds before the suites).
 */
function npmRun([script, , ...args]: string[], env: Record<string, string>, umask?: string): Promise<Run> {
  const started = Date.now();
  const cli = [process.execPath, path.join(projectRoot, `dist/api/src/cli/${script}.js`), ...args];
  // Under a given umask, as an operator's shell would run it.
  const [command, ...argv] = umask ? ['/bin/sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...cli] : cli;
  const child = spawn(command!, argv, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, ms: Date.now() - started })));
}

// Kept with the backups, like the encryption key: the restored audit log verifies with it.
const AUDIT_KEY = TEST_AUDIT_KEY.toString('utf8');

const envOf = (dataDir: string, databaseUrl?: string) => ({
  DATA_DIR: dataDir,
  ENCRYPTION_KEY: KEY,
  AUDIT_KEY,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

describe.each(databases)('npm run backup and npm run restore on %s', (kind) => {
  let source: TestApp;
  let restored: TestApp | undefined;
  let target: { dataDir: string; url?: string; drop?: () => Promise<void> };
  const work = mkdtempSync(path.join(tmpdir(), 'odf-backup-'));
  const backupFile = path.join(work, kind === 'mysql' ? 'odf.backup.jsonl.gz' : 'odf.backup.sqlite');
  let pdf: Buffer;
  let reference = '';

  beforeAll(async () => {
    if (!existsSync(path.join(projectRoot, 'dist/api/src/cli/backup.js'))) throw new Error('Run `npm run build` first.');
    source = await startTestApp(kind, { env: { ENCRYPTION_KEY: KEY, AUDIT_KEY } });
    const mysqlTarget = kind === 'mysql' ? await createMysqlDatabase() : undefined;
    target = { dataDir: mkdtempSync(path.join(tmpdir(), 'odf-restore-')), url: mysqlTarget?.url, drop: mysqlTarget?.drop };
  });
  afterAll(async () => {
    await restored?.close();
    await source.close();
    await target.drop?.();
    rmSync(target.dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, restores into an empty database, and the document downloads byte-identical', async () => {
    pdf = await makePdf({ marker: 'backup-restore', pages: 2, sizeBytes: 1_500_000 });
    const fields = sampleFields['high-school']();
    const files = {
      ...(await documentsFor('high-school')),
      academicRecords: { name: 'transcript.pdf', bytes: pdf, type: 'application/pdf' },
    };
    const submitted = await restSubmit(new HttpClient(source.url), 'high-school', fields, files);
    expect(submitted.status).toBe(201);
    reference = ((await submitted.json()) as { reference: string }).reference;

    // Online: requests keep being answered while the backup runs.
    const during = Promise.all(Array.from({ length: 5 }, () => fetch(source.url + '/api/health').then((r) => r.status)));
    const backup = await npmRun(['backup', '--', '--out', backupFile], envOf(source.dataDir, source.config.databaseUrl));
    expect(backup.out).toContain('The encryption key is NOT in the backup');
    expect(backup.code).toBe(0);
    expect(await during).toEqual([200, 200, 200, 200, 200]);
    const backupBytes = statSync(backupFile).size;
    expect((statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
    expect(backupBytes).toBeGreaterThan(pdf.length * 0.9);

    const restore = await npmRun(['restore', '--', backupFile], envOf(target.dataDir, target.url));
    expect(restore.out).toContain('Restored');
    expect(restore.code).toBe(0);
    console.log(`[${kind}] backup ${backupBytes} bytes in ${backup.ms} ms; restore in ${restore.ms} ms (CLI start-up included)`);

    restored = await startTestApp('sqlite', {
      env: { DATA_DIR: target.dataDir, ENCRYPTION_KEY: KEY, AUDIT_KEY, ...(target.url ? { DATABASE_URL: target.url } : {}) },
    });
    // The restored log is the source's, whole, and verifies with the key kept beside the backup.
    expect((await restored.services.audit.verify()).firstBreak).toBeNull();
    const admin = await signedInClient(restored, 'admin');
    const [row] = (await (await admin.get(`/api/high-school/get-all?q=${reference}`)).json()) as { id: number }[];
    expect(row).toBeDefined();
    const detail = (await (await admin.get(`/api/high-school/get-individual/${row!.id}`)).json()) as {
      files: { fileID: string; fileAlias: string }[];
    };
    const record = detail.files.find((f) => f.fileAlias === 'academicRecords')!;
    const download = await admin.get(`/api/high-school/download-file/${row!.id}/${record.fileID}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  }, 180_000);

  it('writes the backup 0600 whatever the umask, over a leftover readable partial file', async () => {
    const open = path.join(work, 'umask-000.backup');
    writeFileSync(`${open}.partial`, 'left by an interrupted run', { mode: 0o666 });
    chmodSync(`${open}.partial`, 0o666);
    const backup = await npmRun(['backup', '--', '--out', open], envOf(source.dataDir, source.config.databaseUrl), '000');
    expect(backup.code).toBe(0);
    expect((statSync(open).mode & 0o777).toString(8)).toBe('600');
    expect(existsSync(`${open}.partial`)).toBe(false);
  }, 60_000);

  it('refuses a backup other users can read unless --allow-readable-backup is given', async () => {
    const empty = kind === 'mysql' ? await createMysqlDatabase() : undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-restore-readable-'));
    const readable = path.join(work, 'readable.backup');
    try {
      writeFileSync(readable, readFileSync(backupFile));
      for (const mode of [0o644, 0o640, 0o604]) {
        chmodSync(readable, mode);
        const refused = await npmRun(['restore', '--', readable], envOf(dir, empty?.url));
        expect(refused.code).toBe(1);
        expect(refused.out).toContain(
          `can be read by other users of this machine (mode 0${mode.toString(8)}); nothing was restored`,
        );
        expect(refused.out).toContain(`chmod 600 ${readable}`);
        expect(refused.out).toContain('--allow-readable-backup');
        expect(existsSync(path.join(dir, 'app.sqlite'))).toBe(false);
      }
      const help = await npmRun(['restore', '--', '--help'], envOf(dir, empty?.url));
      expect(help.out).toContain('--allow-readable-backup  restore even though group or others can read FILE');

      const allowed = await npmRun(['restore', '--', readable, '--allow-readable-backup'], envOf(dir, empty?.url));
      expect(allowed.out).toContain('Restored');
      expect(allowed.code).toBe(0);
    } finally {
      await empty?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to restore into a database that is not empty, and names what is there', async () => {
    const again = await npmRun(['restore', '--', backupFile], envOf(target.dataDir, target.url));
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/is not empty \(.*applicants.*\); restore only into an empty database\. Nothing was restored\./);
  }, 60_000);

  it('refuses a file cut short and a file that is not a backup', async () => {
    const empty = kind === 'mysql' ? await createMysqlDatabase() : undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-restore-bad-'));
    try {
      const cut = path.join(work, 'cut');
      const whole = readFileSync(backupFile);
      // Private, as a backup is: these are refused for what they hold, not for who can read them.
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)), { mode: 0o600 });
      const run = await npmRun(['restore', '--', cut], envOf(dir, empty?.url));
      expect(run.code).toBe(1);
      expect(run.out).toMatch(/incomplete|damaged|cannot be read|not a backup/);
      writeFileSync(cut, 'hello');
      const notBackup = await npmRun(['restore', '--', cut], envOf(dir, empty?.url));
      expect(notBackup.out).toContain('This file is not a backup of this application.');
      expect(notBackup.code).toBe(1);
    } finally {
      await empty?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
