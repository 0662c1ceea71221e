import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { E2E_PORT } from './support/e2e-port.js';
import { APPROVER_NAME } from './support/staff.js';
import { clamdOrSkip, startClamd, type TestClamd } from '../support/clamd.js';

const root = path.resolve(import.meta.dirname, '../..');

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * The staff users a run left in the app's SQLite database: every spec deletes those it creates
 * (the `staffUser` fixtures), so only each worker's approving admin should remain.
 */
function staffLeftBehind(dataDir: string): string[] {
  const file = path.join(dataDir, 'app.sqlite');
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare('SELECT email FROM users WHERE NOT (first_name = ? AND last_name = ?) ORDER BY user_id')
      .all(APPROVER_NAME.firstName, APPROVER_NAME.lastName) as { email: string }[];
    return rows.map((row) => row.email);
  } finally {
    db.close();
  }
}

/**
 * Starts a real SMTP receiver (mail lands as .eml files in E2E_MAIL_DIR, readable by every
 * worker) and the built app on a fresh SQLite database. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'odf-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  mkdirSync(mailDir);
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(mailDir, `${String(++count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // A real clamd with the project's own test signature, as in CI; without one, uploads go unscanned
  // and the virus-scan spec says it is skipped.
  let clamd: TestClamd | undefined;
  if (clamdOrSkip('the virus-scan e2e spec')) clamd = await startClamd();

  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const dataDir = path.join(workDir, 'data');
  const env = {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ODF_RATE_LIMITS: 'off',
    LOG_REQUESTS: 'off',
    // Passkeys belong to the site's host (PUBLIC_URL): WebAuthn takes a domain name, not an IP
    // address, so the passkey spec opens the app as localhost.
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    // Documents waiting for their scan are tried again every 2 s, so a spec sees them cleared.
    ...(clamd ? { CLAMD_URL: clamd.url, CLAMD_TIMEOUT_S: '3', CLAMD_RESCAN_S: '2' } : {}),
  };
  // Another run's app on the same port would answer the health check in this one's place, and
  // every spec would test that app, not this build.
  if (await answers(baseUrl)) {
    throw new Error(`Something already answers at ${baseUrl} (another e2e run?). Stop it, or set E2E_PORT to a free port.`);
  }
  const app = spawn(process.execPath, [path.join(root, 'dist/api/src/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, 30_000);
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_BASE_URL = baseUrl;
  if (clamd) process.env.E2E_CLAMD_DIR = clamd.dir;

  return async () => {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await clamd?.dispose();
    const leftBehind = staffLeftBehind(dataDir);
    rmSync(workDir, { recursive: true, force: true });
    if (leftBehind.length > 0) {
      throw new Error(
        `The run left ${leftBehind.length} staff user(s) behind (${leftBehind.join(', ')}): create staff with the staffUser fixtures (tests/e2e/support/fixtures.ts), which delete them.`,
      );
    }
  };
}
