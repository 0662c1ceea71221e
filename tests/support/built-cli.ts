import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import type { TestApp } from './test-app.js';

/**
 * Runs a built command-line tool (`dist/api/src/cli/<name>.js`, what its npm script runs once the
 * build is current) as an operator would on the app's machine: the same DATA_DIR, so the same
 * generated secrets, and the same database.
 */
export function runBuiltCli(
  app: TestApp,
  name: string,
  args: string[] = [],
): Promise<{ code: number | null; out: string; ms: number }> {
  const started = Date.now();
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: app.dataDir,
    ...(app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : {}),
  };
  const cli = path.join(projectRoot, `dist/api/src/cli/${name}.js`);
  if (!existsSync(cli)) throw new Error(`Run \`npm run build\` first: ${name} is run as built.`);
  const child = spawn(process.execPath, [cli, ...args], { env, cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, ms: Date.now() - started })));
}
