// `npm run dev`: the API recompiled and restarted on change, and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib/setup.mjs';
import { onSupportedNode } from './lib/runtime.mjs';

await onSupportedNode();
ensureInstalled();
const bin = (name) => `${root}/node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsc'), ['-p', 'tsconfig.api.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist/api', '--watch-path=dist/db', 'dist/api/src/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
