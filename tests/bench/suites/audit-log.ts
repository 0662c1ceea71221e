import { undergradFields } from '../../support/fixtures/applicants.js';
import { makePdf } from '../../support/fixtures/documents.js';
import { Child, median, signInBenchAdmin, type BenchRow, type BenchSuite } from '../harness.js';
import {
  mysqlDatabase,
  percentile,
  scaleDatabases,
  sizeName,
  timeProbes,
  timingRows,
  UNDER_A_SECOND,
  type Probe,
  type Timing,
} from '../scale.js';
import { seededReference } from '../seed-applicants.js';

/**
 * The admin audit page at scale (issue 27, point 7; docs/decisions/370 and 410): BENCH_AUDIT_ROWS
 * chained audit rows (2,000,000 unless set), seeded in bulk with a valid chain, beside the same
 * requests at 20,000 rows, on MariaDB (MYSQL_URL, or the local server) and SQLite
 * (BENCH_LIST_DATABASES picks one). Every request goes through the app as the signed-in bench
 * admin: GraphQL auditLog and its REST twin unfiltered, a deep page, by staff member, by action,
 * by application reference, by a month, and the CSV of a filtered set. Target: p95 under 1 s.
 * Then what the audit write costs a submission and a detail view, with it costed out in the
 * same run (the bench server's bench-only `audit-off`), and the append alone.
 */
const SMALL = 20_000;
const LARGE = Number(process.env.BENCH_AUDIT_ROWS ?? 2_000_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 25);
/** Requests of each kind, audit on and off interleaved, for the write's cost. */
const COST_ROUNDS = 30;
const SEED_BAR_MS = 10 * 60_000;
const PAGE = 50;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A month a year back: inside the seeded two years at every size. */
const MONTH = { from: day(Date.now() - 365 * 86_400_000), to: day(Date.now() - 336 * 86_400_000) };
/** The reference of the first seeded row, which every 100,000th row reads again. */
const REFERENCE = seededReference(0);
const ACTION = 'application.view';

const ENTRY = 'total items { id at actorUserId actorName action actionLabel reference targetType targetId ip detail }';
const gql = (filter: string, page = 1) =>
  JSON.stringify({
    query: `{ auditLog(${filter ? `filter: { ${filter} }, ` : ''}page: ${page}, pageSize: ${PAGE}) { ${ENTRY} } }`,
  });

function probes(size: number, staff: number): Probe[] {
  const deep = Math.max(1, Math.floor(size / 2 / PAGE));
  return [
    { name: 'GraphQL auditLog, page 1 unfiltered', graphql: gql('') },
    { name: `GraphQL auditLog, page ${sizeName(deep)} (the middle) unfiltered`, graphql: gql('', deep) },
    { name: 'GraphQL auditLog, by staff member', graphql: gql(`actorUserId: "${staff}"`) },
    { name: `GraphQL auditLog, by action (${ACTION}, 45 % of rows)`, graphql: gql(`action: "${ACTION}"`) },
    { name: 'GraphQL auditLog, by application reference', graphql: gql(`reference: "${REFERENCE}"`) },
    { name: 'GraphQL auditLog, by a month', graphql: gql(`from: "${MONTH.from}", to: "${MONTH.to}"`) },
    { name: 'REST audit-log, page 1 unfiltered', rest: `/api/audit-log?page=1&pageSize=${PAGE}` },
    { name: `REST audit-log, page ${sizeName(deep)} unfiltered`, rest: `/api/audit-log?page=${deep}&pageSize=${PAGE}` },
    { name: 'REST audit-log, by staff member', rest: `/api/audit-log?actorUserId=${staff}&pageSize=${PAGE}` },
    { name: 'REST audit-log, by action', rest: `/api/audit-log?action=${ACTION}&pageSize=${PAGE}` },
    { name: 'REST audit-log, by application reference', rest: `/api/audit-log?reference=${REFERENCE}&pageSize=${PAGE}` },
    { name: 'REST audit-log, by a month', rest: `/api/audit-log?from=${MONTH.from}&to=${MONTH.to}&pageSize=${PAGE}` },
    {
      name: 'REST audit-log.csv, one staff member in a month',
      rest: `/api/audit-log.csv?actorUserId=${staff}&from=${MONTH.from}&to=${MONTH.to}`,
    },
  ];
}

/** A small undergraduate application (7 one-page PDFs), so that the audit write's share shows. */
async function smallSubmission(): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(undergradFields())) form.append(k, v);
  const names = [
    'applicationEssay',
    'creditReport',
    'loanHistory',
    'currentIncome',
    'loanServicer',
    'loanAgreement',
    'transcript',
  ];
  for (const name of names)
    form.append(name, new Blob([new Uint8Array(await makePdf({ title: name }))], { type: 'application/pdf' }), `${name}.pdf`);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

interface Cost {
  on: number;
  off: number;
}

