import { undergradFields } from '../../support/fixtures/applicants.js';
import { makeJpeg, makePdf, makePng } from '../../support/fixtures/documents.js';
import {
  makeDeepNestingPdf,
  makeDeflateBombPdf,
  makeManyObjectsPdf,
  makeObjectStreamRepetitionPdf,
} from '../../support/fixtures/hostile-pdfs.js';
import { Child, measure, MB, type BenchRow, type BenchSuite } from '../harness.js';

/** Refused within this, each hostile file (docs/decisions/310). */
const REFUSE_BAR_MS = 2_000;
/** The server's resident memory never goes past this, whatever the file (docs/operations.md). */
const RSS_BAR_MB = 768;

/** An undergraduate application whose credit report is `creditReport`, as one multipart body. */
async function submissionBody(creditReport: Buffer | null): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(undergradFields())) form.append(k, v);
  const pdf = async (title: string) =>
    new Blob([new Uint8Array(await makePdf({ title, pages: 2 }))], { type: 'application/pdf' });
  form.append('applicationEssay', await pdf('Essay'), 'essay.pdf');
  const report = creditReport
    ? new Blob([new Uint8Array(creditReport)], { type: 'application/pdf' })
    : await pdf('Credit report');
  form.append('creditReport', report, 'credit.pdf');
  form.append('loanHistory', await pdf('Loan history'), 'history.pdf');
  form.append('currentIncome', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), 'income.png');
  form.append('loanServicer', new Blob([new Uint8Array(makeJpeg())], { type: 'image/jpeg' }), 'servicer.jpg');
  form.append('loanAgreement', await pdf('Loan agreement'), 'agreement.pdf');
  form.append('transcript', await pdf('Transcript'), 'transcript.pdf');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/**
 * Issue 30, findings 2 and 3: each hostile PDF sent as an anonymous submission to the real server
 * in its own process; the server's peak RSS while it is refused, and the time to refuse it. Then
 * an honest submission sent while one address sends six hostile ones.
 */
export const hostilePdfsSuite: BenchSuite = {
  name: 'hostile-pdfs',
  async run(): Promise<BenchRow[]> {
    const app = await Child.start('./bench-server.js', { BENCH_SEED: '0', BENCH_TRUST_PROXY: 'loopback' });
    try {
      const send = async (body: { body: Buffer; contentType: string }, ip: string, expect: number[]) => {
        const response = await fetch(`${app.url}/api/undergrad/submit-new-application`, {
          method: 'POST',
          headers: { 'content-type': body.contentType, 'x-forwarded-for': ip },
          body: body.body,
        });
        const text = await response.text();
        if (!expect.includes(response.status))
          throw new Error(`expected ${expect.join(' or ')}, got ${response.status}: ${text}`);
        return response.status;
      };
      const honest = await submissionBody(null);
      await send(honest, '198.51.100.1', [201]); // a warm document worker, as in production
      const files: [string, Buffer][] = [
        ['decompression bomb, 1 GB of zeros', await makeDeflateBombPdf(1024 * MB)],
        ['object stream naming one object 300,000 times', makeObjectStreamRepetitionPdf(300_000)],
        ['100,000 nested arrays', makeDeepNestingPdf(100_000)],
        ['150,000 objects', makeManyObjectsPdf(150_000)],
      ];
      const rows: BenchRow[] = [];
      let ip = 10;
      for (const [name, pdf] of files) {
        const body = await submissionBody(pdf);
        const size = pdf.length >= MB ? `${(pdf.length / MB).toFixed(1)} MB` : `${Math.round(pdf.length / 1024)} KB`;
        const before = app.rss();
        // Any answer is measured (main accepted most of these with 201); only a quick 400 passes.
        const { ms, peakGrowth, result } = await measure(app, () => send(body, `203.0.113.${ip++}`, [400, 201, 429]));
        const peak = before + peakGrowth;
        rows.push({
          metric: `${name} (${size}): time to refuse${result === 400 ? '' : ` (answered ${result}, not refused)`}`,
          value: ms,
          unit: 'ms',
          bar: `< ${REFUSE_BAR_MS} ms`,
          pass: result === 400 && ms < REFUSE_BAR_MS,
        });
        rows.push({
          metric: `${name}: server's peak RSS (${Math.round(before / MB)} MB before)`,
          value: peak / MB,
          unit: 'MB',
          bar: `< ${RSS_BAR_MB} MB`,
          pass: peak / MB < RSS_BAR_MB,
        });
      }
      // The worst file the budget lets through: 6.5 MB that unpacks to 120 MB (under its 128 MB cap),
      // in 8 object streams of 15 MB (under their 16 MB each) that the pre-scan and pdf-lib decode.
      const atCap = await submissionBody(await makeDeflateBombPdf(120 * MB, { padToBytes: 6.5 * MB, streams: 8 }));
      const before = app.rss();
      const worst = await measure(app, () => send(atCap, '203.0.113.50', [201]));
      rows.push({
        metric: `6.5 MB PDF unpacking to 120 MB, under its cap (accepted): latency`,
        value: worst.ms,
        unit: 'ms',
      });
      rows.push({
        metric: `6.5 MB PDF unpacking to 120 MB: server's peak RSS (${Math.round(before / MB)} MB before)`,
        value: (before + worst.peakGrowth) / MB,
        unit: 'MB',
        bar: `< ${RSS_BAR_MB} MB`,
        pass: (before + worst.peakGrowth) / MB < RSS_BAR_MB,
      });
      const alone = await measure(app, () => send(honest, '198.51.100.2', [201]));
      const attack = await Promise.all(files.slice(0, 3).map(([, pdf]) => submissionBody(pdf)));
      const attacks = Array.from({ length: 6 }, (_, i) => send(attack[i % attack.length]!, '203.0.113.99', [400, 201, 429]));
      await new Promise((r) => setTimeout(r, 20));
      const during = await measure(app, () => send(honest, '198.51.100.3', [201, 429]));
      await Promise.all(attacks);
      rows.push({
        metric: `Honest submission while one address sends 6 hostile PDFs: latency${during.result === 201 ? '' : ` (answered ${during.result})`}`,
        value: during.ms,
        baseline: alone.ms,
        against: 'alone',
        unit: 'ms',
        bar: '< alone + 2 s',
        pass: during.result === 201 && during.ms < alone.ms + 2_000,
      });
      return rows;
    } finally {
      await app.stop();
    }
  },
};
