// `npm run doctor`, `npm run backup`…: on a supported Node, installed and built, run one of the
// built command-line tools with the arguments given.
// Usage: node scripts/run.mjs [--compile tsconfig.x.json] dist/path/to/tool.js [args…]
import path from 'node:path';
import { onSupportedNode } from './lib/runtime.mjs';
import { ensureReady, mustRun, root, run } from './lib/setup.mjs';

await onSupportedNode();
await ensureReady();
const args = process.argv.slice(2);
if (args[0] === '--compile') {
  mustRun(path.join(root, 'node_modules/.bin/tsc'), ['-p', args[1]]);
  args.splice(0, 2);
}
const [tool, ...rest] = args;
if (!tool) {
  console.error('Usage: node scripts/run.mjs [--compile tsconfig.json] <built tool.js> [args…]');
  process.exit(2);
}
process.exit(run(process.execPath, [path.join(root, tool), ...rest], { cwd: process.cwd() }));
