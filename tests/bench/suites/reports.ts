import type { BenchRow, BenchSuite } from '../harness.js';
import { measureScales, sizeName, timingRows, UNDER_A_SECOND, type Probe } from '../scale.js';

/**
 * The board's reports at scale (issue 27, point 7; docs/decisions/360): a cycle's report, its
 * CSV and Schedule I at BENCH_REPORTS_SIZE undergraduate applications (100,000 unless set), half
 * of them decided, beside the same at 2,000, on MariaDB (MYSQL_URL, or the local server) and
 * SQLite. Target: under 1 s. BENCH_LIST_REQUESTS (25) sets the requests per figure.
 */
const SMALL = 2000;
const LARGE = Number(process.env.BENCH_REPORTS_SIZE ?? 100_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 25);

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

export const reportsSuite: BenchSuite = {
  name: 'reports',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const env = (size: number) => ({ BENCH_SEED: String(size), BENCH_IN_REVIEW_EVERY: '7', BENCH_DECIDE: '1' });
    const runs = await measureScales('reports', [SMALL, LARGE], env, () => PROBES, REQUESTS);
    for (const [dbName, measured] of runs) {
      PROBES.forEach((probe, i) => {
        const at = measured.get(LARGE)!.timings[i]!;
        const before = measured.get(SMALL)!.timings[i]!;
        const against = `at ${sizeName(SMALL)}`;
        rows.push(...timingRows(`${dbName}, ${probe.name}`, sizeName(LARGE), at, before, against, UNDER_A_SECOND));
      });
    }
    return rows;
  },
};
