import { Child, type BenchRow, type BenchSuite, signInBenchAdmin } from '../harness.js';
import { requestsPerSecond, throughputRatio, type LoadRequest } from '../throughput.js';

const PAGE_SIZE = 50;
const GRAPHQL_LIST = `query { applications(kind: UNDERGRAD, page: 1, pageSize: ${PAGE_SIZE}) { total items { id reference firstName lastName email createdAt status } } }`;

/**
 * A signed-in staff list page, the console's most frequent request: SQL queries per page, the
 * app's CPU time per request (bars: 1 ms REST, 1.5 ms GraphQL; docs/decisions/260), and its
 * throughput beside bare node:http sending the same bytes, with 10 keep-alive connections. The
 * former throughput-share bars (10 % and 6 % of bare node:http) are retired: decision 260.
 */
export const staffListSuite: BenchSuite = {
  name: 'staff-list',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js', { BENCH_SEED: '2000' });
    const bare = await Child.start('./baseline-server.js');
    try {
      const cookie = await signInBenchAdmin(app.url);
      const rest: LoadRequest = { url: `${app.url}/api/undergrad/get-all?pageSize=${PAGE_SIZE}`, headers: { cookie } };
      const graphql: LoadRequest = {
        url: `${app.url}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: GRAPHQL_LIST }),
      };
      const rows: BenchRow[] = [];
      for (const [door, target, cpuBar] of [
        ['REST GET /api/undergrad/get-all', rest, 1000],
        ['GraphQL applications', graphql, 1500],
      ] as const) {
        // The same request twice: the first may write the session's new expiry.
        const send = () => fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
        await (await send()).arrayBuffer();
        await app.ask('queries-reset');
        const body = Buffer.from(await (await send()).arrayBuffer());
        const queries = await app.ask<number>('queries-count');
        await fetch(`${bare.url}/same`, { method: 'PUT', body });
        const measured = await throughputRatio(target, { url: `${bare.url}/same`, method: target.method, body: target.body });
        // The app's own CPU time per answer: less disturbed than req/s by other work on the machine.
        const cpuBefore = app.cpuMs();
        const rate = await requestsPerSecond(target, { durationMs: 2000 });
        const cpuPerRequest = ((app.cpuMs() - cpuBefore) * 1000) / (rate * 2);
        rows.push(
          {
            metric: `${door}, ${PAGE_SIZE} a page: SQL queries`,
            value: queries,
            unit: 'queries',
            bar: '≤ 3',
            pass: queries <= 3,
          },
          {
            metric: `${door}, ${PAGE_SIZE} a page (${(body.length / 1024).toFixed(1)} KB): throughput, 10 connections`,
            value: measured.app,
            baseline: measured.bare,
            unit: 'req/s',
          },
          {
            metric: `${door}: app server CPU time per request`,
            value: cpuPerRequest,
            unit: 'µs',
            bar: `≤ ${cpuBar} µs`,
            pass: cpuPerRequest <= cpuBar,
          },
        );
      }
      return rows;
    } finally {
      await app.stop();
      await bare.stop();
    }
  },
};
