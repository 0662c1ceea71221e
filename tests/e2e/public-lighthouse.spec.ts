import { createServer } from 'node:net';
import { chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './support/e2e-port.js';
import { paths } from './support/public-site.js';

/**
 * Lighthouse (mobile preset, simulated throttling) against the built app in Debian's Chromium:
 * accessibility, best practices and SEO each ≥ 95, CLS ≤ 0.01, and every request the page makes
 * stays on our own origin. The three application form pages are audited too (they hydrate their
 * form as an island, decision 160). The performance score (bar 95) and the form pages' total
 * blocking time (bar 200 ms) are measured and printed against their bars, not gated: on a shared
 * 2-core machine they time the machine as much as the page (decision 430).
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
/**
 * The donate page opens its promo 3 s after load and fades it in over 1 s (spec §9). Lighthouse
 * gathers about 1 s after load, on a busy machine later: it then met the dialog half faded in and
 * counted its button's contrast at that instant (accessibility 94, passing on a retry). The donate
 * pages are audited once the dialog is fully shown instead, as a donor sees them from then on.
 */
const PROMO_SHOWN_AFTER_LOAD_MS = 3_000 + 1_000 + 1_500;
const pauseAfterLoad = (path: string) =>
  path === paths.donate || path === spanish(paths.donate) ? { pauseAfterLoadMs: PROMO_SHOWN_AFTER_LOAD_MS } : {};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The categories a run fails on; performance and TBT are printed with their bars (decision 430). */
const GATED = ['accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test('Lighthouse mobile: accessibility, best practices and SEO ≥ 95, CLS ≤ 0.01 and no third-party request on /, donate, about and the form pages, and their Spanish twins; performance and TBT measured against their bars', async ({
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
        ...pauseAfterLoad(path),
      });
      return result!.lhr;
    };
    const blockingOf = (lhr: Awaited<ReturnType<typeof audit>>) =>
      Number(lhr.audits['total-blocking-time']?.numericValue ?? Infinity);
    for (const path of audited) {
      // One run each: the gated categories do not depend on the machine's speed (decision 430).
      let lhr = await audit(path);
      // A run Lighthouse could not finish (on a busy machine, the page not loaded within its
      // time) measured nothing, and every score reads 0: it is run once more, and if it fails
      // again the test says so in Lighthouse's own words rather than with scores of 0.
      if (lhr.runtimeError) {
        report.push(`${path}: Lighthouse could not finish (${lhr.runtimeError.code}); run again`);
        lhr = await audit(path);
      }
      if (lhr.runtimeError) {
        failures.push(`${path}: Lighthouse could not finish twice: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
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
      for (const c of GATED) if (scores[c]! < 95) failures.push(`${path} ${c} ${scores[c]}`);
      if (cls > 0.01) failures.push(`${path} CLS ${cls}`);
      // Measured and reported against their bars, not gated: they time this machine as much as the page.
      if (scores.performance! < 95) report.push(`  below its bar: performance ${scores.performance} (bar 95)`);
      if (tbt > tbtBar(path)) report.push(`  below its bar: TBT ${Math.round(tbt)} ms (bar ${MAX_TBT_MS} ms)`);
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
