import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APPLICATION_FORMS,
  APPLICATION_KIND_PATHS,
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../api/src/domain/applications/index.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  pageCount,
  restSubmit,
  signedInClient,
  type UploadFiles,
} from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { readOutline } from '../support/package-reader.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const MARKER = 'ODF-PDF-MARKER-7f3a9c';

const DETAIL = `query Detail($kind: ApplicationKind!, $id: ID!) {
  application(kind: $kind, id: $id) {
    id kind reference firstName lastName email status createdAt title packageDownloadUrl canRevealSocialSecurityNumbers
    sections { id title fields { name label value sensitive } }
    documents { fileId fileAlias label originalName mediaType sizeBytes sha256 downloadUrl }
  }
}`;

/** Pages a package should have past its cover: every PDF's pages, one per image. */
async function documentPages(files: UploadFiles): Promise<number> {
  let pages = 0;
  for (const f of Object.values(files)) pages += f!.type === 'application/pdf' ? await pageCount(f!.bytes) : 1;
  return pages;
}

describe.each(databases)('applications end to end (%s)', (dbKind) => {
  let app: TestApp;
  let admin: HttpClient;
  const submittedSsns: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    admin = await signedInClient(app, 'admin');
  });
  afterAll(() => app.close());

  async function checkStored(kind: ApplicationKind, reference: string, fields: Record<string, string>, files: UploadFiles) {
    const segment = APPLICATION_KIND_PATHS[kind];
    const list = await admin.get(`/api/${segment}/get-all?q=${reference}`);
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { id: number; reference: string; status: string }[];
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;
    expect(rows[0]).toMatchObject({ reference, status: 'active', kind });
    expect(JSON.stringify(rows)).not.toMatch(/\d{3}-\d{2}-\d{4}/);

    const individual = await admin.get(`/api/${segment}/get-individual/${id}`);
    const body = (await individual.json()) as Record<string, unknown> & { files: { fileID: string; fileAlias: string }[] };
    expect(body[APPLICATION_FORMS[kind].nameFields.lastName]).toBe(fields[APPLICATION_FORMS[kind].nameFields.lastName]);
    for (const ssnField of APPLICATION_FORMS[kind].ssnFields) {
      expect(body[ssnField]).toBe(`***-**-${fields[ssnField]!.slice(-4)}`);
      submittedSsns.push(fields[ssnField]!);
    }
    expect(body.files.map((f) => f.fileAlias).sort()).toEqual(Object.keys(files).sort());

    for (const file of body.files) {
      const download = await admin.get(`/api/${segment}/download-file/${id}/${file.fileID}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      const sent = files[file.fileAlias]!;
      const ext = sent.type === 'application/pdf' ? 'pdf' : sent.type === 'image/png' ? 'png' : 'jpg';
      const lastName = String(fields[APPLICATION_FORMS[kind].nameFields.lastName]).replace(/[^\w-]/g, '');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${lastName}_${file.fileAlias}.${ext}"`);
      expect(download.headers.get('content-type')).toBe(sent.type);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(sent.bytes).digest('hex'));
    }

    const pkg = await admin.get(`/api/${segment}/download-pdf/${id}`);
    expect(pkg.status).toBe(200);
    expect(pkg.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await pkg.arrayBuffer());
    // The application, its contents, then each document in form order after a separator naming it,
    // with all of its pages: a bookmark opens each separator.
    const outline = await readOutline(pdf);
    const sent = APPLICATION_FORMS[kind].documents.filter((d) => files[d.name]);
    expect(outline.map((b) => b.title)).toEqual(['Contents', 'Application', ...sent.map((d, i) => `${i + 1}. ${d.label}`)]);
    const total = await pageCount(pdf);
    for (const [i, doc] of sent.entries()) {
      const next = outline[i + 3]?.pageIndex ?? total;
      expect(next - outline[i + 2]!.pageIndex - 1, doc.label).toBe(await documentPages({ [doc.name]: files[doc.name] }));
    }
    expect(total - outline[2]!.pageIndex).toBe(sent.length + (await documentPages(files)));

    const detail = await admin.graphql<{
      application: {
        sections: { fields: { name: string; value: string }[] }[];
        documents: unknown[];
        packageDownloadUrl: string;
      };
    }>(DETAIL, { kind: kind === 'high-school' ? 'HIGH_SCHOOL' : kind.toUpperCase(), id: String(id) });
    expect(detail.errors).toBeUndefined();
    const shown = detail.data!.application.sections.flatMap((s) => s.fields);
    expect(shown.find((f) => f.name === APPLICATION_FORMS[kind].ssnFields[0])!.value).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    expect(detail.data!.application.documents).toHaveLength(Object.keys(files).length);
    expect(detail.data!.application.packageDownloadUrl).toBe(`/api/${segment}/download-pdf/${id}`);
    return id;
  }

  it.each(APPLICATION_KINDS)(
    'stores a %s application sent as a browser form (REST), with exact downloads and a full package',
    async (kind) => {
      const fields = sampleFields[kind]();
      const files = await documentsFor(kind, { marker: MARKER });
      expect(files[Object.keys(files)[0]!]!.bytes.includes(MARKER)).toBe(true);
      const response = await restSubmit(new HttpClient(app.url), kind, fields, files);
      const body = (await response.json()) as { message: string; reference: string };
      expect(response.status, JSON.stringify(body)).toBe(201);
      expect(body.message).toBe('Thank you for submitting your application!');
      await checkStored(kind, body.reference, fields, files);
    },
  );

  it.each(APPLICATION_KINDS)('stores a %s application sent through GraphQL with Upload', async (kind) => {
    const fields = sampleFields[kind]();
    const files = await documentsFor(kind, { marker: MARKER });
    const result = await graphqlSubmit(new HttpClient(app.url), kind, graphqlApplication(kind, fields), files);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const receipt = Object.values(result.data!)[0]!;
    expect(receipt.reference).toMatch(/^(UG|PA|HS)-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await checkStored(kind, receipt.reference, fields, files);
  });

  it('e-mails the applicant a confirmation with the reference, without SSN or documents', async () => {
    const fields = sampleFields.undergrad({ email: 'confirm.me@example.org' });
    const response = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    const { reference } = (await response.json()) as { reference: string };
    const outbox = path.join(app.dataDir, 'outbox');
    let mail = '';
    for (let i = 0; i < 50 && !mail; i++) {
      mail =
        readdirSync(outbox)
          .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
          .find((m) => m.includes(reference)) ?? '';
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toContain('To: confirm.me@example.org');
    expect(mail).toContain(`Subject: We received your application (${reference})`);
    expect(mail).toMatch(/What happens next/);
    expect(mail).not.toContain(fields.socialSecurity);
    expect(mail).not.toContain(fields.socialSecurity!.replace(/-/g, ''));
    expect(mail).not.toMatch(/Content-Disposition: attachment/i);
    submittedSsns.push(fields.socialSecurity!);
  });

  it('writes detail views, downloads and package downloads to the audit log', async () => {
    const actions = (await app.services.infra.db.getRepository(AuditLogEntry).find()).map((e) => e.action);
    for (const action of ['application.submit', 'application.view', 'document.download', 'application.package-download']) {
      expect(actions).toContain(action);
    }
    const details = (await app.services.infra.db.getRepository(AuditLogEntry).find()).map((e) => e.detail ?? '').join('\n');
    for (const ssn of submittedSsns) expect(details).not.toContain(ssn);
  });

  it('keeps no SSN and no document text readable in the stored data', async () => {
    expect(submittedSsns.length).toBeGreaterThanOrEqual(6);
    let raw: Buffer;
    if (dbKind === 'sqlite') {
      const files = readdirSync(app.dataDir).filter((f) => f.startsWith('app.sqlite'));
      raw = Buffer.concat(files.map((f) => readFileSync(path.join(app.dataDir, f))));
    } else {
      // MySQL's files belong to the server; read every row of every table back as raw bytes instead.
      const tables = (await app.services.infra.db.query('SHOW TABLES')) as Record<string, string>[];
      const dumps: Buffer[] = [];
      for (const t of tables.map((r) => Object.values(r)[0]!)) {
        for (const row of (await app.services.infra.db.query(`SELECT * FROM \`${t}\``)) as Record<string, unknown>[]) {
          for (const v of Object.values(row)) dumps.push(Buffer.isBuffer(v) ? v : Buffer.from(String(v)));
        }
      }
      raw = Buffer.concat(dumps);
    }
    expect(raw.length).toBeGreaterThan(20_000);
    expect(raw.includes('Gonzalez')).toBe(true); // the check can see plain text at all
    expect(raw.includes(MARKER)).toBe(false);
    for (const ssn of submittedSsns) {
      expect(raw.includes(ssn)).toBe(false);
      expect(raw.includes(ssn.replace(/-/g, ''))).toBe(false);
    }
  });
});
