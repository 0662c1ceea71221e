/**
 * The web's boundaries (eslint.web-boundaries.js): the console kit and components/ import no
 * module, a module imports only those listed for it, and only a module's hooks/ call generated
 * Apollo hooks. Measured on the import graph, and kept by ESLint on resolved paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { projectRoot } from '../../api/src/config/paths.js';

const boundariesFile = path.join(projectRoot, 'eslint.web-boundaries.js');
const { WEB_MODULE_DEPENDENCIES } = (await import(boundariesFile)) as { WEB_MODULE_DEPENDENCIES: Record<string, string[]> };
const modulesDir = path.join(projectRoot, 'web/src/modules');

/** Every import between two web modules, static or `import()`, as "from → to" (relative paths only). */
function moduleEdges(): Set<string> {
  const edges = new Set<string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  for (const file of walk(modulesDir)) {
    const from = path.relative(modulesDir, file).split(path.sep)[0]!;
    for (const [, source] of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), source!)).split(path.sep);
      if (target[0] !== '..' && target[0] !== from) edges.add(`${from} → ${target[0]}`);
    }
  }
  return edges;
}

describe('the import graph of the web', () => {
  const edges = moduleEdges();

  it('has no pair of modules that import each other', () => {
    const pairs = [...edges].filter((edge) => {
      const [from, to] = edge.split(' → ');
      return from! < to! && edges.has(`${to} → ${from}`);
    });
    expect(pairs).toEqual([]);
  });

  it('has only the imports between modules that the list allows', () => {
    const unlisted = [...edges].filter((edge) => {
      const [from, to] = edge.split(' → ');
      return !(WEB_MODULE_DEPENDENCIES[from!] ?? []).includes(to!);
    });
    expect(unlisted).toEqual([]);
  });

  it('lists every module folder in eslint.web-boundaries.js, and only those', () => {
    const folders = readdirSync(modulesDir).sort();
    expect(Object.keys(WEB_MODULE_DEPENDENCIES).sort()).toEqual(folders);
    for (const allowed of Object.values(WEB_MODULE_DEPENDENCIES)) for (const name of allowed) expect(folders).toContain(name);
  });

  it('allows module dependencies that never lead back to where they start', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, trail: string[]) => {
      if (done.has(name)) return;
      expect(visiting.has(name), `a cycle: ${[...trail, name].join(' → ')}`).toBe(false);
      visiting.add(name);
      for (const next of WEB_MODULE_DEPENDENCIES[name] ?? []) visit(next, [...trail, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(WEB_MODULE_DEPENDENCIES)) visit(name, []);
  });
});

describe('the lint rule that keeps the web boundaries', () => {
  const eslint = new ESLint({ cwd: projectRoot });
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
    return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
  };

  it.each([
    [
      'the console kit importing a module',
      'web/src/console/new-helper.ts',
      "import { roleMay } from '../modules/accounts/permissions';\nexport const r = roleMay;",
    ],
    [
      'components/ importing a module',
      'web/src/components/ui/NewWidget.tsx',
      "import { useSession } from '../../modules/accounts/hooks/useSession';\nexport const s = useSession;",
    ],
    [
      'a module importing one not listed for it (accounts → review)',
      'web/src/modules/accounts/new-helper.ts',
      "import { scoreText } from '../review/score-text';\nexport const s = scoreText;",
    ],
    [
      'a module importing one listed the other way round (accounts → applications), from a subfolder',
      'web/src/modules/accounts/components/deeper/NewPanel.tsx',
      "import { listArgs } from '../../../applications/list-cache';\nexport const l = listArgs;",
    ],
    [
      'a two-way pair through ../../modules/x (review → applications)',
      'web/src/modules/review/new-helper.ts',
      "import { listArgs } from '../../modules/applications/list-cache';\nexport const l = listArgs;",
    ],
    [
      'a dynamic import() of a module not listed',
      'web/src/modules/accounts/new-helper.ts',
      "export const load = () => import('../review/components/ReviewPanel');",
    ],
    [
      'a re-export of a module not listed',
      'web/src/modules/accounts/new-helper.ts',
      "export { scoreText } from '../review/score-text';",
    ],
    [
      'a new module folder, not yet listed, importing a module',
      'web/src/modules/new-feature/new-helper.ts',
      "import { roleMay } from '../accounts/permissions';\nexport const r = roleMay;",
    ],
    [
      'a component calling a generated hook outside hooks/',
      'web/src/modules/audit/components/NewLog.tsx',
      "import { useAuditLogQuery } from '../../../generated/graphql';\nexport const q = useAuditLogQuery;",
    ],
    [
      'a page calling a generated hook',
      'web/src/pages/staff/NewPage.tsx',
      "import { useAuditLogQuery } from '../../generated/graphql';\nexport const q = useAuditLogQuery;",
    ],
  ])('fails the lint on %s', async (_what, file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'a module importing one listed for it, the console kit, components/ and site/',
      'web/src/modules/review/new-helper.ts',
      "import { useSession } from '../accounts/hooks/useSession';\nimport { submittedOn } from '../../console/formats';\nimport { FormNotice } from '../../components/ui/Field';\nimport { STAFF_PATHS } from '../../site/staff-paths';\nexport const x = [useSession, submittedOn, FormNotice, STAFF_PATHS];",
    ],
    [
      "a module's hooks/ calling a generated hook",
      'web/src/modules/audit/hooks/useNewLog.ts',
      "import { useAuditLogQuery } from '../../../generated/graphql';\nexport const q = useAuditLogQuery;",
    ],
    [
      'a component importing generated types by type only',
      'web/src/modules/audit/components/NewLog.tsx',
      "import type { ApplicationKind } from '../../../generated/graphql';\nexport type K = ApplicationKind;",
    ],
    [
      'a page composing modules, lazily too',
      'web/src/pages/staff/NewPage.tsx',
      "import { AuditLog } from '../../modules/audit/components/AuditLog';\nexport const x = [AuditLog, () => import('../../modules/review/components/ReviewPanel')];",
    ],
  ])('passes %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
