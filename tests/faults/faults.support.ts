import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';

export const builtServer = path.join(projectRoot, 'dist/api/src/server.js');
export const secrets = { SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: 'ef'.repeat(32), AUDIT_KEY: 'f'.repeat(40) };

/** A tmpfs of the given size, or null where this machine does not let us mount one (not root, no CAP_SYS_ADMIN). */
export function mountTmpfs(sizeKb: number): { dir: string; remountReadOnly(): void; unmount(): void } | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-fault-fs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0700`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    remountReadOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'ignore' }),
    unmount() {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const canMount = (() => {
  const probe = mountTmpfs(64);
  probe?.unmount();
  return probe !== null;
})();

/** Fills a folder's file system until fewer than `leaveKb` kB are free. */
export function fill(dir: string, leaveKb = 0): string {
  const file = path.join(dir, 'filler.bin');
  const free = Number(execFileSync('df', ['-k', '--output=avail', dir]).toString().trim().split('\n').pop());
  const kb = Math.max(0, free - leaveKb);
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${file}`, 'bs=1k', `count=${kb}`], { stdio: 'ignore' });
  } catch {
    // dd stops with "No space left", which is the point.
  }
  return file;
}

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server until it exits (a start-up failure) or 15 s pass. */
export function startBuiltServer(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtServer], {
      env: { PATH: process.env.PATH ?? '', LOG_REQUESTS: 'off', PORT: '0', HOST: '127.0.0.1', ...secrets, ...env },
      cwd: projectRoot,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
