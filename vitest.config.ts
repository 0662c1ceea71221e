import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** How every suite's files are compiled and resolved (the main suite's projects and the fault suite). */
const compile = {
  // type-graphql and TypeORM rely on legacy decorators with metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: [
      // One graphql module for type-graphql and the tests (else CJS and ESM copies clash).
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      { find: '@domain', replacement: here('./api/src/domain') },
    ],
  },
};

const files = {
  include: [
    'api/**/*.test.ts',
    'db/**/*.test.ts',
    'web/**/*.test.{ts,tsx}',
    'tests/integration/**/*.test.ts',
    'tests/architecture/**/*.test.ts',
  ],
  // Timing- or memory-sensitive (and servers of their own): run alone after the main suite (tests/faults/vitest.config.ts).
  exclude: [
    'node_modules',
    'dist',
    'tests/integration/reset-timing.test.ts',
    'tests/integration/status-code-timing.test.ts',
    'tests/integration/two-instances.test.ts',
    'tests/integration/virus-scan-memory.test.ts',
  ],
};

/** Test files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING_FILES = [
  'tests/integration/graphql-limits.query-shape.test.ts',
  'tests/integration/graphql-limits.requests.test.ts',
];

/**
 * One retry, as the browser suite has: a test that fails twice fails the run, and one that needed
 * its retry is named in `npm test`'s summary (scripts/test.mjs), so a flaky test is seen, not hidden.
 */
export const suiteOptions = { globals: true, testTimeout: 30_000, hookTimeout: 60_000, retry: 1 };

export default defineConfig({
  ...compile,
  test: {
    ...suiteOptions,
    // Integration suites each start their own app and database; two cores, two workers.
    maxWorkers: 2,
    // Each worker loads the app's modules once for all its files, not once per file: that load
    // was 40 % of the suite's time. Each suite still starts its own app, database and data folder.
    projects: [
      {
        ...compile,
        test: {
          ...suiteOptions,
          name: 'shared modules',
          isolate: false,
          include: files.include,
          exclude: [...files.exclude, ...MOCKING_FILES],
        },
      },
      { ...compile, test: { ...suiteOptions, name: 'own modules', include: MOCKING_FILES } },
    ],
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});

export { compile };
