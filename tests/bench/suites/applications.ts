import { undergradFields } from '../../support/fixtures/applicants.js';
import { makeJpeg, makePdf, makePng } from '../../support/fixtures/documents.js';
import { Child, measure, median, MB, type BenchRow, type BenchSuite, signInBenchAdmin } from '../harness.js';

const RUNS = 5;
const DOC_BYTES = 2 * MB;

/** A 7 × 2 MB undergraduate application as one encoded multipart body, built once. */
async function undergradBody(): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(undergradFields())) form.append(k, v);
  const pdf = async (title: string) =>
    new Blob([new Uint8Array(await makePdf({ title, pages: 2, sizeBytes: DOC_BYTES }))], { type: 'application/pdf' });
  form.append('applicationEssay', await pdf('Essay'), 'essay.pdf');
  form.append('creditReport', await pdf('Credit report'), 'credit.pdf');
  form.append('loanHistory', await pdf('Loan history'), 'history.pdf');
  form.append('currentIncome', new Blob([new Uint8Array(makePng(DOC_BYTES))], { type: 'image/png' }), 'income.png');
  form.append('loanServicer', new Blob([new Uint8Array(makeJpeg(DOC_BYTES))], { type: 'image/jpeg' }), 'servicer.jpg');
  form.append('loanAgreement', await pdf('Loan agreement'), 'agreement.pdf');
  form.append('transcript', await pdf('Transcript'), 'transcript.pdf');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function timed(fn: () => Promise<Response>, expectStatus: number): Promise<number> {
  const started = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (response.status !== expectStatus) throw new Error(`expected ${expectStatus}, got ${response.status}`);
  return performance.now() - started;
}

const LIST_QUERY = `query { applications(kind: UNDERGRAD, pageSize: 50) { total items { id kind reference firstName lastName email createdAt status } } }`;

export const applicationsSuite: BenchSuite = {
  name: 'applications',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js', { BENCH_SEED: '10000' });
    const bare = await Child.start('./baseline-server.js');
    try {
      const { body, contentType } = await undergradBody();
      const cookie = await signInBenchAdmin(app.url);
      const submit = (url: string) => () =>
        fetch(`${url}/api/undergrad/submit-new-application`, { method: 'POST', headers: { 'content-type': contentType }, body });

      await timed(submit(app.url), 201);
      await timed(submit(bare.url), 201);
      const appRuns = [];
      const bareRuns = [];
      for (let i = 0; i < RUNS; i++) {
        appRuns.push(await measure(app, () => timed(submit(app.url), 201)));
        bareRuns.push(await measure(bare, () => timed(submit(bare.url), 201)));
      }

      const list = await fetch(`${app.url}/api/undergrad/get-all?pageSize=1`, { headers: { cookie } });
      const [latest] = (await list.json()) as { id: number }[];
      const packageUrl = `${app.url}/api/undergrad/download-pdf/${latest!.id}`;
      const pkg = await fetch(packageUrl, { headers: { cookie } });
      const pkgBytes = (await pkg.arrayBuffer()).byteLength;
      const pkgRuns = [];
      const pkgBare = [];
      for (let i = 0; i < RUNS; i++) {
        pkgRuns.push(await timed(() => fetch(packageUrl, { headers: { cookie } }), 200));
        pkgBare.push(await timed(() => fetch(`${bare.url}/bytes?n=${pkgBytes}`), 200));
      }

      const gql = () =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ query: LIST_QUERY }),
        });
      await timed(gql, 200);
      await app.ask('queries-reset');
      await timed(gql, 200);
      const queries = await app.ask<number>('queries-count');
      const listRuns = [];
      const listBare = [];
      for (let i = 0; i < 20; i++) {
        listRuns.push(await timed(gql, 200));
        listBare.push(await timed(() => fetch(`${bare.url}/json?n=50`), 200));
      }

      const peak = Math.max(...appRuns.map((r) => r.peakGrowth)) / MB;
      const page = median(listRuns);
      return [
        {
          metric: 'Submission of 7 × 2 MB files: latency',
          value: median(appRuns.map((r) => r.ms)),
          baseline: median(bareRuns.map((r) => r.ms)),
          unit: 'ms',
        },
        {
          metric: 'Submission of 7 × 2 MB files: peak RSS growth',
          value: peak,
          baseline: Math.max(...bareRuns.map((r) => r.peakGrowth)) / MB,
          unit: 'MB',
          bar: '< 30 MB',
          pass: peak < 30,
        },
        {
          metric: `Package PDF for 7 documents (${(pkgBytes / MB).toFixed(1)} MB): time to download`,
          value: median(pkgRuns),
          baseline: median(pkgBare),
          unit: 'ms',
          bar: '< 1000 ms',
          pass: median(pkgRuns) < 1000,
        },
        {
          metric: 'Staff list, page of 50 of 10,000 (GraphQL): SQL queries per request',
          value: queries,
          unit: 'queries',
          bar: 'constant',
          pass: queries <= 5,
        },
        { metric: 'Staff list, page of 50 of 10,000 (GraphQL): latency', value: page, baseline: median(listBare), unit: 'ms' },
      ];
    } finally {
      await app.stop();
      await bare.stop();
    }
  },
};
