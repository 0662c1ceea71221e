/**
 * Load: 50 applications with their documents submitted at once, then 200 staff list requests
 * at once (REST and GraphQL, four signed-in staff), then both kinds together. Zero errors and
 * zero lost rows; each phase prints one line with its p50/p95/max latency.
 */
import {
  APPLICATION_FORMS,
  APPLICATION_KIND_PATHS,
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../api/src/domain/applications/index.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient, type UploadFiles } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const SUBMISSIONS = 50;
const LIST_REQUESTS = 200;
const LIST_QUERY = `query L($kind: ApplicationKind!) {
  applications(kind: $kind, pageSize: 50) { total items { id reference firstName lastName email createdAt status } }
}`;
const gqlKind = (kind: ApplicationKind) => (kind === 'high-school' ? 'HIGH_SCHOOL' : kind.toUpperCase());

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs every request at once; returns each one's status and time. */
async function burst<T>(count: number, one: (i: number) => Promise<T>): Promise<{ results: T[]; ms: number[]; wall: number }> {
  const started = performance.now();
  const ms: number[] = [];
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const t0 = performance.now();
      const result = await one(i);
      ms[i] = performance.now() - t0;
      return result;
    }),
  );
  return { results, ms, wall: performance.now() - started };
}

function report(label: string, dbKind: string, { ms, wall }: { ms: number[]; wall: number }): number {
  const sorted = [...ms].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `[load] ${dbKind} ${label}: n=${ms.length} p50=${percentile(sorted, 50).toFixed(0)} ms p95=${p95.toFixed(0)} ms ` +
      `max=${sorted.at(-1)!.toFixed(0)} ms, all done in ${wall.toFixed(0)} ms`,
  );
  return p95;
}

describe.each(databases)('load (%s)', (dbKind) => {
  let app: TestApp;
  let staff: HttpClient[];
  const docs = {} as Record<ApplicationKind, UploadFiles>;
  const submitted: { kind: ApplicationKind; reference?: string }[] = [];

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    staff = await Promise.all([
      signedInClient(app, 'admin'),
      signedInClient(app, 'employee'),
      signedInClient(app, 'admin', 'admin2'),
      signedInClient(app, 'employee', 'employee2'),
    ]);
    // Documents of about 64 kB each: 3 to 7 per application, ~16 MB in flight at once.
    for (const kind of APPLICATION_KINDS) docs[kind] = await documentsFor(kind, { sizeBytes: 64 * 1024 });
  });
  afterAll(() => app.close());

  const kindOf = (i: number) => APPLICATION_KINDS[i % APPLICATION_KINDS.length]!;

  async function submitMany(count: number, offset: number) {
    return burst(count, async (i) => {
      const kind = kindOf(i + offset);
      const response = await restSubmit(new HttpClient(app.url), kind, sampleFields[kind](), docs[kind]);
      const body = (await response.json()) as { reference?: string; error?: string };
      return { kind, status: response.status, reference: body.reference, error: body.error };
    });
  }

  function listRequest(i: number) {
    const client = staff[i % staff.length]!;
    const kind = kindOf(i);
    if (i % 2 === 0) {
      return client.get(`/api/${APPLICATION_KIND_PATHS[kind]}/get-all?page=1&pageSize=50`).then(async (r) => ({
        status: r.status,
        rows: ((await r.json()) as unknown[]).length,
      }));
    }
    return client.graphql<{ applications: { items: unknown[] } }>(LIST_QUERY, { kind: gqlKind(kind) }).then((r) => ({
      status: r.errors ? 500 : r.status,
      rows: r.data?.applications.items.length ?? -1,
    }));
  }

  async function expectAllStored(references: { kind: ApplicationKind; reference?: string }[]) {
    const { db } = app.services.infra;
    let documents = 0;
    for (const kind of APPLICATION_KINDS) {
      const mine = references.filter((r) => r.kind === kind);
      const stored = await db.getRepository(KINDS[kind].entity).find({ select: { reference: true } as never });
      expect(stored.map((s) => (s as unknown as { reference: string }).reference).sort()).toEqual(
        mine.map((r) => r.reference).sort(),
      );
      documents += mine.length * APPLICATION_FORMS[kind].documents.length;
    }
    expect(await db.getRepository(ApplicationDocument).count()).toBe(documents);
    // Every document has all its sealed parts: no half-written file.
    const parts = await db.getRepository(ApplicationDocumentPart).count();
    const expectedParts = (await db.getRepository(ApplicationDocument).find()).reduce((n, d) => n + d.partCount, 0);
    expect(parts).toBe(expectedParts);
  }

  it(`takes ${SUBMISSIONS} concurrent submissions with documents: zero errors, zero lost rows`, { timeout: 60_000 }, async () => {
    const run = await submitMany(SUBMISSIONS, 0);
    const failed = run.results.filter((r) => r.status !== 201);
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    expect(new Set(run.results.map((r) => r.reference)).size).toBe(SUBMISSIONS);
    submitted.push(...run.results);
    await expectAllStored(submitted);
    report(`${SUBMISSIONS} concurrent submissions`, dbKind, run);
  });

  it(`answers ${LIST_REQUESTS} concurrent signed-in staff list requests without an error`, { timeout: 60_000 }, async () => {
    const run = await burst(LIST_REQUESTS, listRequest);
    expect(run.results.filter((r) => r.status !== 200)).toEqual([]);
    // Every list shows what the previous test stored (17 of each kind; 50 = 17 + 17 + 16).
    for (const r of run.results) expect(r.rows).toBeGreaterThanOrEqual(16);
    report(`${LIST_REQUESTS} concurrent staff lists`, dbKind, run);
  });

  it('serves lists while submissions arrive, and loses nothing', { timeout: 60_000 }, async () => {
    const [submits, lists] = await Promise.all([submitMany(30, SUBMISSIONS), burst(100, listRequest)]);
    expect(submits.results.filter((r) => r.status !== 201)).toEqual([]);
    expect(lists.results.filter((r) => r.status !== 200)).toEqual([]);
    submitted.push(...submits.results);
    await expectAllStored(submitted);
    report('30 submissions alongside', dbKind, submits);
    report('100 staff lists alongside', dbKind, lists);
  });
});
