/**
 * Issue 36, findings 1 and 3, on the built server in its own process, so its RSS is its own: a
 * PDF whose dictionary said one thing to the pre-scan and another to pdf-lib (a decoy filter in a
 * string, an escaped name, a chain of two filters, a comment between key and value) took a server
 * to 4.46 GB from a 3.9 KB upload, and a hidden object-stream index held the document worker
 * 30 s. Each is now refused at its field, the server's peak memory stays within the budget's
 * reach, and an honest applicant sending at the same time is answered 201 in its normal time.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { APPLICATION_FORMS, tooComplexPdfMessage, unpacksTooLargeMessage } from '../../api/src/domain/applications/index.js';
import { PDF_BUDGET } from '../../api/src/modules/documents/pdf-prescan.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { makeDisguisedBombPdf, makeHiddenObjectStreamPdf, type Disguise } from '../support/fixtures/hostile-pdfs.js';
import { clientFrom } from '../support/http-client.js';
import { startInstance, type Instance } from '../support/two-instances.js';

const MB = 1024 * 1024;
/** 256 MB of zeros behind each disguise; the server may grow by the pre-scan's 16 MB cap and its own work, not by them. */
const BOMB_BYTES = 256 * MB;
const ALLOWANCE_MB = 96;
const creditReport = APPLICATION_FORMS.undergrad.documents.find((d) => d.name === 'creditReport')!;

const attacks: { name: string; make: () => Promise<Buffer> | Buffer; message: string }[] = [
  ...(['decoy-string', 'escaped-name', 'filter-chain', 'comment-between'] as Disguise[]).map((disguise) => ({
    name: `a 256 MB bomb behind ${disguise}`,
    make: () => makeDisguisedBombPdf(BOMB_BYTES, disguise),
    message: unpacksTooLargeMessage(creditReport, PDF_BUDGET.decodeFloorBytes),
  })),
  ...(['decoy-string', 'escaped-name', 'comment-between'] as const).map((disguise) => ({
    name: `an object stream naming one object 300,000 times behind ${disguise}`,
    make: () => makeHiddenObjectStreamPdf(300_000, disguise),
    message: tooComplexPdfMessage(creditReport),
  })),
];

describe('disguised PDFs on the built server', () => {
  let server: Instance;
  let dataDir: string;
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;

  /** A whole undergraduate submission from `ip`, its credit report replaced by `pdf` if given. */
  async function submit(ip: string, pdf: Buffer | null) {
    const files = await documentsFor('undergrad');
    if (pdf) files.creditReport = { name: 'credit-report.pdf', type: 'application/pdf', bytes: pdf };
    const client = clientFrom(server.url, ip);
    const started = performance.now();
    const response = await restSubmit(client, 'undergrad', sampleFields.undergrad(), files);
    const body = (await response.json()) as { fields?: Record<string, string> };
    return { status: response.status, body, ms: performance.now() - started };
  }

  beforeAll(async () => {
    if (!existsSync(path.join(projectRoot, 'dist/api/src/server.js'))) {
      throw new Error('Run `npm run build` first: this test starts the built server.');
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'odf-disguised-pdfs-'));
    server = await startInstance('disguised-pdfs', {
      DATA_DIR: dataDir,
      SESSION_SECRET: 's'.repeat(40),
      ENCRYPTION_KEY: 'cd'.repeat(32),
      TRUST_PROXY: 'loopback',
      ODF_RATE_LIMITS: 'off',
    });
    // A warm server and document worker, as a running site has.
    expect((await submit('198.51.100.1', null)).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(attacks)(
    'refuses $name at its field, within the memory budget, while an honest applicant is answered 201 in its normal time',
    async ({ name, make, message }) => {
      const pdf = await make();
      const alone = (await submit('198.51.100.7', null)).ms;
      const before = rss();
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rss())), 2);
      const attack = submit('203.0.113.66', pdf);
      const honest = await submit('198.51.100.8', null);
      const refused = await attack;
      clearInterval(timer);
      const growthMb = (Math.max(peak, rss()) - before) / MB;
      console.log(
        `[disguised PDFs] ${name}: ${pdf.length.toLocaleString('en-US')} bytes, refused ${refused.status} in ` +
          `${Math.round(refused.ms)} ms, server peak +${growthMb.toFixed(0)} MB; honest alone ${Math.round(alone)} ms, ` +
          `beside it ${Math.round(honest.ms)} ms`,
      );
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.fields).toEqual({ creditReport: message });
      expect(refused.ms).toBeLessThan(5_000);
      expect(growthMb).toBeLessThan(ALLOWANCE_MB);
      expect(honest.status, JSON.stringify(honest.body)).toBe(201);
      expect(honest.ms).toBeLessThan(Math.max(3 * alone, alone + 5_000));
    },
    120_000,
  );
});
