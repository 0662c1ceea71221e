import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DoctorContext } from './check.js';
import { checkDataPermissions } from './permissions-check.js';

/** A DATA_DIR as the server leaves it (umask 0077): the folder, the outbox, the database and a generated session secret. */
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-doctor-modes-'));
  chmodSync(dir, 0o700);
  mkdirSync(path.join(dir, 'outbox'), { mode: 0o700 });
  for (const file of ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm', 'session-secret']) {
    writeFileSync(path.join(dir, file), 'x', { mode: 0o600 });
  }
  return dir;
}

const context = (dir: string, databaseUrl?: string): DoctorContext => ({
  env: {},
  given: {},
  dataDir: dir,
  databaseUrl,
  production: true,
  db: undefined,
});

describe('the doctor’s data-permissions check (issue 36)', () => {
  let dir: string;
  beforeEach(() => (dir = dataDir()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes 0700 folders and 0600 files, and 0400 / 0500 as well', () => {
    expect(checkDataPermissions(context(dir))).toMatchObject({ status: 'ok', detail: expect.stringMatching(/^6 paths/) });
    chmodSync(path.join(dir, 'session-secret'), 0o400);
    chmodSync(path.join(dir, 'outbox'), 0o500);
    expect(checkDataPermissions(context(dir)).status).toBe('ok');
  });

  it.each([
    ['app.sqlite', 0o644, '0644'],
    ['app.sqlite-wal', 0o640, '0640'],
    ['app.sqlite-shm', 0o606, '0606'],
    ['session-secret', 0o644, '0644'],
    ['session-secret', 0o660, '0660'],
  ])('fails %s at mode %s, names it and says chmod 600', (name, mode, shown) => {
    const file = path.join(dir, name);
    chmodSync(file, mode);
    const result = checkDataPermissions(context(dir));
    expect(result.status).toBe('fail');
    expect(result.detail).toBe(`open to other users: ${file} (mode ${shown})`);
    expect(result.fix).toContain(`\`chmod 600 ${file}\``);
  });

  it.each([
    ['DATA_DIR', '', 0o755],
    ['DATA_DIR', '', 0o750],
    ['DATA_DIR', '', 0o711],
    ['the outbox', 'outbox', 0o755],
  ])('fails %s at mode %s and says chmod 700', (_, name, mode) => {
    const folder = path.join(dir, name);
    chmodSync(folder, mode);
    const result = checkDataPermissions(context(dir));
    expect(result.status).toBe('fail');
    expect(result.detail).toContain(`${folder} (mode 0${mode.toString(8)})`);
    expect(result.fix).toContain(`\`chmod 700 ${folder}\``);
  });

  it('names every open path in one line, files and folders each with their chmod', () => {
    chmodSync(path.join(dir, 'app.sqlite'), 0o644);
    chmodSync(path.join(dir, 'session-secret'), 0o644);
    chmodSync(dir, 0o755);
    const result = checkDataPermissions(context(dir));
    expect(result.detail).toBe(
      `open to other users: ${dir} (mode 0755), ${dir}/app.sqlite (mode 0644), ${dir}/session-secret (mode 0644)`,
    );
    expect(result.fix).toMatch(
      new RegExp(`^\`chmod 600 ${dir}/app.sqlite ${dir}/session-secret; chmod 700 ${dir}\`: `.replaceAll('.', '\\.')),
    );
  });

  it('skips what is absent, and the SQLite files on MySQL', () => {
    rmSync(path.join(dir, 'app.sqlite-wal'));
    rmSync(path.join(dir, 'session-secret'));
    expect(checkDataPermissions(context(dir)).detail).toMatch(/^4 paths/);
    chmodSync(path.join(dir, 'app.sqlite'), 0o644);
    expect(checkDataPermissions(context(dir, 'mysql://odf@127.0.0.1:3306/odf'))).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^2 paths/),
    });
  });
});
