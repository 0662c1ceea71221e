import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { KINDS } from '../../api/src/modules/application-records/kinds.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { restSubmit, signedInClient, type UploadFiles } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { documentsForEachForm } from './applications-validation.support.js';

// What is accepted and stored as it came: an application whose e-mail fails, inert or ignored input.
describe.each(databases)('an application that is kept is stored whole and safely, whatever it carries (%s)', (dbKind) => {
  let app: TestApp;
  let docs: Record<ApplicationKind, UploadFiles>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    docs = await documentsForEachForm();
  });
  afterAll(() => app.close());

  it('keeps the application when the confirmation e-mail cannot be sent', async () => {
    const noMail = await startTestApp(dbKind, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const response = await restSubmit(
        new HttpClient(noMail.url),
        'high-school',
        sampleFields['high-school'](),
        docs['high-school'],
      );
      expect(response.status).toBe(201);
      expect(await noMail.services.infra.db.getRepository(KINDS['high-school'].entity).count()).toBe(1);
    } finally {
      await noMail.close();
    }
  });

  describe('inert or ignored input that is stored safely', () => {
    let admin: HttpClient;
    beforeAll(async () => {
      admin = await signedInClient(app, 'admin');
    });

    it('ignores unknown text fields', async () => {
      const fields = sampleFields['high-school']({ isAdmin: 'true', status: 'archived', school_applicant_id: '999' });
      const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, docs['high-school']);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const [row] = (await (await admin.get(`/api/high-school/get-all?q=${reference}`)).json()) as {
        id: number;
        status: string;
      }[];
      expect(row!.status).toBe('active');
      expect(row!.id).not.toBe(999);
    });

    it('stores SQL and HTML payloads as plain text, and a path-traversal file name as a bare name', async () => {
      const sql = 'Robert\'); DROP TABLE school_applicants;-- " OR 1=1';
      const html = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const fields = sampleFields['high-school']({ address: sql, comments: html, lastName: 'Smith' });
      const files = {
        ...docs['high-school'],
        academicRecords: { ...docs['high-school'].academicRecords!, name: '../../../etc/passwd.pdf' },
      };
      const response = await restSubmit(new HttpClient(app.url), 'high-school', fields, files);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const [row] = (await (await admin.get(`/api/high-school/get-all?q=${reference}`)).json()) as { id: number }[];
      const detail = await admin.get(`/api/high-school/get-individual/${row!.id}`);
      expect(detail.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await detail.json()) as {
        address: string;
        comments: string;
        files: { fileID: string; fileAlias: string; fileName: string }[];
      };
      expect(body.address).toBe(sql);
      expect(body.comments).toBe(html);
      const record = body.files.find((f) => f.fileAlias === 'academicRecords')!;
      expect(record.fileName).toBe('passwd.pdf');
      const download = await admin.get(`/api/high-school/download-file/${row!.id}/${record.fileID}`);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="Smith_academicRecords.pdf"');
      expect(await app.services.infra.db.getRepository(KINDS['high-school'].entity).count()).toBeGreaterThanOrEqual(2);
    });
  });
});
