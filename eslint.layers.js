// The server's layers, kept by ESLint where each import lands (docs/architecture.md draws them).
// eslint-plugin-boundaries resolves every import, `import()` and `export … from` with the
// TypeScript resolver (`.js` specifiers to their `.ts` files), then classifies both ends by path:
//   domain/          imports only itself and its libraries (zod, luxon)
//   infrastructure   (auth, backup, config, crypto, graphql, http, i18n, jobs, mail, scanning, and db/)
//                    imports no feature
//   modules/<name>/  a feature, every file at any depth: imports the domain, infrastructure, itself
//                    and the features listed for it below, never another feature's doors
//                    (*.resolver, *.routes, *.inputs, *.jobs, *.module)
//   the top          (api/src/*.ts, api/src/cli/, api/src/modules/index.ts, db/entities.ts)
//                    assembles everything; others import from it by type only (the Services container)
// Any other file under api/src fails the lint until it has a place here.
// The lists below never form a cycle: tests/architecture/layers.test.ts checks it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

/** Which features each feature may import. A new feature is added here, lower ones first. */
export const FEATURE_DEPENDENCIES = {
  'application-records': [],
  audit: [],
  'rate-limits': [],
  health: [],
  'mail-outbox': ['audit'],
  content: ['audit'],
  accounts: ['audit', 'mail-outbox', 'rate-limits'],
  messages: ['accounts', 'audit', 'mail-outbox', 'rate-limits'],
  'program-cycles': ['application-records', 'audit', 'content'],
  eligibility: ['audit', 'content', 'program-cycles', 'rate-limits'],
  documents: ['application-records', 'audit'],
  // Related applications (issue 39): keyed hashes written by submission, retention and payments.
  'related-applications': ['application-records', 'audit'],
  // Its notices count the documents still waiting for a scan.
  'console-notices': ['documents'],
  submission: [
    'application-records',
    'audit',
    'documents',
    'eligibility',
    'mail-outbox',
    'program-cycles',
    'rate-limits',
    'related-applications',
  ],
  applications: ['accounts', 'application-records', 'audit', 'documents', 'related-applications'],
  review: ['accounts', 'application-records', 'applications', 'audit', 'mail-outbox', 'program-cycles'],
  'application-status': [
    'application-records',
    'audit',
    'documents',
    'mail-outbox',
    'program-cycles',
    'rate-limits',
    'submission',
  ],
  'info-requests': [
    'accounts',
    'application-records',
    'application-status',
    'applications',
    'audit',
    'documents',
    'mail-outbox',
    'review',
  ],
  retention: [
    'application-records',
    'application-status',
    'applications',
    'audit',
    'info-requests',
    'related-applications',
    'review',
  ],
  reports: ['accounts', 'application-records', 'audit', 'eligibility', 'program-cycles'],
  oversight: ['accounts', 'audit'],
  conflicts: ['accounts', 'application-records', 'applications', 'audit', 'program-cycles', 'reports', 'review'],
  disbursements: [
    'accounts',
    'application-records',
    'application-status',
    'applications',
    'audit',
    'conflicts',
    'documents',
    'mail-outbox',
    'program-cycles',
    'related-applications',
    'review',
  ],
  // Letters of recommendation (issue 38): part of the form, a status-page section, a document to staff.
  letters: [
    'application-records',
    'application-status',
    'applications',
    'audit',
    'conflicts',
    'documents',
    'info-requests',
    'mail-outbox',
    'program-cycles',
    'rate-limits',
    'review',
    'submission',
  ],
};

export const INFRASTRUCTURE = ['auth', 'backup', 'config', 'crypto', 'graphql', 'http', 'i18n', 'jobs', 'mail', 'scanning'];

/** The libraries the shared rules may use; the web bundles them too. */
const DOMAIN_LIBRARIES = ['zod', 'luxon'];

/** A feature's doors and schedule: only the top assembles them. */
const DOORS = ['resolver', 'routes', 'inputs', 'jobs', 'module'];

const root = path.dirname(fileURLToPath(import.meta.url));

const elements = [
  { type: 'domain', pattern: 'api/src/domain', partialMatch: false },
  { type: 'cli', pattern: 'api/src/cli', partialMatch: false },
  { type: 'feature', pattern: 'api/src/modules/*', capture: ['feature'], partialMatch: false },
  { type: 'infrastructure', pattern: [...INFRASTRUCTURE.map((dir) => `api/src/${dir}`), 'db'], partialMatch: false },
];

const files = [
  // The top: files that name every feature. They belong to no folder above (db/entities.ts is the
  // exception: it lives beside the data source).
  { category: 'top', pattern: ['api/src/*.ts', 'api/src/modules/index.ts', 'db/entities.ts'] },
  { category: 'door', pattern: `api/src/modules/**/*.{${DOORS.join(',')}}.ts` },
];

const anything = { to: [{ element: { isUnknown: false } }, { element: { isUnknown: true } }, { module: { origin: '*' } }] };
const packages = { to: { module: { origin: ['external', 'core'] } } };
const layer = (type) => ({ to: { element: { type } } });
const top = { to: { file: { categories: 'top' } } };

