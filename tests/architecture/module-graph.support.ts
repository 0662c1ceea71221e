/**
 * The server's import graph, module by module, as docs/architecture.md draws it: which folder a
 * file belongs to, and which modules import one another. Plain text reading of the import
 * statements (type imports too), so it needs no build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders of api/src that are infrastructure: they serve every feature and import none. */
export const INFRASTRUCTURE = [
  'auth',
  'backup',
  'config',
  'crypto',
  'graphql',
  'http',
  'i18n',
  'jobs',
  'mail',
  'scanning',
] as const;

/** Files that name every feature: the composition at the top. */
export function isComposition(file: string): boolean {
  return (
    /^api\/src\/[^/]+\.ts$/.test(file) ||
    file.startsWith('api/src/cli/') ||
    file === 'api/src/modules/index.ts' ||
    file === 'db/entities.ts'
  );
}

/** The module a source file belongs to: `modules/<feature>`, an infrastructure folder, `domain`, `db`, or `composition`. */
export function moduleOf(file: string): string | null {
  if (isComposition(file)) return 'composition';
  if (file.startsWith('db/')) return 'db';
  const parts = file.split('/');
  if (parts[0] !== 'api' || parts[1] !== 'src') return null;
  if (parts[2] === 'modules') return `modules/${parts[3]}`;
  return parts[2] ?? null;
}

export const isFeature = (module: string) => module.startsWith('modules/');
export const isInfrastructure = (module: string) => module === 'db' || (INFRASTRUCTURE as readonly string[]).includes(module);

export interface Edge {
  from: string;
  to: string;
  fromModule: string;
  toModule: string;
}

function sourceFiles(root: string, dir: string, out: string[] = []): string[] {
  const full = path.join(root, dir);
  for (const entry of readdirSync(full)) {
    const rel = `${dir}/${entry}`;
    if (statSync(path.join(root, rel)).isDirectory()) sourceFiles(root, rel, out);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^;'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every import between files of the server (api/src and db), tests left out. */
export function importEdges(root: string): Edge[] {
  const edges: Edge[] = [];
  for (const file of [...sourceFiles(root, 'api/src'), ...sourceFiles(root, 'db')]) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = (match[1] ?? match[2])!;
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
      const fromModule = moduleOf(file);
      const toModule = moduleOf(to);
      if (fromModule && toModule) edges.push({ from: file, to, fromModule, toModule });
    }
  }
  return edges;
}

/** Pairs of modules that import each other (the composition at the top is not a module). */
export function cyclePairs(edges: Edge[]): string[] {
  const uses = new Set(
    edges.filter((e) => e.fromModule !== e.toModule && e.toModule !== 'composition').map((e) => `${e.fromModule}→${e.toModule}`),
  );
  const pairs: string[] = [];
  for (const use of uses) {
    const [a, b] = use.split('→') as [string, string];
    if (a < b && uses.has(`${b}→${a}`) && a !== 'composition') pairs.push(`${a} ↔ ${b}`);
  }
  return pairs.sort();
}

/** Imports of a feature from infrastructure, one per (file, feature). */
export function upwardImports(edges: Edge[]): string[] {
  const found = new Set(
    edges.filter((e) => isInfrastructure(e.fromModule) && isFeature(e.toModule)).map((e) => `${e.from} → ${e.toModule}`),
  );
  return [...found].sort();
}

/** Feature modules that import each other directly (the issue's count): both files in modules/. */
export function featureCyclePairs(edges: Edge[]): string[] {
  return cyclePairs(edges.filter((e) => isFeature(e.fromModule) && isFeature(e.toModule)));
}
