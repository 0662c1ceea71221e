// `eval "$(node scripts/project-node.mjs)"` (.ci/run): a supported Node first on PATH for the rest
// of a shell script; the project's own from the npm registry when the machine's is not one.
import { supportedNodeExports } from './lib/runtime.mjs';

const exports = supportedNodeExports();
if (exports) console.log(exports);
