import { APPLICATION_FORMS, tooComplexPdfMessage, unpacksTooLargeMessage } from '../../api/src/domain/applications/index.js';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { PDF_BUDGET } from '../../api/src/modules/documents/pdf-prescan.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import {
  makeDeepNestingPdf,
  makeDeflateBombPdf,
  makeDisguisedBombPdf,
  makeHiddenObjectStreamPdf,
  makeManyObjectsPdf,
  makeObjectStreamRepetitionPdf,
} from '../support/fixtures/hostile-pdfs.js';
import { clientFrom } from '../support/http-client.js';
import { storeApplicationWithCreditReport } from './stored-document.support.js';
import { pageTexts, readOutline } from '../support/package-reader.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const MiB = 1024 * 1024;

/**
 * Issue 30, findings 2 and 3: a 4 MB PDF inflated the server to 6.3 GB, and 2 KB PDFs held the only
 * document worker for 30 s each. Each hostile file, built here, is now refused at its field within
 * a second or two, stores nothing, and an honest applicant sending meanwhile is answered 201 in
 * about the time it takes alone.
 */
describe.each(databases)('hostile PDFs (%s)', (dbKind) => {
  let app: TestApp;
  const creditReport = APPLICATION_FORMS.undergrad.documents.find((d) => d.name === 'creditReport')!;
  const hostile: Record<string, () => Promise<Buffer> | Buffer> = {
    'decompression bomb (64 MB of zeros in 64 KB)': () => makeDeflateBombPdf(64 * MiB),
    'object-stream repetition (one object named 300,000 times)': () => makeObjectStreamRepetitionPdf(300_000),
    'deep nesting (100,000 arrays)': () => makeDeepNestingPdf(100_000),
    'many objects (150,000)': () => makeManyObjectsPdf(150_000),
    // Issue 36, findings 1 and 3: dictionaries that said one thing to the pre-scan and another to pdf-lib.
    'bomb behind a decoy filter in a string': () => makeDisguisedBombPdf(256 * MiB, 'decoy-string'),
    'bomb behind an escaped filter name': () => makeDisguisedBombPdf(256 * MiB, 'escaped-name'),
    'bomb behind a chain of two filters (1.4 KB)': () => makeDisguisedBombPdf(256 * MiB, 'filter-chain'),
    'bomb behind a comment between key and value': () => makeDisguisedBombPdf(256 * MiB, 'comment-between'),
    'object-stream repetition behind a decoy count': () => makeHiddenObjectStreamPdf(300_000, 'decoy-string'),
    'object-stream repetition behind an escaped type': () => makeHiddenObjectStreamPdf(300_000, 'escaped-name'),
    'object-stream repetition behind a comment': () => makeHiddenObjectStreamPdf(300_000, 'comment-between'),
  };
  const unpacksTooLarge = unpacksTooLargeMessage(creditReport, PDF_BUDGET.decodeFloorBytes);
  const expected: Record<string, string> = Object.fromEntries(
    Object.keys(hostile)
      .filter((name) => name.includes('bomb'))
      .map((name) => [name, unpacksTooLarge]),
  );

  beforeAll(async () => {
    app = await startTestApp(dbKind, { env: { TRUST_PROXY: 'loopback' } });
    // A warm document worker, as a running server has: started from the sources, the first one
    // loads the TypeScript compiler (seconds on a busy machine), which is no file's cost.
    expect((await submitWith('198.51.100.1', null)).status).toBe(201);
  }, 120_000);
  afterAll(() => app.close());

  async function storedRows(): Promise<number> {
    const db = app.services.infra.db;
    return (await db.getRepository(ApplicationDocument).count()) + (await db.getRepository(KINDS.undergrad.entity).count());
  }

  async function submitWith(
    ip: string,
    pdf: Buffer | null,
  ): Promise<{ status: number; body: { fields?: Record<string, string> }; ms: number }> {
    const files = await documentsFor('undergrad');
    if (pdf) files.creditReport = { name: 'credit-report.pdf', type: 'application/pdf', bytes: pdf };
    const started = performance.now();
    const response = await restSubmit(clientFrom(app.url, ip), 'undergrad', sampleFields.undergrad(), files);
    const body = (await response.json()) as { fields?: Record<string, string> };
    return { status: response.status, body, ms: performance.now() - started };
  }

  it('words the refusals like the other document messages', () => {
    expect(unpacksTooLargeMessage(creditReport, 16 * MiB)).toBe(
      'Credit report unpacks to more than 16 MB when read. Please save it again as a PDF, or upload a smaller file.',
    );
    expect(tooComplexPdfMessage(creditReport)).toBe(
      'Credit report is built in a way we cannot read safely. Please save it again as a PDF, or print it to a new PDF.',
    );
  });

  it.each(Object.keys(hostile))(
    'refuses a %s at its field, quickly, and stores nothing',
    async (name) => {
      const pdf = await hostile[name]!();
      expect(pdf.length).toBeLessThan(app.config.uploadLimits.fileBytes);
      const before = await storedRows();
      const { status, body, ms } = await submitWith('203.0.113.10', pdf);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.fields).toEqual({ creditReport: expected[name] ?? tooComplexPdfMessage(creditReport) });
      expect(ms, `refused after ${Math.round(ms)} ms`).toBeLessThan(5_000);
      expect(await storedRows()).toBe(before);
      console.log(`${name}: ${pdf.length.toLocaleString('en-US')} bytes, refused in ${Math.round(ms)} ms`);
    },
    120_000,
  );

  it('answers an honest applicant 201 in its normal time while another address sends hostile PDFs', async () => {
    const alone = (await submitWith('198.51.100.7', null)).ms;
    const attack = [
      makeObjectStreamRepetitionPdf(300_000),
      await makeDeflateBombPdf(64 * MiB),
      makeDeepNestingPdf(100_000),
      await makeDisguisedBombPdf(256 * MiB, 'filter-chain'),
      makeHiddenObjectStreamPdf(300_000, 'comment-between'),
      makeHiddenObjectStreamPdf(300_000, 'decoy-string'),
    ];
    const attacks = Array.from({ length: 6 }, (_, i) => submitWith('203.0.113.66', attack[i % attack.length]!));
    await new Promise((r) => setTimeout(r, 50));
    const honest = await submitWith('198.51.100.8', null);
    const refused = await Promise.all(attacks);
    expect(honest.status, JSON.stringify(honest.body)).toBe(201);
    // Refused at the field, or (past its share of the document worker) told to wait: never stored.
    for (const r of refused) expect([400, 429]).toContain(r.status);
    expect(honest.ms, `alone ${Math.round(alone)} ms, during the attack ${Math.round(honest.ms)} ms`).toBeLessThan(
      Math.max(3 * alone, alone + 5_000),
    );
    console.log(`honest submission: alone ${Math.round(alone)} ms, during the attack ${Math.round(honest.ms)} ms`);
  }, 180_000);

  it.each([
    ['a stored bomb', () => makeDeflateBombPdf(256 * MiB)],
    ['a stored bomb behind a chain of two filters', () => makeDisguisedBombPdf(256 * MiB, 'filter-chain')],
  ])(
    'builds the package and the ZIP of an application holding %s without decoding it',
    async (name, makeBomb) => {
      const admin = await signedInClient(app, 'admin');
      const id = await storeApplicationWithCreditReport(app, admin, await makeBomb());

      const started = performance.now();
      const pkg = await admin.get(`/api/undergrad/download-pdf/${id}`);
      const pdf = Buffer.from(await pkg.arrayBuffer());
      expect(pkg.status).toBe(200);
      const outline = await readOutline(pdf);
      const separator = (await pageTexts(pdf))[outline.find((b) => b.title.endsWith(creditReport.label))!.pageIndex]!;
      expect(separator).toContain(
        'This PDF unpacks to more data, or holds more parts, than a package allows, so it could not be merged.',
      );
      const zip = await admin.get(`/api/undergrad/download-zip/${id}`);
      expect(zip.status).toBe(200);
      expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(0);
      console.log(`package and ZIP with ${name} (256 MB): ${Math.round(performance.now() - started)} ms`);
    },
    120_000,
  );
});