const TOP = 'The top (services.ts, app.ts…) assembles the features: import it by type only (`import type`).';
const NO_FEATURE = 'Infrastructure serves every feature and imports none: pass what it needs in from the top (services.ts).';

const policies = [
  {
    from: { element: { type: 'domain' } },
    disallow: anything,
    message: `domain/ is plain rules the web shares: it imports only itself and ${DOMAIN_LIBRARIES.join(', ')}.`,
  },
  {
    from: { element: { type: 'domain' } },
    allow: [layer('domain'), { to: { module: { origin: 'external', source: DOMAIN_LIBRARIES } } }],
  },
  {
    from: { element: { type: 'infrastructure' } },
    disallow: anything,
    message: NO_FEATURE,
  },
  {
    from: { element: { type: 'infrastructure' } },
    allow: [layer('domain'), layer('infrastructure'), packages],
  },
  {
    from: { element: { type: 'feature' } },
    disallow: anything,
    message:
      'modules/{{from.captured.feature}} may import only the domain, infrastructure and the features eslint.layers.js lists for it (docs/architecture.md).',
  },
  {
    from: { element: { type: 'feature' } },
    allow: [layer('domain'), layer('infrastructure'), packages],
  },
  ...Object.entries(FEATURE_DEPENDENCIES)
    .filter(([, allowed]) => allowed.length > 0)
    .map(([name, allowed]) => ({
      from: { element: { type: 'feature', captured: { feature: name } } },
      allow: { to: { element: { type: 'feature', captured: { feature: allowed } } } },
    })),
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { file: { categories: 'door' } } },
    message: "Another feature's resolvers, routes, inputs, jobs and manifest are its own: only the top assembles them.",
  },
  {
    from: { element: { type: ['feature', 'infrastructure'] } },
    allow: { ...top, dependency: { kind: 'type' } },
  },
  {
    from: { element: { type: ['feature', 'infrastructure'] } },
    disallow: { ...top, dependency: { kind: 'value' } },
    message: TOP,
  },
  // The top assembles everything but the command-line tools, which are entry points.
  { from: [{ file: { categories: 'top' } }, { element: { type: 'cli' } }], allow: anything },
  {
    disallow: { to: { element: { type: 'cli' } } },
    message: 'The command-line tools are entry points: nothing imports them.',
  },
];

// GraphQL classes live in a feature's files named for them: outputs (@ObjectType, enums, unions) in
// *.types.ts, inputs (@InputType, @ArgsType) in *.inputs.ts. An entity may be its own output type.
const GRAPHQL_OUTPUTS = 'ObjectType|InterfaceType';
const GRAPHQL_INPUTS = 'InputType|ArgsType';
const GRAPHQL_CALLS = 'registerEnumType|createUnionType';
const decorator = (names) => `Decorator[expression.callee.name=/^(${names})$/]`;
const call = (names) => `CallExpression[callee.name=/^(${names})$/]`;
const OUTPUTS_ONLY = 'GraphQL output types, enums and unions live in <name>.types.ts (eslint.layers.js).';
const INPUTS_ONLY = 'GraphQL input and argument types live in <name>.inputs.ts (eslint.layers.js).';
const restrict = (...entries) => ({ 'no-restricted-syntax': ['error', ...entries] });

const graphqlFiles = [
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.types.ts', '**/*.inputs.ts', '**/*.entity.ts'],
    rules: restrict(
      { selector: decorator(GRAPHQL_OUTPUTS), message: OUTPUTS_ONLY },
      { selector: call(GRAPHQL_CALLS), message: OUTPUTS_ONLY },
      { selector: decorator(GRAPHQL_INPUTS), message: INPUTS_ONLY },
    ),
  },
  {
    files: ['api/src/**/*.types.ts'],
    rules: restrict({ selector: decorator(GRAPHQL_INPUTS), message: INPUTS_ONLY }),
  },
  {
    files: ['api/src/**/*.inputs.ts'],
    rules: restrict(
      { selector: decorator(GRAPHQL_OUTPUTS), message: OUTPUTS_ONLY },
      { selector: call(GRAPHQL_CALLS), message: OUTPUTS_ONLY },
    ),
  },
  {
    // A table that is also the GraphQL type of its rows keeps one class: @ObjectType beside @Entity.
    files: ['api/src/**/*.entity.ts'],
    rules: restrict(
      {
        selector: `ClassDeclaration:not(:has(> Decorator[expression.callee.name='Entity'])) > ${decorator(GRAPHQL_OUTPUTS)}`,
        message: OUTPUTS_ONLY,
      },
      { selector: call(GRAPHQL_CALLS), message: OUTPUTS_ONLY },
      { selector: decorator(GRAPHQL_INPUTS), message: INPUTS_ONLY },
    ),
  },
];

export const layers = [
  {
    files: ['api/src/**/*.ts', 'db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: [path.join(root, 'tsconfig.check.json'), path.join(root, 'tsconfig.web.json')],
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/root-path': root,
      'boundaries/legacy-templates': false,
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, policies }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  ...graphqlFiles,
];
