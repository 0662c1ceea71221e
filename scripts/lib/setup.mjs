// Plain Node, no dependencies: runs before node_modules exists.
import { spawnSync } from 'node:child_process';
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

/** npm ci when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker) || mtime(marker) < mtime(path.join(root, 'package-lock.json'))) {
    console.log('Installing dependencies (npm ci)…');
    mustRun(npm, ['ci', '--no-audit', '--no-fund']);
  }
  ensureNativeAddons();
}

/**
 * A native addon loads only in the Node it was compiled for: after a move between Node lines
 * (the machine's Node 22, the project's Node 24), better-sqlite3 is rebuilt for the one running.
 */
function ensureNativeAddons() {
  const probe = "new (require('better-sqlite3'))(':memory:').close()";
  const loads = spawnSync(process.execPath, ['-e', probe], { cwd: root, stdio: 'ignore' }).status === 0;
  if (loads) return;
  console.log(`Rebuilding better-sqlite3 for Node ${process.versions.node}…`);
  mustRun(npm, ['rebuild', 'better-sqlite3']);
}

const BUILD_INPUTS = [
  'api/src',
  'db',
  'web',
  'scripts/prerender.mjs',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.api.json',
];
const stampFile = path.join(root, 'dist/.build-stamp');

/** npm run build when any source is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stale = force || !existsSync(stampFile) || Math.max(...BUILD_INPUTS.map(newest)) > mtime(stampFile);
  if (!stale) return;
  console.log('Building (npm run build)…');
  mustRun(npm, ['run', 'build']);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, new Date().toISOString());
}

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** A Chromium for the browser tests: CHROME_PATH, Debian's chromium, or installed with apt-get as root. */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    onPath('chromium'),
    onPath('chromium-browser'),
    onPath('google-chrome'),
  ];
  const found = candidates.find((c) => c && existsSync(c));
  if (found) return found;
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    console.log("Installing Debian's chromium (apt-get)…");
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROME_PATH to its executable.');
  process.exit(1);
}
