/**
 * The scanner down never fails an applicant (issue 24), with a real clamd stopped and started
 * again, on SQLite and MariaDB: submissions are accepted with documents PENDING; staff get 409 on
 * the document, its preview and the ZIP, and a package page that says why; the rescan job makes
 * them CLEAN once clamd is back, and a document it then finds harmful loses its bytes.
 */
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../../api/src/modules/application-records/application-document.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { REMOVED_INFECTED_ACTION } from '../../api/src/modules/documents/pending-scans.js';
import { clamdOrSkip, EICAR, startClamd, type TestClamd } from '../support/clamd.js';
import { makePdf } from '../support/fixtures/documents.js';
import { pageTexts } from '../support/package-reader.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { staffFor, type Staff } from './review.support.js';
import { pendingScans } from './virus-scan.support.js';

const haveClamd = clamdOrSkip('virus scanning while clamd is down (real clamd)');

describe.skipIf(!haveClamd).each(databases)('virus scanning while clamd is down (real clamd, %s)', (kind) => {
  let clamd: TestClamd;
  let app: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    clamd = await startClamd();
    app = await startTestApp(kind, { env: { CLAMD_URL: clamd.url, CLAMD_TIMEOUT_S: '2' } });
    staff = await staffFor(app, 'employee', 'Scans');
  });
  afterAll(async () => {
    await app?.close();
    await clamd?.dispose();
  });

  const { submitWhileDown, documentsOf, runRescanJob } = pendingScans(
    () => app,
    () => staff,
  );

  it('accepts a submission as PENDING, refuses its documents with 409 until the job finds them clean', async () => {
    await clamd.stop();
    const id = await submitWhileDown('scan.outage@example.org');
    const pending = await documentsOf(id);
    expect(pending.length).toBe(7);
    for (const doc of pending) expect(doc).toMatchObject({ scanStatus: 'PENDING', scannedAt: null });

    const doc = pending[0]!;
    for (const path of [`/api/undergrad/download-file/${id}/${doc.fileId}`, `/api/undergrad/preview-file/${id}/${doc.fileId}`]) {
      const refused = await staff.client.get(path);
      expect(refused.status, path).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Waiting for the virus scan/);
    }
    const zip = await staff.client.get(`/api/undergrad/download-zip/${id}`);
    expect(zip.status).toBe(409);
    expect(((await zip.json()) as { error: string }).error).toMatch(/Waiting for the virus scan.*Still waiting: /);
    const pkg = await staff.client.get(`/api/undergrad/download-pdf/${id}`);
    expect(pkg.status).toBe(200);
    const pages = (await pageTexts(new Uint8Array(await pkg.arrayBuffer()))).join('\n');
    expect(pages).toMatch(/Waiting for the virus scan/);
    const rest = (await (await staff.client.get(`/api/undergrad/get-individual/${id}`)).json()) as {
      files: { scanStatus: string }[];
    };
    expect(rest.files.map((f) => f.scanStatus)).toEqual(Array(7).fill('PENDING'));

    // While clamd is still down the job leaves them as they are.
    await runRescanJob();
    expect((await documentsOf(id)).every((d) => d.scanStatus === 'PENDING')).toBe(true);

    await clamd.start();
    await runRescanJob();
    const clean = await documentsOf(id);
    for (const d of clean) {
      expect(d.scanStatus, d.fileAlias).toBe('CLEAN');
      expect(d.scannedAt).not.toBeNull();
    }
    expect((await staff.client.get(`/api/undergrad/download-file/${id}/${doc.fileId}`)).status).toBe(200);
    expect((await staff.client.get(`/api/undergrad/download-zip/${id}`)).status).toBe(200);
  }, 90_000);

  it('deletes the bytes of a PENDING document a later scan finds harmful, and says so to staff', async () => {
    await clamd.stop();
    const infected = await makePdf({ marker: EICAR, title: 'Transcript with the EICAR string' });
    const id = await submitWhileDown('scan.late@example.org', infected);
    const transcript = (await documentsOf(id)).find((d) => d.fileAlias === 'transcript')!;
    expect(transcript.scanStatus).toBe('PENDING');
    const { db } = app.services.infra;
    expect(await db.getRepository(ApplicationDocumentPart).countBy({ fileId: transcript.fileId })).toBeGreaterThan(0);

    await clamd.start();
    await runRescanJob();
    const after = await documentsOf(id);
    for (const d of after) expect(d.scanStatus, d.fileAlias).toBe(d.fileAlias === 'transcript' ? 'INFECTED' : 'CLEAN');
    expect(await db.getRepository(ApplicationDocumentPart).countBy({ fileId: transcript.fileId })).toBe(0);
    expect(await db.getRepository(ApplicationDocument).countBy({ fileId: transcript.fileId })).toBe(1);
    const audit = await db
      .getRepository(AuditLogEntry)
      .findOneByOrFail({ action: REMOVED_INFECTED_ACTION, targetId: String(id) });
    expect(audit.detail).toMatch(/document: transcript; sha256: [0-9a-f]{64}; signature: ODF\.Test\.EICAR-Body/);

    const download = await staff.client.get(`/api/undergrad/download-file/${id}/${transcript.fileId}`);
    expect(download.status).toBe(409);
    expect(((await download.json()) as { error: string }).error).toMatch(/^This document was removed: the virus scan/);
    const pkg = await staff.client.get(`/api/undergrad/download-pdf/${id}`);
    expect((await pageTexts(new Uint8Array(await pkg.arrayBuffer()))).join('\n')).toMatch(/This document was removed/);
    // The ZIP carries the other documents; the removed one has no bytes left to add.
    expect((await staff.client.get(`/api/undergrad/download-zip/${id}`)).status).toBe(200);
  }, 90_000);
});
