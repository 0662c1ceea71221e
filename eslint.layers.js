// The server's layers, kept by ESLint (docs/architecture.md draws them):
//   domain/          imports only itself and its libraries (zod, luxon)
//   infrastructure   (auth, backup, config, crypto, graphql, http, i18n, jobs, mail, and db/) imports no feature
//   modules/<name>/  a feature imports the domain, infrastructure and the features listed for it below,
//                    never another feature's doors or schedule (*.resolver, *.routes, *.inputs, *.jobs)
//   the top          (api/src/*.ts, api/src/cli/, db/entities.ts) assembles everything; others import
//                    from it by type only (the Services container)
// The lists below never form a cycle: tests/architecture/layers.test.ts checks it.

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
};

export const INFRASTRUCTURE = ['auth', 'backup', 'config', 'crypto', 'graphql', 'http', 'i18n', 'jobs', 'mail', 'scanning'];

/** The libraries the shared rules may use; the web bundles them too. */
const DOMAIN_LIBRARIES = ['zod', 'luxon'];

const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOP = 'The top (services.ts, app.ts…) assembles the features: import it by type only (`import type`).';

function featureBlock(name, allowed) {
  const others = allowed.length ? `^\\.\\./(?!(?:${allowed.map(escape).join('|')})/)[^./][^/]*/` : '^\\.\\./[^./][^/]*/';
  return {
    files: [`api/src/modules/${name}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: rule([
      {
        regex: others,
        message: `modules/${name} may import only ${allowed.join(', ') || 'no other feature'} (eslint.layers.js, docs/architecture.md).`,
      },
      {
        regex: '^\\.\\./[^./][^/]*/[^/]+\\.(resolver|routes|inputs|jobs)\\.js$',
        message: "Another feature's resolvers, routes, inputs and jobs are its own: only the top (api/src/*.ts) assembles them.",
      },
      { regex: '^\\.\\./\\.\\./[^./][^/]*\\.js$', allowTypeImports: true, message: TOP },
      { regex: '^\\.\\./\\.\\./cli/', message: 'The command-line tools are entry points: nothing imports them.' },
    ]),
  };
}

const NO_FEATURE = 'Infrastructure serves every feature and imports none: pass what it needs in from the top (services.ts).';

export const layers = [
  {
    files: ['api/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: rule([
      {
        regex: `^(?!\\.|(?:${DOMAIN_LIBRARIES.join('|')})(?:/|$))`,
        message: `domain/ is plain rules the web shares: it imports only itself and ${DOMAIN_LIBRARIES.join(', ')}.`,
      },
      { regex: '^\\.\\./(?!\\.\\./)(?!domain/)', message: 'domain/ imports only itself.' },
      { regex: '^\\.\\./\\.\\./', message: 'domain/ imports only itself.' },
    ]),
  },
  {
    // Files one folder down in domain/ may reach domain/'s own files with ../
    files: ['api/src/domain/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: rule([
      {
        regex: `^(?!\\.|(?:${DOMAIN_LIBRARIES.join('|')})(?:/|$))`,
        message: `domain/ is plain rules the web shares: it imports only itself and ${DOMAIN_LIBRARIES.join(', ')}.`,
      },
      { regex: '^\\.\\./\\.\\./', message: 'domain/ imports only itself.' },
    ]),
  },
  {
    files: INFRASTRUCTURE.map((dir) => `api/src/${dir}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: rule([
      { regex: '(^|/)modules/', message: NO_FEATURE },
      { regex: '^\\.\\./[^./][^/]*\\.js$', allowTypeImports: true, message: TOP },
    ]),
  },
  {
    files: ['db/**/*.ts'],
    // The list of every entity is part of the top: it names each feature's tables.
    ignores: ['**/*.test.ts', 'db/entities.ts'],
    rules: rule([
      { regex: '(^|/)api/src/modules/', message: NO_FEATURE },
      { regex: '(^|/)api/src/[^/]+\\.js$', allowTypeImports: true, message: TOP },
    ]),
  },
  // A folder under modules/ that is not listed imports no other feature until it is.
  featureBlock('*', []),
  ...Object.entries(FEATURE_DEPENDENCIES).map(([name, allowed]) => featureBlock(name, allowed)),
];
