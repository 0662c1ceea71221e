import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_STATUS_PATH } from '../../api/src/domain/application-status-path.js';
import { organisation } from '../../api/src/domain/organisation.js';

/**
 * docs/architecture.md's glossary names each server feature on every side: its GraphQL
 * operations, REST paths, web routes and label in the console's menu. This keeps it true: one row
 * per folder under api/src/modules/, every operation of the schema in a row, and every named
 * operation, route and menu label real.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface GlossaryRow {
  module: string;
  graphql: string[];
  routes: string[];
  navLabels: string[];
}

/** The names in backticks of a cell; a dash, or words without backticks, name nothing. */
const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

function glossaryRows(markdown: string): GlossaryRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Glossary'));
  if (!section) throw new Error('docs/architecture.md has no "## Glossary" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      if (cells.length !== 5) throw new Error(`a glossary row has ${cells.length} cells, not 5: ${line}`);
      const [module, graphql, , route, nav] = cells as [string, string, string, string, string];
      return {
        module: codes(module)[0]!,
        graphql: codes(graphql.replace(/\(the types [^)]*\)/, '')),
        routes: codes(route),
        navLabels: nav
          .split(',')
          .map((label) => label.trim())
          .filter((label) => label && label !== '–'),
      };
    });
}

/** The fields of `type Query` and `type Mutation` in schema.graphql. */
function schemaOperations(schema: string): string[] {
  return ['Query', 'Mutation'].flatMap((type) => {
    const body = (new RegExp(`^type ${type} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(schema)?.[1] ?? '')
      // Descriptions are not fields: """blocks""" and "lines".
      .replace(/"""[\s\S]*?"""/g, '')
      .replace(/^\s*"[^\n]*"$/gm, '');
    return [...body.matchAll(/^ {2}(\w+)[(:]/gm)].map((m) => m[1]!);
  });
}

/**
 * The plain entries of an object literal of paths in a web source file (`key: '/path'` or a
 * template on the organisation's slug), read as text: the web's modules are compiled for the browser.
 */
function pathEntries(file: string, objectName: string): [string, string][] {
  const body = new RegExp(`export const ${objectName} = \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(read(file))?.[1] ?? '';
  const entries = [...body.matchAll(/^ {2}(\w+): (?:'([^']*)'|`([^`]*)`|(APPLICATION_STATUS_PATH)),$/gm)];
  expect(entries.length, `${objectName} in ${file} lists paths`).toBeGreaterThan(0);
  return entries.map(([, key, quoted, template, statusPath]) => [
    key!,
    statusPath ? APPLICATION_STATUS_PATH : (quoted ?? template!.replaceAll('${slug}', organisation.slug)),
  ]);
}

/** Every path the web's route table serves: the console's (STAFF_PATHS.x) and the public pages (paths.x). */
function routedPaths(): Set<string> {
  const routes = read('web/src/routes.tsx');
  const publicRoutes = read('web/src/pages/public/public-routes.tsx');
  const staff = pathEntries('web/src/site/staff-paths.ts', 'STAFF_PATHS')
    .filter(([key]) => routes.includes(`STAFF_PATHS.${key}`))
    .map(([, value]) => value);
  const pages = pathEntries('web/src/site/site-config.ts', 'paths')
    .filter(([key]) => routes.includes('...publicRoutes') && publicRoutes.includes(`paths.${key}`))
    .map(([, value]) => value);
  return new Set([...staff, ...pages]);
}

/** The labels of the console's menu: the component that draws the `Staff` navigation. */
function consoleNavLabels(): Set<string> {
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(`${dir}/${entry.name}`) : entry.name.endsWith('.tsx') ? [`${dir}/${entry.name}`] : [],
    );
  const nav = files('web/src').filter((file) => /<nav[^>]*aria-label="Staff"/.test(read(file)));
  expect(nav, 'one component draws the console menu').toHaveLength(1);
  const source = read(nav[0]!);
  const labels = [
    ...[...source.matchAll(/label: '([^']+)'/g)].map((m) => m[1]!),
    // A link's own text, on its own line inside a NavLink.
    ...[...source.matchAll(/<NavLink[^>]*>\s*\n\s*([A-Z][A-Za-z ]*)\n/g)].map((m) => m[1]!.trim()),
  ];
  return new Set(labels);
}

const rows = glossaryRows(read('docs/architecture.md'));

describe('the glossary in docs/architecture.md', () => {
  it('has one row per feature folder under api/src/modules/, and none for a folder that does not exist', () => {
    const folders = readdirSync(path.join(root, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const named = rows.map((row) => row.module);
    expect(named.filter((name, i) => named.indexOf(name) !== i)).toEqual([]);
    expect([...named].sort()).toEqual(folders);
  });

  it('names only GraphQL operations of schema.graphql, and each of them in one row', () => {
    const operations = schemaOperations(read('schema.graphql'));
    expect(operations.length).toBeGreaterThan(0);
    const named = rows.flatMap((row) => row.graphql);
    expect(named.filter((name) => !operations.includes(name))).toEqual([]);
    expect(named.filter((name, i) => named.indexOf(name) !== i)).toEqual([]);
    expect(operations.filter((name) => !named.includes(name))).toEqual([]);
  });

  it('names only routes of the web route table', () => {
    const routed = routedPaths();
    expect(routed.size).toBeGreaterThan(0);
    expect(rows.flatMap((row) => row.routes).filter((route) => !routed.has(route))).toEqual([]);
  });

  it("names only labels of the console's menu", () => {
    const labels = consoleNavLabels();
    expect(labels.size).toBeGreaterThan(0);
    expect(rows.flatMap((row) => row.navLabels).filter((label) => !labels.has(label))).toEqual([]);
  });
});
