// Plain Node, no dependencies: runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let best = stat.mtimeMs;
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    best = Math.max(best, newest(path.join(entry, child)));
  }
  return best;
}

/**
 * Runs a command without holding the terminal: its output is kept and printed whole when it ends
 * (steps that run side by side would interleave otherwise). Resolves with its status and time.
 */
export function runQuietly(label, command, args, options = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = (Date.now() - t0) / 1000;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n${status === 0 ? '✔' : '✖'} ${label} (${seconds.toFixed(1)} s)${text ? `\n${text}` : ''}`);
      resolve({ label, status, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** npm ci when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)…');
  mustRun(npm, ['ci', '--no-audit', '--no-fund']);
}

const BUILD_INPUTS = [
  'api/src',
  'db',
  'web',
  'node-lines.json',
  'scripts/prerender.mjs',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.api.json',
];
const stampFile = path.join(root, 'dist/.build-stamp');

/** True when any source is newer than the last build. */
export function buildStale() {
  return !existsSync(stampFile) || Math.max(...BUILD_INPUTS.map(newest)) > mtime(stampFile);
}

/** `npm run build`'s two halves: the server with tsc and the web with Vite share nothing, so they may run side by side. */
export const BUILD_STEPS = [
  ['build: server (tsc)', npm, ['run', '--silent', 'build:api']],
  ['build: web (vite, prerender)', npm, ['run', '--silent', 'build:web']],
];

/** Records a finished build, so the next start does not build again. */
export function markBuilt() {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, new Date().toISOString());
}

export async function build() {
  const t0 = Date.now();
  const results = await Promise.all(BUILD_STEPS.map((step) => runQuietly(...step)));
  const ok = results.every((r) => r.status === 0);
  if (ok) markBuilt();
  return { label: 'build', status: ok ? 0 : 1, seconds: (Date.now() - t0) / 1000 };
}

/** Installed, and built when stale: what `npm start` and the tools need. */
export async function ensureReady() {
  ensureInstalled();
  if (!buildStale()) return;
  console.log('Building (npm run build)…');
  if ((await build()).status !== 0) {
    console.error('\n✖ The build failed: see above.');
    process.exit(1);
  }
}

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * Chromium for the browser tests: the full browser (CHROME_PATH, Debian's chromium; Lighthouse
 * uses it) and, where there is one, Debian's headless shell for the other browser tests, which
 * it runs in about 60 % of the time. As root on Debian, both are installed with apt-get.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    onPath('chromium'),
    onPath('chromium-browser'),
    onPath('google-chrome'),
  ];
  const shellCandidates = [
    process.env.CHROME_HEADLESS_SHELL,
    '/usr/bin/chromium-headless-shell',
    onPath('chromium-headless-shell'),
  ];
  const find = () => ({
    browser: candidates.find((c) => c && existsSync(c)),
    headlessShell: shellCandidates.find((c) => c && existsSync(c)),
  });
  let found = find();
  const missing = [!found.browser && 'chromium', !found.headlessShell && 'chromium-headless-shell'].filter(Boolean);
  if (missing.length > 0 && process.getuid?.() === 0 && onPath('apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} (apt-get)…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    found = find();
  }
  if (found.browser) return found;
  console.error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROME_PATH to its executable.');
  process.exit(1);
}