/** Median of `COST_ROUNDS` requests with the audit write and as many without, interleaved. */
async function costOf(app: Child, send: () => Promise<Response>, expect: number): Promise<Cost> {
  const on: number[] = [];
  const off: number[] = [];
  const once = async () => {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (response.status !== expect) throw new Error(`audit cost: expected ${expect}, got ${response.status}`);
    return performance.now() - started;
  };
  await once();
  for (let i = 0; i < COST_ROUNDS; i++) {
    on.push(await once());
    await app.ask('audit-off');
    try {
      off.push(await once());
    } finally {
      await app.ask('audit-on');
    }
  }
  return { on: median(on), off: median(off) };
}

interface Measured {
  seedMs: number;
  verify: { ok: boolean; rows: number; ms: number; message: string | null };
  timings: Timing[];
  detail: Cost;
  submission: Cost;
  append: { median: number; p95: number };
  names: string[];
}

async function measureAt(size: number, database: { url: string } | null): Promise<Measured> {
  const app = await Child.start('./bench-server.js', {
    BENCH_SEED: '1000',
    BENCH_AUDIT_ROWS: String(size),
    ...(database ? { BENCH_DATABASE_URL: database.url } : {}),
  });
  try {
    const seedMs = await app.ask<number>('audit-seed-ms');
    const staff = await app.ask<number[]>('audit-staff');
    const verify = await app.ask<Measured['verify']>('audit-verify');
    const cookie = await signInBenchAdmin(app.url);
    const list = probes(size, staff[3]!);
    const timings = await timeProbes(app, cookie, list, REQUESTS);
    const detailQuery = JSON.stringify({
      query: '{ application(id: "1", kind: UNDERGRAD) { id firstName lastName email createdAt } }',
    });
    const detail = await costOf(
      app,
      () =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: detailQuery,
        }),
      200,
    );
    const { body, contentType } = await smallSubmission();
    const submission = await costOf(
      app,
      () =>
        fetch(`${app.url}/api/undergrad/submit-new-application`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        }),
      201,
    );
    const appends = await app.ask<number[]>('append-times');
    return {
      seedMs,
      verify,
      timings,
      detail,
      submission,
      append: { median: median(appends), p95: percentile(appends, 95) },
      names: list.map((p) => p.name),
    };
  } finally {
    await app.stop();
  }
}

export const auditLogSuite: BenchSuite = {
  name: 'audit-log',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const mysqlBase = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
    for (const dbName of scaleDatabases()) {
      const runs = new Map<number, Measured>();
      for (const size of [SMALL, LARGE]) {
        console.error(`[bench] audit-log: ${dbName}, ${sizeName(size)} audit rows …`);
        const database = dbName === 'MariaDB' ? await mysqlDatabase(mysqlBase) : null;
        try {
          runs.set(size, await measureAt(size, database));
        } finally {
          await database?.drop();
        }
      }
      const large = runs.get(LARGE)!;
      const small = runs.get(SMALL)!;
      const against = `at ${sizeName(SMALL)}`;
      rows.push(
        {
          metric: `${dbName}: seeding ${sizeName(LARGE)} chained audit rows (bulk)`,
          value: large.seedMs,
          unit: 'ms',
          bar: '< 10 min',
          pass: large.seedMs < SEED_BAR_MS,
        },
        {
          metric: `${dbName}: the seeded chain verifies (audit:verify's check, ${sizeName(large.verify.rows)} rows${large.verify.ok ? '' : `: ${large.verify.message}`})`,
          value: large.verify.ms,
          baseline: small.verify.ms,
          against,
          unit: 'ms',
          bar: 'valid',
          pass: large.verify.ok && small.verify.ok,
        },
      );
      large.names.forEach((name, i) => {
        const at = large.timings[i]!;
        const before = small.timings[i]!;
        rows.push(...timingRows(`${dbName}, ${name}`, sizeName(LARGE), at, before, against, UNDER_A_SECOND));
      });
      for (const [size, run] of [
        [SMALL, small],
        [LARGE, large],
      ] as const) {
        const at = `at ${sizeName(size)} rows`;
        rows.push(
          {
            metric: `${dbName}, detail view (GraphQL application) with its audit row ${at}: median`,
            value: run.detail.on,
            baseline: run.detail.off,
            against: 'with the audit write costed out',
            unit: 'ms',
          },
          {
            metric: `${dbName}, submission (REST form, 7 small PDFs) with its audit row ${at}: median`,
            value: run.submission.on,
            baseline: run.submission.off,
            against: 'with the audit write costed out',
            unit: 'ms',
          },
          {
            metric: `${dbName}, one audited read appended alone (row, chain, alerts' count) ${at}: median`,
            value: run.append.median,
            unit: 'ms',
          },
          { metric: `${dbName}, one audited read appended alone ${at}: p95`, value: run.append.p95, unit: 'ms' },
        );
      }
    }
    return rows;
  },
};
