/**
 * Staff list search (issue 14 item 8): besides name, e-mail and reference, a search matches the
 * college (attended, or accepted to for high-school seniors) and the major, through REST and
 * GraphQL alike, on the active and the archived list.
 */
import { APPLICATION_KIND_PATHS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit, signedInClient } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const ENUMS: Record<ApplicationKind, string> = { undergrad: 'UNDERGRAD', parent: 'PARENT', 'high-school': 'HIGH_SCHOOL' };

const LIST = (kind: ApplicationKind) => `query($search: String, $status: ApplicationStatus) {
  applications(kind: ${ENUMS[kind]}, search: $search, status: $status) { total items { id reference lastName } }
}`;

describe.each(databases)('searching staff lists by college and major (%s)', (dbKind) => {
  let app: TestApp;
  let staff: HttpClient;
  const references: Record<string, string> = {};

  async function submit(kind: ApplicationKind, key: string, overrides: Record<string, string>): Promise<void> {
    const response = await restSubmit(new HttpClient(app.url), kind, sampleFields[kind](overrides), await documentsFor(kind));
    expect(response.status).toBe(201);
    references[key] = ((await response.json()) as { reference: string }).reference;
  }

  const graphql = async (kind: ApplicationKind, search: string, status = 'ACTIVE') => {
    const result = await staff.graphql<{ applications: { total: number; items: { reference: string }[] } }>(LIST(kind), {
      search,
      status,
    });
    expect(result.errors).toBeUndefined();
    return result.data!.applications.items.map((i) => i.reference).sort();
  };

  const rest = async (kind: ApplicationKind, search: string, archived = false) => {
    const path = archived
      ? `/api/archive/${APPLICATION_KIND_PATHS[kind]}/get-archive`
      : `/api/${APPLICATION_KIND_PATHS[kind]}/get-all`;
    const response = await staff.get(`${path}?q=${encodeURIComponent(search)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { reference: string }[]).map((r) => r.reference).sort();
  };

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    staff = await signedInClient(app, 'volunteer');
    await submit('undergrad', 'howard', { collegeAttended: 'Howard Zephyrine University', collegeMajor: 'Marine Biology' });
    await submit('undergrad', 'temple', { collegeAttended: 'Temple Quillfeather College', collegeMajor: 'Astrophysics' });
    await submit('parent', 'parent', { collegeAttended: 'Loyola Zephyrine', collegeMajor: 'Nursing Vexillology' });
    await submit('high-school', 'senior', { collegeAccepted: 'Spelman Quillfeather College' });
  }, 120_000);
  afterAll(() => app.close());

  it('finds undergraduates by college or by major, in GraphQL and REST', async () => {
    expect(await graphql('undergrad', 'zephyrine')).toEqual([references.howard]);
    expect(await rest('undergrad', 'Zephyrine')).toEqual([references.howard]);
    expect(await graphql('undergrad', 'astrophysics')).toEqual([references.temple]);
    expect(await rest('undergrad', 'ASTROPHYSICS')).toEqual([references.temple]);
    // Each word may match a different column: the college and the major together.
    expect(await graphql('undergrad', 'howard marine')).toEqual([references.howard]);
    expect(await rest('undergrad', 'Temple Biology')).toEqual([]);
  });

  it('finds parents by their student’s college or major, and seniors by the college that accepted them', async () => {
    expect(await graphql('parent', 'vexillology')).toEqual([references.parent]);
    expect(await rest('parent', 'Zephyrine')).toEqual([references.parent]);
    expect(await graphql('high-school', 'quillfeather')).toEqual([references.senior]);
    expect(await rest('high-school', 'Spelman Quillfeather')).toEqual([references.senior]);
    // Kinds stay apart: the undergraduate at a "Quillfeather" college is not a high-school senior.
    expect(await graphql('undergrad', 'quillfeather')).toEqual([references.temple]);
  });

  it('searches the archive the same way', async () => {
    const [row] = (await (await staff.get(`/api/undergrad/get-all?q=${references.temple}`)).json()) as {
      undergrad_applicant_id: number;
    }[];
    expect((await staff.patch(`/api/undergrad/archive-application/${row!.undergrad_applicant_id}`)).status).toBe(200);
    expect(await graphql('undergrad', 'astrophysics')).toEqual([]);
    expect(await graphql('undergrad', 'astrophysics', 'ARCHIVED')).toEqual([references.temple]);
    expect(await rest('undergrad', 'Astrophysics', true)).toEqual([references.temple]);
  });

  it('treats LIKE wildcards in a college search as plain characters', async () => {
    expect(await graphql('undergrad', 'Zeph%ine')).toEqual([]);
    expect(await rest('undergrad', 'Biolog_')).toEqual([]);
  });
});
