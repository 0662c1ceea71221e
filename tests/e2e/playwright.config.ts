import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PORT } from './support/e2e-port.js';

/** Real Chromium (Debian's, found by `npm test`) against the built app started in global-setup. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a timing hiccup on a busy 2-core machine; the report still names it flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Snapshots sit beside their spec under the names it gives them: Chromium is the only browser.
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]] : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell where `npm test` found one: the full browser in headless mode
      // draws its own window chrome and takes about 40 % more time; Lighthouse keeps the full one.
      executablePath: process.env.CHROME_HEADLESS_SHELL || process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['**/public-lighthouse.spec.ts', '**/console-conflicts.spec.ts', '**/letters-*.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The scholarship's cycle asks for a letter of recommendation in these specs (each sets it, none
    // takes it back): they run after the others, so no other spec meets the form's extra controls.
    {
      name: 'letters',
      testMatch: '**/letters-*.spec.ts',
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // A cycle's conflict-of-interest policy asks every staff member before they act: the spec that
    // writes one runs after the others, so no other spec meets a policy it did not expect.
    {
      name: 'conflict-policy',
      testMatch: '**/console-conflicts.spec.ts',
      dependencies: ['letters'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Lighthouse measures speed, so it runs alone after every other browser test has finished.
    {
      name: 'lighthouse',
      testMatch: '**/public-lighthouse.spec.ts',
      dependencies: ['conflict-policy'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
