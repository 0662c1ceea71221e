import { Child, type BenchRow, type BenchSuite, signInBenchAdmin } from '../harness.js';
import { mysqlDatabase, sizeName, timeProbes, type Probe, type Timing } from '../scale.js';

/**
 * The board's reports at scale (issue 27, point 7; docs/decisions/360): a cycle's report, its
 * CSV and Schedule I at BENCH_REPORTS_SIZE undergraduate applications (100,000 unless set), half
 * of them decided, beside the same at 2,000, on MariaDB (MYSQL_URL, or the local server) and
 * SQLite. Target: under 1 s. BENCH_LIST_REQUESTS (25) sets the requests per figure.
 */
const SMALL = 2000;
const LARGE = Number(process.env.BENCH_REPORTS_SIZE ?? 100_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 25);
const DATABASES = (['MariaDB', 'SQLite'] as const).filter((d) =>
  (process.env.BENCH_LIST_DATABASES ?? 'sqlite,mariadb').toLowerCase().split(',').includes(d.toLowerCase()),
);

const REPORT = JSON.stringify({
  query: `query { programReport(kind: UNDERGRAD) { funnel { stage count } decisionTimes { decided medianDays p90Days }
    budget { committedCents paidCents } reviewers { name scored } openRequests { open } } }`,
});
const year = new Date().getUTCFullYear();
const PROBES: Probe[] = [
  { name: 'GraphQL programReport (current cycle)', graphql: REPORT },
  { name: 'REST report CSV', rest: '/api/reports/undergrad/csv' },
  {
    name: `GraphQL scheduleI (fiscal year ${year - 1})`,
    graphql: JSON.stringify({ query: `{ scheduleI(fiscalYear: ${year - 1}) { totalRecipients totalCashCents } }` }),
  },
];

async function measureAt(size: number, databaseUrl: string | undefined): Promise<{ seedMs: number; timings: Timing[] }> {
  const env: Record<string, string> = { BENCH_SEED: String(size), BENCH_IN_REVIEW_EVERY: '7', BENCH_DECIDE: '1' };
  if (databaseUrl) env.BENCH_DATABASE_URL = databaseUrl;
  const app = await Child.start('./bench-server.js', env);
  try {
    const seedMs = await app.ask<number>('seed-ms');
    return { seedMs, timings: await timeProbes(app, await signInBenchAdmin(app.url), PROBES, REQUESTS) };
  } finally {
    await app.stop();
  }
}

export const reportsSuite: BenchSuite = {
  name: 'reports',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const mysqlBase = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
    for (const dbName of DATABASES) {
      const measured: Record<number, Awaited<ReturnType<typeof measureAt>>> = {};
      for (const size of [SMALL, LARGE]) {
        console.error(`[bench] reports: ${dbName}, ${sizeName(size)} applications …`);
        const database = dbName === 'MariaDB' ? await mysqlDatabase(mysqlBase) : null;
        try {
          measured[size] = await measureAt(size, database?.url);
        } finally {
          await database?.drop();
        }
      }
      PROBES.forEach((probe, i) => {
        const at = measured[LARGE]!.timings[i]!;
        const before = measured[SMALL]!.timings[i]!;
        const against = `at ${sizeName(SMALL)}`;
        rows.push(
          {
            metric: `${dbName}, ${probe.name}: median at ${sizeName(LARGE)}`,
            value: at.median,
            baseline: before.median,
            against,
            unit: 'ms',
          },
          {
            metric: `${dbName}, ${probe.name}: p95 at ${sizeName(LARGE)}`,
            value: at.p95,
            baseline: before.p95,
            against,
            unit: 'ms',
            bar: '< 1 s',
            pass: at.p95 < 1000,
          },
        );
      });
    }
    return rows;
  },
};
