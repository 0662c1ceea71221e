import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { Child, median, signInBenchAdmin, type BenchRow } from './harness.js';

/** What the scale suites (list-scale, reports) share: percentiles, sizes and scratch databases. */

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export interface Timing {
  median: number;
  p95: number;
  /** The app process's CPU time per request (SQLite's work included; MariaDB's is the server's). */
  cpuMs: number;
}

export const sizeName = (n: number) => n.toLocaleString('en-US');

/** A p95 bar: its words in the table, and whether the figure meets it. */
export interface P95Bar {
  bar: string;
  pass(p95: number, baselineP95: number): boolean;
}

/** Under 1 s (the reports and the audit page). */
export const UNDER_A_SECOND: P95Bar = { bar: '< 1 s', pass: (p95) => p95 < 1000 };

/**
 * The median and 95th-percentile rows of one request at the large size (`at`) beside the same
 * request in the same run at the small one (`before`); the p95 held to `bar` when given.
 */
export function timingRows(
  metric: string,
  largeSize: string,
  at: Timing,
  before: Timing,
  against: string,
  bar?: P95Bar,
): BenchRow[] {
  return [
    { metric: `${metric}: median at ${largeSize}`, value: at.median, baseline: before.median, against, unit: 'ms' },
    {
      metric: `${metric}: p95 at ${largeSize}`,
      value: at.p95,
      baseline: before.p95,
      against,
      unit: 'ms',
      ...(bar ? { bar: bar.bar, pass: bar.pass(at.p95, before.p95) } : {}),
    },
  ];
}

/** A fresh MariaDB database for one run, dropped afterwards. */
export async function mysqlDatabase(base: URL): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `odf_bench_${randomBytes(4).toString('hex')}`;
  const connect = () =>
    mysql.createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username),
      password: decodeURIComponent(base.password),
    });
  const admin = await connect();
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const conn = await connect();
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** One request a scale suite times: a REST path, or a GraphQL body. */
export interface Probe {
  name: string;
  rest?: string;
  graphql?: string;
  /** Printed for comparison, held to no bar (e.g. a deep page by number, which the console's pager does not send). */
  noBar?: boolean;
}

/** Times every probe `requests` times (after two unmeasured), signed in with `cookie`. */
export async function timeProbes(app: Child, cookie: string, probes: Probe[], requests: number): Promise<Timing[]> {
  const send = async (probe: Probe) => {
    const response = probe.rest
      ? await fetch(app.url + probe.rest, { headers: { cookie } })
      : await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: probe.graphql,
        });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"'))
      throw new Error(`${probe.name}: ${response.status} ${text.slice(0, 300)}`);
  };
  const timings: Timing[] = [];
  for (const probe of probes) {
    await send(probe);
    await send(probe);
    const times: number[] = [];
    const cpuBefore = app.cpuMs();
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      await send(probe);
      times.push(performance.now() - started);
    }
    timings.push({ median: median(times), p95: percentile(times, 95), cpuMs: (app.cpuMs() - cpuBefore) / requests });
  }
  return timings;
}

export type ScaleDatabase = 'SQLite' | 'MariaDB';

/** The databases a scale suite measures: BENCH_LIST_DATABASES=sqlite or mariadb picks one (both by default). */
export function scaleDatabases(): ScaleDatabase[] {
  const wanted = (process.env.BENCH_LIST_DATABASES ?? 'sqlite,mariadb').toLowerCase().split(',');
  return (['SQLite', 'MariaDB'] as const).filter((d) => wanted.includes(d.toLowerCase()));
}

export interface ScaleRun {
  seedMs: number;
  timings: Timing[];
}

/**
 * Starts the bench app on each database at each size (a fresh MariaDB database each time, dropped
 * after), seeded by `env(size)`, and times the probes there. Answers the runs by database and size.
 */
export async function measureScales(
  suite: string,
  sizes: number[],
  env: (size: number) => Record<string, string>,
  probes: (size: number) => Probe[],
  requests: number,
): Promise<Map<ScaleDatabase, Map<number, ScaleRun>>> {
  const mysqlBase = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const runs = new Map<ScaleDatabase, Map<number, ScaleRun>>();
  for (const dbName of scaleDatabases()) {
    const bySize = new Map<number, ScaleRun>();
    for (const size of sizes) {
      console.error(`[bench] ${suite}: ${dbName}, ${sizeName(size)} applications …`);
      const database = dbName === 'MariaDB' ? await mysqlDatabase(mysqlBase) : null;
      try {
        const app = await Child.start('./bench-server.js', {
          ...env(size),
          ...(database ? { BENCH_DATABASE_URL: database.url } : {}),
        });
        try {
          const seedMs = await app.ask<number>('seed-ms');
          bySize.set(size, { seedMs, timings: await timeProbes(app, await signInBenchAdmin(app.url), probes(size), requests) });
        } finally {
          await app.stop();
        }
      } finally {
        await database?.drop();
      }
    }
    runs.set(dbName, bySize);
  }
  return runs;
}
