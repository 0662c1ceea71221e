import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../../../api/src/config/paths.js';
import { Child, median, type BenchRow, type BenchSuite, signInBenchAdmin } from '../harness.js';

const webRoot = path.join(projectRoot, 'dist', 'web');
const KB = 1024;

/** Median and p95 of `runs` sequential requests after a few warm-ups; each must answer `status`. */
async function latency(url: string, runs: number, init: RequestInit = {}, status = 200): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${url}: expected ${status}, got ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: median(times), p95: sorted[Math.ceil(sorted.length * 0.95) - 1]! };
}

/** The prerendered file a public route is served from (dist/web/prerendered.json). */
function prerenderedFile(route: string): string {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, 'prerendered.json'), 'utf8')) as { pages: Record<string, string> };
  const file = manifest.pages[route];
  if (!file) throw new Error(`${route} is not prerendered`);
  return file;
}

/**
 * The JavaScript a browser loads at start on a prerendered page: module scripts and
 * modulepreloads, each gzipped. A form page announces its island's chunks (React included) as
 * modulepreloads, and the e2e budget test checks that the browser fetches nothing else at start.
 */
export function initialJsGzipBytes(route = '/'): { bytes: number; files: string[] } {
  const html = readFileSync(path.join(webRoot, prerenderedFile(route)), 'utf8');
  const files = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g)) files.add(src!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="(\/[^"]+\.js)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) files.add(href);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
  return { bytes, files: [...files] };
}

const PAGE_ROUTES = ['/', '/donate-open-diploma-fund', '/apply-for-repayment-open-diploma-fund'];
/** The application form pages: static pages with the form as an island of React (decision 160). */
const FORM_ROUTES = [
  '/open-diploma-fund-for-college-students',
  '/open-diploma-fund-for-parents',
  '/open-diploma-fund-for-high-school-students',
];

/** Page delivery: prerendered pages through the whole app against the same file from bare node:http. */
export const pagesSuite: BenchSuite = {
  name: 'pages',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js', { BENCH_WEB_ROOT: webRoot });
    const bare = await Child.start('./baseline-server.js', { BENCH_STATIC_ROOT: webRoot });
    try {
      const rows: BenchRow[] = [];
      const html = { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } };
      for (const route of PAGE_ROUTES) {
        const served = await latency(app.url + route, 200, html);
        const file = await latency(`${bare.url}/static/${prerenderedFile(route)}`, 200, html);
        rows.push({
          metric: `Prerendered page ${route}: delivery latency (median)`,
          value: served.p50,
          baseline: file.p50,
          unit: 'ms',
        });
      }
      for (const route of ['/', ...FORM_ROUTES]) {
        const js = initialJsGzipBytes(route);
        rows.push({
          metric: `Initial JS on ${route} (${js.files.length} files, gzip)`,
          value: js.bytes / KB,
          unit: 'KB',
          bar: '≤ 90 KB',
          pass: js.bytes <= 90 * KB,
        });
      }
      return rows;
    } finally {
      await app.stop();
      await bare.stop();
    }
  },
};

const listQuery = (page: number, pageSize: number) =>
  `query { applications(kind: UNDERGRAD, page: ${page}, pageSize: ${pageSize}) { total items { id reference firstName lastName email createdAt status } } }`;

/** API latency against bare node:http, and SQL queries per list page, which must not grow with the page. */
export const apiSuite: BenchSuite = {
  name: 'api',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js', { BENCH_SEED: '10000' });
    const bare = await Child.start('./baseline-server.js');
    try {
      const cookie = await signInBenchAdmin(app.url);
      const health = await latency(`${app.url}/api/health`, 500);
      const healthBare = await latency(`${bare.url}/json?n=0`, 500);
      const list = await latency(`${app.url}/api/undergrad/get-all?page=1&pageSize=50`, 100, { headers: { cookie } });
      const listBare = await latency(`${bare.url}/json?n=50`, 100);
      const deep = await latency(`${app.url}/api/undergrad/get-all?page=180&pageSize=50`, 50, { headers: { cookie } });

      const queriesFor = async (page: number, pageSize: number) => {
        const send = () =>
          fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ query: listQuery(page, pageSize) }),
          }).then((r) => r.arrayBuffer());
        await send();
        await app.ask('queries-reset');
        await send();
        return app.ask<number>('queries-count');
      };
      const counts = [await queriesFor(1, 10), await queriesFor(1, 50), await queriesFor(1, 100), await queriesFor(180, 50)];
      const constant = counts.every((c) => c === counts[0]);
      return [
        { metric: 'GET /api/health: latency (median)', value: health.p50, baseline: healthBare.p50, unit: 'ms' },
        { metric: 'GET /api/health: latency (p95)', value: health.p95, baseline: healthBare.p95, unit: 'ms' },
        {
          metric: 'Staff list REST, page 1 of 50 of 10,000: latency (median)',
          value: list.p50,
          baseline: listBare.p50,
          unit: 'ms',
        },
        {
          metric: 'Staff list REST, page 180 of 50 of 10,000: latency (median)',
          value: deep.p50,
          baseline: listBare.p50,
          unit: 'ms',
        },
        {
          metric: `Staff list GraphQL: SQL queries for pages of 10, 50, 100 and page 180 (${counts.join(', ')})`,
          value: Math.max(...counts),
          unit: 'queries',
          bar: 'constant',
          pass: constant,
        },
      ];
    } finally {
      await app.stop();
      await bare.stop();
    }
  },
};
