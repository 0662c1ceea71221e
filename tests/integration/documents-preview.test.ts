/**
 * The in-page document preview (issue 14 item 3): the one route that serves a document
 * `inline`, never cached, inert under its own CSP, for the roles that may see documents, and
 * written to the audit log like a download.
 */
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient, type UploadFiles } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const DETAIL = `query($id: ID!) {
  application(kind: UNDERGRAD, id: $id) { documents { fileId fileAlias mediaType downloadUrl previewUrl } }
}`;
const FIND = `query($search: String) { applications(kind: UNDERGRAD, search: $search) { items { id reference } } }`;

interface Doc {
  fileId: string;
  fileAlias: string;
  mediaType: string;
  downloadUrl: string;
  previewUrl: string;
}

describe.each(databases)('document preview (%s)', (dbKind) => {
  let app: TestApp;
  let volunteer: HttpClient;
  let files: UploadFiles;
  let id: string;
  let docs: Doc[];

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    volunteer = await signedInClient(app, 'volunteer');
    files = await documentsFor('undergrad', { marker: 'preview-marker' });
    const response = await restSubmit(new HttpClient(app.url), 'undergrad', sampleFields.undergrad(), files);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const found = await volunteer.graphql<{ applications: { items: { id: string }[] } }>(FIND, { search: reference });
    id = found.data!.applications.items[0]!.id;
    const detail = await volunteer.graphql<{ application: { documents: Doc[] } }>(DETAIL, { id });
    expect(detail.errors).toBeUndefined();
    docs = detail.data!.application.documents;
  }, 120_000);
  afterAll(() => app.close());

  it('gives each document a preview address beside its download address', () => {
    expect(docs.length).toBe(Object.keys(files).length);
    for (const doc of docs) {
      expect(doc.previewUrl).toBe(`/api/undergrad/preview-file/${id}/${doc.fileId}`);
      expect(doc.downloadUrl).toBe(`/api/undergrad/download-file/${id}/${doc.fileId}`);
    }
    expect(new Set(docs.map((d) => d.mediaType))).toEqual(new Set(['application/pdf', 'image/png', 'image/jpeg']));
  });

  it('serves the same bytes inline, uncached, unsniffable and sandboxed; the download stays an attachment', async () => {
    for (const doc of docs) {
      const preview = await volunteer.get(doc.previewUrl);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe(doc.mediaType);
      expect(preview.headers.get('content-disposition')).toBe('inline');
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = preview.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/script-src|unsafe-eval/);
      const bytes = Buffer.from(await preview.arrayBuffer());
      expect(bytes.equals(files[doc.fileAlias]!.bytes)).toBe(true);

      const download = await volunteer.get(doc.downloadUrl);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      await download.arrayBuffer();
    }
  });

  it('writes each preview to the audit log with who read which document', async () => {
    const doc = docs[0]!;
    const audit = app.services.infra.db.getRepository(AuditLogEntry);
    const before = await audit.countBy({ action: 'document.preview', targetId: id });
    await (await volunteer.get(doc.previewUrl)).arrayBuffer();
    const entries = await audit.find({ where: { action: 'document.preview', targetId: id }, order: { id: 'DESC' } });
    expect(entries.length).toBe(before + 1);
    expect(entries[0]!.targetType).toBe('undergrad');
    expect(entries[0]!.detail).toBe(doc.fileAlias);
    const me = await app.services.infra.db.getRepository(User).findOneByOrFail({ id: entries[0]!.actorUserId! });
    expect(me.role).toBe('volunteer');
    // A preview is not counted as a download, and the reverse.
    expect(await audit.countBy({ action: 'document.download', targetId: id, actorUserId: me.id })).toBe(docs.length);
  });

  it('lets every staff role preview, and nobody else', async () => {
    const url = docs[0]!.previewUrl;
    for (const role of ['admin', 'employee', 'volunteer'] as const) {
      const client = await signedInClient(app, role);
      expect((await client.get(url)).status).toBe(200);
    }
    // A signed-in user without a role is refused too: the authorization matrix has that row.
    const anonymous = await new HttpClient(app.url).get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-disposition')).toBeNull();
    expect(await anonymous.json()).toEqual({ error: 'Please log in to access this page.' });
  });

  it('answers 404 for a document of another application or none at all', async () => {
    expect((await volunteer.get(`/api/undergrad/preview-file/${id}/no-such-file`)).status).toBe(404);
    expect((await volunteer.get(`/api/parents/preview-file/${id}/${docs[0]!.fileId}`)).status).toBe(404);
    expect((await volunteer.get(`/api/undergrad/preview-file/999999/${docs[0]!.fileId}`)).status).toBe(404);
  });
});
