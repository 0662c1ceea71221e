import type { ApplicationKind } from '../../api/src/domain/applications/index.js';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  multipartForm,
  restSubmit,
  type UploadFiles,
} from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { documentsForEachForm, storedRows } from './applications-validation.support.js';

// Whole requests refused before any field is read: not multipart, too large, too many.
describe.each(databases)('requests that are not a form, too large or too many are refused (%s)', (dbKind) => {
  let app: TestApp;
  let docs: Record<ApplicationKind, UploadFiles>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    docs = await documentsForEachForm();
  });
  afterAll(() => app.close());

  it('refuses a body that is not multipart', async () => {
    const response = await new HttpClient(app.url).post('/api/undergrad/submit-new-application', sampleFields.undergrad());
    expect(response.status).toBe(415);
    expect(await storedRows(app)).toBe(0);
  });

  it('refuses a request over the total limit with 413', async () => {
    const small = await startTestApp(dbKind, { env: { UPLOAD_FILE_MB: '1', UPLOAD_REQUEST_MB: '2' } });
    try {
      const files = await documentsFor('high-school', { sizeBytes: 900_000 });
      const response = await restSubmit(new HttpClient(small.url), 'high-school', sampleFields['high-school'](), files);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: string }).error).toMatch(/too large.*2 MB/);
      // The Spanish form's request, refused the same way, in Spanish.
      const spanish = await new HttpClient(small.url).request('POST', '/api/high-school/submit-new-application?locale=es', {
        body: multipartForm({ ...sampleFields['high-school'](), locale: 'es' }, files),
      });
      expect(spanish.status).toBe(413);
      expect(((await spanish.json()) as { error: string }).error).toMatch(/pesan demasiado.*2 MB en total/);
      expect(await small.services.infra.db.getRepository(ApplicationDocument).count()).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('limits public submissions per address, REST and GraphQL sharing one budget', async () => {
    const limited = await startTestApp(dbKind, { env: { ODF_RATE_LIMITS: 'on' } });
    try {
      const client = new HttpClient(limited.url);
      const empty = () => client.request('POST', '/api/high-school/submit-new-application', { body: new FormData() });
      for (let i = 0; i < LIMIT_RULES.submissionsPerIp.limit - 1; i++) expect((await empty()).status).toBe(400);
      const bad = graphqlApplication('high-school', sampleFields['high-school']({ socialSecurity: '000-00-0000' }));
      const viaGraphql = await graphqlSubmit(client, 'high-school', bad, docs['high-school']);
      expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const refused = await empty();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
