import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';

const server = path.join(projectRoot, 'dist/api/src/server.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the built server; resolves when it exits, or after `untilReady` once it prints its URL. */
function startServer(env: Record<string, string>, untilReady?: (url: string) => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], {
      env: { PATH: process.env.PATH ?? '', LOG_REQUESTS: 'off', ...secrets, ...env },
      cwd: projectRoot,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/? /.exec(stdout);
      if (match && untilReady) {
        const ready = untilReady;
        untilReady = undefined;
        ready(match[1]!).then(
          () => child.kill('SIGTERM'),
          (error: unknown) => {
            child.kill('SIGKILL');
            reject(error as Error);
          },
        );
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// Given secrets keep the generated-secret warnings out of stderr, which these tests read.
const secrets = { SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32), AUDIT_KEY: 'a'.repeat(40) };
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'odf-start-'));

describe('the built server at start-up', () => {
  beforeAll(() => {
    if (!existsSync(server)) throw new Error('Run `npm run build` first: these tests start the built server.');
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT is invalid/],
    [{ DATABASE_URL: 'sqlite://x' }, /^DATABASE_URL is invalid/],
    [{ ENCRYPTION_KEY: 'too-short' }, /^ENCRYPTION_KEY is invalid/],
    // Staff sign-in keeps its second factor in production (issue 23).
    [{ STAFF_MFA: 'off', NODE_ENV: 'production' }, /^STAFF_MFA=off is refused in production/],
    // One address had 2,172 second-factor codes checked in 30 s with the limits off (issue 36).
    [{ ODF_RATE_LIMITS: 'off', NODE_ENV: 'production' }, /^ODF_RATE_LIMITS=off is refused in production/],
    // A capital P is not production: it would have let STAFF_MFA=off start.
    [{ STAFF_MFA: 'off', NODE_ENV: 'Production' }, /^NODE_ENV is invalid: write production exactly/],
  ])('stops with one clear line for a bad setting %j', async (env, message) => {
    const run = await startServer({ DATA_DIR: dataDir(), ...env });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });

  it('fails fast when MySQL is unreachable, without falling back to SQLite', async () => {
    const dir = dataDir();
    const started = Date.now();
    const run = await startServer({ DATA_DIR: dir, DATABASE_URL: 'mysql://root@127.0.0.1:9/odf' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Cannot open the database \(MySQL at 127\.0\.0\.1:9\/odf\)/);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(existsSync(path.join(dir, 'app.sqlite'))).toBe(false);
  });

  it('serves prerendered pages, the staff shell and the 404 page, then stops cleanly on SIGTERM', async () => {
    const run = await startServer({ DATA_DIR: dataDir(), PORT: '0', HOST: '127.0.0.1' }, async (url) => {
      const home = await fetch(url + '/');
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).not.toMatch(/<script>(?!\s*$)/);
      const staff = await fetch(url + '/admin-access');
      expect(staff.status).toBe(200);
      expect(staff.headers.get('x-robots-tag')).toBe('noindex');
      const missing = await fetch(url + '/no-such-page');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Oops! We couldn&#x27;t find this page');
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      const js = await fetch(url + asset!, { headers: { 'accept-encoding': 'gzip' } });
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
    expect(run.stdout).toContain('SIGTERM received');
    expect(run.code).toBe(0);
  });
});
