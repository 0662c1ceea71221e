import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // type-graphql and TypeORM rely on legacy decorators with metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: [
      // One graphql module for type-graphql and the tests (else CJS and ESM copies clash).
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      { find: '@domain', replacement: here('./api/src/domain') },
    ],
  },
  test: {
    globals: true,
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
      'tests/integration/unknown-paths-memory.test.ts',
      'tests/integration/virus-scan-memory.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites each start their own app and database; two cores, two workers.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
