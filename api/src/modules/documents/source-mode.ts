/**
 * Running the worker from TypeScript sources (tests, `npm run dev`): Node 20 cannot load `.ts`,
 * so the worker first registers module hooks that map `./x.js` imports to `./x.ts` and
 * transpile each file with the TypeScript compiler (types removed, nothing checked). The built
 * server never uses this: its worker is plain JavaScript.
 */
import { pathToFileURL } from 'node:url';

const HOOKS = `
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
let ts;
export async function initialize(data) {
  ts = (await import(data.typescript)).default;
}
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (context.parentURL && /^\\.{1,2}\\//.test(specifier) && specifier.endsWith('.js')) {
      const url = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
    throw error;
  }
}
export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      useDefineForClassFields: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
`;

/** The code of an `eval` worker that loads `entryUrl` (a .ts file) through the hooks above. */
export function sourceModeBootstrap(entryUrl: string, typescriptPath: string): string {
  const hooks = `data:text/javascript,${encodeURIComponent(HOOKS)}`;
  const typescript = pathToFileURL(typescriptPath).href;
  return `
    const { register } = require('node:module');
    register(${JSON.stringify(hooks)}, { data: { typescript: ${JSON.stringify(typescript)} } });
    import(${JSON.stringify(entryUrl)});
  `;
}
