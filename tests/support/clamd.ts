import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pingClamd } from '../../api/src/scanning/clamd-client.js';

/**
 * A real clamd for the tests (issue 24): started in the foreground on a Unix socket in a temp
 * folder, with the project's own signature database (deploy/clamav/eicar.ndb: the EICAR test
 * string anywhere in a file) and nothing downloaded. Absent clamd, suites that need it are skipped
 * by name with the reason below; CI (.ci/run) installs it, so nothing is skipped there.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SIGNATURES = path.join(root, 'deploy/clamav/eicar.ndb');

/** clamd's path, or undefined when this machine has none. */
export function clamdBinary(): string | undefined {
  const candidates = [process.env.CLAMD_BINARY, '/usr/sbin/clamd', '/usr/bin/clamd', '/usr/local/sbin/clamd'];
  const found = candidates.find((c) => c && existsSync(c));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v clamd'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

export const CLAMD_MISSING =
  'clamd is not installed (apt-get install clamav-daemon): the virus-scan tests that need a real ClamAV are skipped.';

/** Says once, on the console, which suite is skipped and why (never silently). */
export function clamdOrSkip(suite: string): boolean {
  const present = clamdBinary() !== undefined;
  if (!present) console.warn(`[skipped] ${suite}: ${CLAMD_MISSING}`);
  return present;
}

/** The EICAR test string: harmless, and every scanner's "this is a virus". */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface TestClamd {
  /** CLAMD_URL for the app: `unix:/tmp/…/clamd.sock`. */
  url: string;
  /** The folder with its config, socket and log: another process takes control with `clamdIn(dir)`. */
  dir: string;
  /** Stops clamd (a scanner outage); `start` brings it back on the same socket. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A clamd in its own folder. It runs detached and its pid is kept in the folder, so whichever
 * process holds the folder (a vitest file, Playwright's global setup or one of its workers) can
 * stop and start it.
 */
export function clamdIn(dir: string): TestClamd {
  const socket = path.join(dir, 'clamd.sock');
  const config = path.join(dir, 'clamd.conf');
  const pidFile = path.join(dir, 'odf-clamd.pid');
  const log = path.join(dir, 'clamd.log');
  const running = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0);

  const start = async () => {
    const binary = clamdBinary();
    if (!binary) throw new Error(CLAMD_MISSING);
    rmSync(socket, { force: true });
    const proc = spawn(binary, ['-c', config], { stdio: 'ignore', detached: true });
    proc.unref();
    writeFileSync(pidFile, String(proc.pid));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (!alive(proc.pid!)) break;
      if (existsSync(socket) && (await pingClamd({ path: socket }, 1000))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    const said = existsSync(log) ? readFileSync(log, 'utf8') : '';
    if (alive(proc.pid!)) process.kill(proc.pid!, 'SIGKILL');
    throw new Error(`clamd did not answer PING: ${said.slice(-800)}`);
  };
  const stop = async () => {
    const pid = running();
    if (!pid || !alive(pid)) return;
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 5000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(pidFile, { force: true });
    rmSync(socket, { force: true });
  };
  return {
    url: `unix:${socket}`,
    dir,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh clamd with only the project's signature file, answering PING. */
export async function startClamd(): Promise<TestClamd> {
  if (!clamdBinary()) throw new Error(CLAMD_MISSING);
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-clamd-'));
  const db = path.join(dir, 'db');
  mkdirSync(db);
  copyFileSync(SIGNATURES, path.join(db, 'eicar.ndb'));
  writeFileSync(
    path.join(dir, 'clamd.conf'),
    [
      'Foreground yes',
      `LocalSocket ${path.join(dir, 'clamd.sock')}`,
      `DatabaseDirectory ${db}`,
      `TemporaryDirectory ${dir}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      // Above the upload limit (10 MB a file), so a whole file is scanned.
      'StreamMaxLength 64M',
      'MaxThreads 8',
      'SelfCheck 0',
      '',
    ].join('\n'),
  );
  const clamd = clamdIn(dir);
  await clamd.start();
  return clamd;
}
