import { Child, measure, MB, type BenchRow, type BenchSuite, signInBenchAdmin } from '../harness.js';

const reviewList = (pageSize: number, page = 1) =>
  `query { applications(kind: UNDERGRAD, pageSize: ${pageSize}, page: ${page}, reviewStatus: RECEIVED, assignedToMe: false, search: "example") { total items { id reference reviewStatus averageScore scoreCount assignees { id firstName lastName } } } }`;

/**
 * The review workflow at over 10,000 applications (11,120 seeded, one in ten archived, so 10,008
 * active): the list with its review columns and filters keeps
 * a constant number of SQL queries whatever the page size (none per row), and the CSV export of
 * every row streams with bounded memory.
 */
export const reviewSuite: BenchSuite = {
  name: 'review',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js', { BENCH_SEED: '11120' });
    try {
      const cookie = await signInBenchAdmin(app.url);
      const ask = (query: string) =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }).then(async (r) => {
          const body = (await r.json()) as { errors?: unknown[] };
          if (body.errors) throw new Error(`review list failed: ${JSON.stringify(body.errors)}`);
        });
      await ask(reviewList(1));
      const counts: number[] = [];
      for (const [size, page] of [
        [10, 1],
        [50, 1],
        [100, 1],
        [50, 150],
      ] as const) {
        await app.ask('queries-reset');
        await ask(reviewList(size, page));
        counts.push(await app.ask<number>('queries-count'));
      }
      // No query per row: the first page costs the same at 10, 50 and 100 rows. A page far down
      // the list may cost less (the list's planner reads it by number, without walking a search
      // window and estimating the total), never more.
      const firstPages = counts.slice(0, 3);
      const constant = firstPages.every((c) => c === counts[0]) && counts[3]! <= counts[0]!;

      let bytes = 0;
      let lines = 0;
      const csv = await measure(app, async () => {
        const response = await fetch(`${app.url}/api/undergrad/export-csv`, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`export answered ${response.status}`);
        const reader = response.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.byteLength;
          for (const byte of value) if (byte === 0x0a) lines++;
        }
      });
      const growth = csv.peakGrowth / MB;
      return [
        {
          metric: `Review list (status, assignee filters; score and assignee columns), 11,120 applications: SQL queries for pages of 10, 50, 100 and page 150 (${counts.join(', ')})`,
          value: counts[0]!,
          unit: 'queries',
          bar: 'constant with the page size; page 150 no more',
          pass: constant,
        },
        {
          metric: `CSV export of every active application (${(lines - 1).toLocaleString('en-US')} rows after the header, ${(bytes / MB).toFixed(1)} MB): time`,
          value: csv.ms,
          unit: 'ms',
        },
        {
          metric: 'CSV export of every active application: peak RSS growth',
          value: growth,
          unit: 'MB',
          bar: '< 40 MB (bounded: one batch of 500 rows in memory)',
          pass: growth < 40,
        },
      ];
    } finally {
      await app.stop();
    }
  },
};
