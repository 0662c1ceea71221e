import {
  APPLICATION_FORMS,
  APPLICATION_KIND_PATHS,
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../api/src/domain/applications/index.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const STAFF: StaffRole[] = ['volunteer', 'employee', 'admin'];

/** Who may call what is the authorization matrix's; here, what those calls do beyond it. */
describe.each(databases)('SSN reveals, CSRF and missing applications (%s)', (dbKind) => {
  let app: TestApp;
  const clients = {} as Record<StaffRole, HttpClient>;
  const seeded = {} as Record<ApplicationKind, { id: number; fileId: string; ssn: string }>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    for (const role of STAFF) clients[role] = await signedInClient(app, role, role);
    for (const kind of APPLICATION_KINDS) {
      const fields = sampleFields[kind]();
      const response = await restSubmit(new HttpClient(app.url), kind, fields, await documentsFor(kind));
      const { reference } = (await response.json()) as { reference: string };
      const segment = APPLICATION_KIND_PATHS[kind];
      const [row] = (await (await clients.admin.get(`/api/${segment}/get-all?q=${reference}`)).json()) as { id: number }[];
      const detail = (await (await clients.admin.get(`/api/${segment}/get-individual/${row!.id}`)).json()) as {
        files: { fileID: string }[];
      };
      seeded[kind] = { id: row!.id, fileId: detail.files[0]!.fileID, ssn: fields[APPLICATION_FORMS[kind].ssnFields[0]!]! };
    }
  });
  afterAll(() => app.close());

  it('reveals full SSNs to admin and employee only, and audits each reveal', async () => {
    const before = await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: 'application.ssn-reveal' });
    const result = await clients.employee.graphql<{ revealSocialSecurityNumbers: { field: string; value: string }[] }>(
      `mutation($kind: ApplicationKind!, $id: ID!) { revealSocialSecurityNumbers(kind: $kind, id: $id) { field label value } }`,
      { kind: 'PARENT', id: String(seeded.parent.id) },
    );
    expect(result.data!.revealSocialSecurityNumbers.map((r) => r.field)).toEqual([
      'parentSocialSecurity',
      'studentSocialSecurity',
    ]);
    expect(result.data!.revealSocialSecurityNumbers[0]!.value).toBe(seeded.parent.ssn);
    const after = await app.services.infra.db.getRepository(AuditLogEntry).countBy({ action: 'application.ssn-reveal' });
    expect(after).toBe(before + 1);
    const detail = await clients.volunteer.graphql<{
      application: { packageDownloadUrl: string | null; canRevealSocialSecurityNumbers: boolean };
    }>(`query { application(kind: PARENT, id: "${seeded.parent.id}") { packageDownloadUrl canRevealSocialSecurityNumbers } }`);
    expect(detail.data!.application).toEqual({ packageDownloadUrl: null, canRevealSocialSecurityNumbers: false });
  });

  it('needs the CSRF token for archive, unarchive and reveal', async () => {
    const s = APPLICATION_KIND_PATHS.undergrad;
    const id = seeded.undergrad.id;
    expect((await clients.admin.request('PATCH', `/api/${s}/archive-application/${id}`)).status).toBe(403);
    expect((await clients.admin.request('PATCH', `/api/archive/${s}/unarchive`, { json: { id } })).status).toBe(403);
    const reveal = await clients.admin.graphql(
      `mutation { revealSocialSecurityNumbers(kind: UNDERGRAD, id: "${id}") { value } }`,
      undefined,
      {
        csrf: false,
      },
    );
    expect(reveal.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers 404 for applications and files that do not exist', async () => {
    expect((await clients.admin.get('/api/undergrad/get-individual/999999')).status).toBe(404);
    expect((await clients.admin.get('/api/undergrad/get-individual/abc')).status).toBe(404);
    expect((await clients.admin.get(`/api/undergrad/download-file/${seeded.undergrad.id}/not-a-file`)).status).toBe(404);
    // A file id of another application is not served through this one.
    expect((await clients.admin.get(`/api/parents/download-file/${seeded.parent.id}/${seeded.undergrad.fileId}`)).status).toBe(
      404,
    );
    const missing = await clients.admin.graphql(`query { application(kind: UNDERGRAD, id: "999999") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
