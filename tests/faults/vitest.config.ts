import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.js';

/**
 * The fault suites: restarting a database server, filling a disk, stopping SMTP. They run after
 * the main suite, one file at a time, because a restarted MariaDB would break other suites
 * running beside them. The reset timing test runs here too: it compares medians within 1 ms, which
 * only means something when no other suite shares the two cores. So does the two-instance suite:
 * its latency figures and its 5-second bar are about the app, not about the suites beside it.
 * `npx vitest run -c tests/faults/vitest.config.ts`
 * (Spread, not mergeConfig: mergeConfig would add these globs to the main suite's, not replace them.)
 */
export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    include: [
      'tests/faults/**/*.test.ts',
      'tests/integration/reset-timing.test.ts',
      'tests/integration/status-code-timing.test.ts',
      'tests/integration/two-instances.test.ts',
      // Memory of a server process: another suite's work beside it would be measured too.
      'tests/integration/unknown-paths-memory.test.ts',
      'tests/integration/virus-scan-memory.test.ts',
    ],
    exclude: ['node_modules', 'dist'],
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest-faults.json' }]] : ['default'],
  },
});
