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

type Who = 'anonymous' | 'pending' | StaffRole;
const WHO: Who[] = ['anonymous', 'pending', 'volunteer', 'employee', 'admin'];
type Operation = 'read' | 'download' | 'package' | 'archive' | 'reveal';

/** Spec §6 and the permission table: who may do what. */
const ALLOWED: Record<Operation, StaffRole[]> = {
  read: ['admin', 'employee', 'volunteer'],
  download: ['admin', 'employee', 'volunteer'],
  archive: ['admin', 'employee', 'volunteer'],
  package: ['admin', 'employee'],
  reveal: ['admin', 'employee'],
};

function expectedStatus(who: Who, op: Operation): number {
  if (who === 'anonymous' || who === 'pending') return 401;
  return ALLOWED[op].includes(who) ? 200 : 403;
}

const gqlKind = (kind: ApplicationKind) => (kind === 'high-school' ? 'HIGH_SCHOOL' : kind.toUpperCase());

describe.each(databases)('who may read, download, archive and reveal applications (%s)', (dbKind) => {
  let app: TestApp;
  const clients = {} as Record<Who, HttpClient>;
  const seeded = {} as Record<ApplicationKind, { id: number; fileId: string; ssn: string }>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    clients.anonymous = new HttpClient(app.url);
    for (const who of WHO.slice(1)) clients[who] = await signedInClient(app, who === 'pending' ? null : (who as StaffRole), who);
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

  const restCases = APPLICATION_KINDS.flatMap((kind) => {
    const s = APPLICATION_KIND_PATHS[kind];
    return [
      { kind, op: 'read' as const, name: `GET /api/${s}/get-all`, call: (c: HttpClient) => c.get(`/api/${s}/get-all`) },
      {
        kind,
        op: 'read' as const,
        name: `GET /api/archive/${s}/get-archive`,
        call: (c: HttpClient) => c.get(`/api/archive/${s}/get-archive`),
      },
      {
        kind,
        op: 'read' as const,
        name: `GET /api/${s}/get-individual`,
        call: (c: HttpClient) => c.get(`/api/${s}/get-individual/${seeded[kind].id}`),
      },
      {
        kind,
        op: 'download' as const,
        name: `GET /api/${s}/download-file`,
        call: (c: HttpClient) => c.get(`/api/${s}/download-file/${seeded[kind].id}/${seeded[kind].fileId}`),
      },
      {
        kind,
        op: 'package' as const,
        name: `GET /api/${s}/download-pdf`,
        call: (c: HttpClient) => c.get(`/api/${s}/download-pdf/${seeded[kind].id}`),
      },
      {
        kind,
        op: 'archive' as const,
        name: `PATCH /api/${s}/archive-application`,
        call: (c: HttpClient) => c.patch(`/api/${s}/archive-application/${seeded[kind].id}`),
      },
      {
        kind,
        op: 'archive' as const,
        name: `PATCH /api/archive/${s}/unarchive`,
        call: (c: HttpClient) => c.patch(`/api/archive/${s}/unarchive`, { id: seeded[kind].id }),
      },
    ];
  });

  it.each(WHO)('REST: %s gets exactly the operations the permission table gives', async (who) => {
    for (const c of restCases) {
      const response = await c.call(clients[who]);
      expect(response.status, `${who} ${c.name}`).toBe(expectedStatus(who, c.op));
      if (response.status !== 200) {
        const body = (await response.json()) as { error: string };
        expect(body.error).toBe(
          response.status === 401 ? 'Please log in to access this page.' : 'You have no permissions to access this page.',
        );
      } else await response.arrayBuffer();
    }
  });

  const graphqlCases = APPLICATION_KINDS.flatMap((kind) => [
    {
      op: 'read' as const,
      name: `applications(${kind})`,
      query: `query($kind: ApplicationKind!) { applications(kind: $kind) { total items { id reference } } }`,
      vars: () => ({ kind: gqlKind(kind) }),
    },
    {
      op: 'read' as const,
      name: `application(${kind})`,
      query: `query($kind: ApplicationKind!, $id: ID!) { application(kind: $kind, id: $id) { id sections { fields { name value } } documents { downloadUrl } } }`,
      vars: () => ({ kind: gqlKind(kind), id: String(seeded[kind].id) }),
    },
    {
      op: 'reveal' as const,
      name: `revealSocialSecurityNumbers(${kind})`,
      query: `mutation($kind: ApplicationKind!, $id: ID!) { revealSocialSecurityNumbers(kind: $kind, id: $id) { field label value } }`,
      vars: () => ({ kind: gqlKind(kind), id: String(seeded[kind].id) }),
    },
    {
      op: 'archive' as const,
      name: `archiveApplication(${kind})`,
      query: `mutation($kind: ApplicationKind!, $id: ID!) { archiveApplication(kind: $kind, id: $id) { id status } }`,
      vars: () => ({ kind: gqlKind(kind), id: String(seeded[kind].id) }),
    },
    {
      op: 'archive' as const,
      name: `unarchiveApplication(${kind})`,
      query: `mutation($kind: ApplicationKind!, $id: ID!) { unarchiveApplication(kind: $kind, id: $id) { id status } }`,
      vars: () => ({ kind: gqlKind(kind), id: String(seeded[kind].id) }),
    },
  ]);

  it.each(WHO)('GraphQL: %s gets exactly the operations the permission table gives', async (who) => {
    for (const c of graphqlCases) {
      const result = await clients[who].graphql(c.query, c.vars());
      const expected = expectedStatus(who, c.op);
      const code = result.errors?.[0]?.extensions?.code;
      if (expected === 200) expect(result.errors, `${who} ${c.name}`).toBeUndefined();
      else expect(code, `${who} ${c.name}`).toBe(expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });

  it('reveals full SSNs to admin and employee only, and audits each reveal', async () => {
    const before = await app.services.db.getRepository(AuditLogEntry).countBy({ action: 'application.ssn-reveal' });
    const result = await clients.employee.graphql<{ revealSocialSecurityNumbers: { field: string; value: string }[] }>(
      `mutation($kind: ApplicationKind!, $id: ID!) { revealSocialSecurityNumbers(kind: $kind, id: $id) { field label value } }`,
      { kind: 'PARENT', id: String(seeded.parent.id) },
    );
    expect(result.data!.revealSocialSecurityNumbers.map((r) => r.field)).toEqual([
      'parentSocialSecurity',
      'studentSocialSecurity',
    ]);
    expect(result.data!.revealSocialSecurityNumbers[0]!.value).toBe(seeded.parent.ssn);
    const after = await app.services.db.getRepository(AuditLogEntry).countBy({ action: 'application.ssn-reveal' });
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
