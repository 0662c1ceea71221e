// `npm start`: install if needed, build if stale, then serve (the server migrates at start).
import { ensureReady, root } from './lib/setup.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onSupportedNode } from './lib/runtime.mjs';

await onSupportedNode();
await ensureReady();
const server = spawn(process.execPath, [path.join(root, 'dist/api/src/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
