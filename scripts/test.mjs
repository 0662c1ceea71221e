// `npm test`: set up like `npm start`, find a Chromium, then run every suite.
// Plain Node with no dependencies, so it runs on a fresh clone before node_modules exists.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STEPS, ensureInstalled, findChromium, markBuilt, root, run, runQuietly } from './lib/setup.mjs';
import { onSupportedNode } from './lib/runtime.mjs';

const started = Date.now();
await onSupportedNode();
console.log(`Node ${process.version} (${process.execPath})`);
ensureInstalled();
const chromium = findChromium();
// The virus-scan suites start a real clamd of their own (tests/support/clamd.ts); without one they
// are skipped by name, and this says so up front.
const clamd = ['/usr/sbin/clamd', '/usr/bin/clamd', '/usr/local/sbin/clamd'].find((p) => existsSync(p));
console.log(
  clamd
    ? `clamd: ${clamd} (virus-scan suites run with the project's test signature; nothing is downloaded)`
    : 'clamd: not installed (apt-get install clamav-daemon): the virus-scan suites will be skipped, each by name.',
);
const bin = (name) => path.join(root, 'node_modules/.bin', name);
rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
const env = {
  ...process.env,
  CHROME_PATH: chromium.browser,
  CHROME_HEADLESS_SHELL: chromium.headlessShell ?? '',
  CI: process.env.CI ?? '1',
};
console.log(`Chromium: ${chromium.browser}${chromium.headlessShell ? `; headless shell: ${chromium.headlessShell}` : ''}`);

// The checks and the build read only sources: two at a time, the longest first, each printed
// whole when it ends.
const checks = [
  ['lint', bin('eslint'), ['.']],
  ['typecheck: server and tests', bin('tsc'), ['-p', 'tsconfig.check.json']],
  ['format', bin('prettier'), ['--check', '.']],
  ...BUILD_STEPS,
  ['typecheck: web', bin('tsc'), ['-p', 'tsconfig.web.json']],
];
console.log('\n▶ checks and the build, two at a time');
const results = [];
const queue = checks.map(
  ([name, command, args]) =>
    () =>
      runQuietly(name, command, args, { env }),
);
const worker = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const result = await job();
    results.push({ name: result.label, ok: result.status === 0, seconds: result.seconds });
  }
};
await Promise.all([worker(), worker()]);
const builtOk = BUILD_STEPS.every(([name]) => results.find((r) => r.name === name)?.ok);
if (builtOk) markBuilt();

const suites = [
  ['unit + integration (vitest)', bin('vitest'), ['run']],
  // After the main suite, alone: these restart MariaDB and fill disks, which would break suites beside them.
  ['faults and timing (vitest, one file at a time)', bin('vitest'), ['run', '-c', 'tests/faults/vitest.config.ts']],
  ['e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'tests/e2e']],
];
if (builtOk) {
  for (const [name, command, args] of suites) {
    console.log(`\n▶ ${name}`);
    const t0 = Date.now();
    const status = run(command, args, { env });
    results.push({ name, ok: status === 0, seconds: (Date.now() - t0) / 1000 });
  }
}

function count(file, pick) {
  const full = path.join(root, 'test-results', file);
  if (!existsSync(full)) return { passed: 0, failed: 0 };
  try {
    return pick(JSON.parse(readFileSync(full, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
/** A vitest JSON report's counts, and the tests that failed or passed only on their retry, by name. */
const vitestCounts = (r) => {
  const tests = r.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({ ...t, name: `${path.relative(root, file.name)} › ${t.fullName}` })),
  );
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    failedNames: tests.filter((t) => t.status === 'failed').map((t) => t.name),
    // A passed test that carries failure messages failed its first try.
    retriedNames: tests.filter((t) => t.status === 'passed' && t.failureMessages.length > 0).map((t) => t.name),
  };
};
const vitestMain = count('vitest.json', vitestCounts);
const faults = count('vitest-faults.json', vitestCounts);
const vitest = {
  passed: vitestMain.passed + faults.passed,
  failed: vitestMain.failed + faults.failed,
  failedNames: [...(vitestMain.failedNames ?? []), ...(faults.failedNames ?? [])],
  retriedNames: [...(vitestMain.retriedNames ?? []), ...(faults.retriedNames ?? [])],
};
/** Every Playwright test of a JSON report, with its file and title path. */
const playwrightTests = (suite, titles = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((t) => ({ status: t.status, name: `${spec.file} › ${[...titles, spec.title].join(' › ')}` })),
  ),
  ...(suite.suites ?? []).flatMap((child) =>
    playwrightTests(child, child.title === child.file ? titles : [...titles, child.title]),
  ),
];
const e2e = count('playwright.json', (r) => {
  const tests = r.suites.flatMap((s) => playwrightTests(s));
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    retried: r.stats.flaky,
    skipped: r.stats.skipped,
    failedNames: tests.filter((t) => t.status === 'unexpected').map((t) => t.name),
    retriedNames: tests.filter((t) => t.status === 'flaky').map((t) => t.name),
  };
});

console.log('\n── Summary ──');
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`vitest: ${vitest.passed} passed (${vitest.retriedNames.length} only on a retry), ${vitest.failed} failed`);
for (const name of vitest.failedNames) console.log(`  failed: ${name}`);
for (const name of vitest.retriedNames) console.log(`  passed on its retry: ${name}`);
console.log(
  `playwright: ${e2e.passed} passed (${e2e.retried ?? 0} only on a retry), ${e2e.failed} failed, ${e2e.skipped ?? 0} skipped`,
);
for (const name of e2e.failedNames ?? []) console.log(`  failed: ${name}`);
for (const name of e2e.retriedNames ?? []) console.log(`  passed on its retry: ${name}`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed + failedSteps} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
