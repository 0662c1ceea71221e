/**
 * The layers of docs/architecture.md hold, measured on the import graph (`import()` and
 * `export … from` included). ESLint keeps them file by file: server-boundaries.test.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import {
  cyclePairs,
  featureCyclePairs,
  importEdges,
  importsOf,
  unlistedFeatureImports,
  upwardImports,
} from './module-graph.support.js';

const layersFile = path.join(projectRoot, 'eslint.layers.js');
const { FEATURE_DEPENDENCIES } = (await import(layersFile)) as { FEATURE_DEPENDENCIES: Record<string, string[]> };

describe('the import graph of the server', () => {
  const edges = importEdges(projectRoot);

  it('has no pair of modules that import each other', () => {
    expect(featureCyclePairs(edges)).toEqual([]);
    expect(cyclePairs(edges)).toEqual([]);
  });

  it('has no import of a feature from infrastructure', () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it('has no import of a feature that FEATURE_DEPENDENCIES does not list for the importer, nor of its doors', () => {
    expect(unlistedFeatureImports(edges, FEATURE_DEPENDENCIES)).toEqual([]);
  });

  it('lists every feature folder in eslint.layers.js, and only those', () => {
    const folders = readdirSync(path.join(projectRoot, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FEATURE_DEPENDENCIES).sort()).toEqual(folders);
    for (const allowed of Object.values(FEATURE_DEPENDENCIES)) for (const name of allowed) expect(folders).toContain(name);
  });

  it('allows feature dependencies that never lead back to where they start', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, trail: string[]) => {
      if (done.has(name)) return;
      expect(visiting.has(name), `a cycle: ${[...trail, name].join(' → ')}`).toBe(false);
      visiting.add(name);
      for (const next of FEATURE_DEPENDENCIES[name] ?? []) visit(next, [...trail, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(FEATURE_DEPENDENCIES)) visit(name, []);
  });
});

describe('the reading of the import graph', () => {
  const file = 'api/src/modules/documents/storage/new-helper.ts';
  const edgesOf = (text: string) =>
    importsOf(file, text).map((to) => ({
      from: file,
      to,
      fromModule: 'modules/documents',
      toModule: `modules/${to.split('/')[3]}`,
    }));

  it('sees static imports, re-exports, bare imports and import(), at any depth', () => {
    const text = [
      "import { ReviewService } from '../../review/review.service.js';",
      "export { KINDS } from '../../application-records/kinds.js';",
      "import '../../../modules/accounts/user.entity.js';",
      "export const load = () => import('../../reports/reports.service.js');",
    ].join('\n');
    expect(importsOf(file, text)).toEqual([
      'api/src/modules/review/review.service.ts',
      'api/src/modules/application-records/kinds.ts',
      'api/src/modules/accounts/user.entity.ts',
      'api/src/modules/reports/reports.service.ts',
    ]);
  });

  it('finds a lazy import of a feature that is not listed, and a door of one that is', () => {
    const text = "const lazy = () => import('../../review/review.service.js');\nimport { x } from '../../audit/audit.routes.js';";
    expect(unlistedFeatureImports(edgesOf(text), FEATURE_DEPENDENCIES)).toEqual([
      `${file} → api/src/modules/audit/audit.routes.ts (a door of audit)`,
      `${file} → modules/review (not listed for documents)`,
    ]);
  });
});
