import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { SchoolApplicant } from '../../api/src/modules/application-records/school-applicant.entity.js';
import type { Clock } from '../../api/src/config/clock.js';
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

const admin = { userId: null, ip: '127.0.0.1' };
const MINUTE = 60_000;

describe.each(databases)('submissions follow the program cycle (%s)', (dbKind) => {
  let app: TestApp;
  let visitor: HttpClient;
  let files: UploadFiles;
  let now = new Date('2026-10-15T12:00:00Z');
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    app = await startTestApp(dbKind, { clock });
    visitor = new HttpClient(app.url);
    files = await documentsFor('high-school');
    // 23:59 New York time on 2026-11-01, the day clocks went back an hour: 04:59 UTC on November 2
    // (a fixed UTC-4 offset would have closed it an hour early, at 03:59 UTC).
    await app.services.programCycles.save(admin, {
      kind: 'high-school',
      opensAt: '2026-10-01T04:00:00Z',
      closesAt: '2026-11-02T04:59:00Z',
    });
  }, 60_000);
  afterAll(() => app.close());

  /** Everything a refused submission must leave as it was. */
  async function stored() {
    const db = app.services.infra.db;
    return {
      applicants: await db.getRepository(SchoolApplicant).count(),
      documents: await db.getRepository(ApplicationDocument).count(),
      audit: await db.getRepository(AuditLogEntry).countBy({ action: 'application.submit' }),
    };
  }

  const rest = async (at: Date) => {
    now = at;
    const response = await restSubmit(visitor, 'high-school', sampleFields['high-school'](), files);
    return { status: response.status, body: (await response.json()) as { error?: string; reference?: string } };
  };
  const graphql = async (at: Date) => {
    now = at;
    return graphqlSubmit(visitor, 'high-school', graphqlApplication('high-school', sampleFields['high-school']()), files);
  };

  it('accepts a submission in the hour a fixed offset would get wrong, and records its cycle', async () => {
    const cycle = await app.services.programCycles.current('high-school');
    const { status, body } = await rest(new Date('2026-11-02T04:30:00Z'));
    expect(status).toBe(201);
    const row = await app.services.infra.db.getRepository(SchoolApplicant).findOneByOrFail({ reference: body.reference! });
    expect(row.cycleId).toBe(cycle.id);
  });

  it('accepts until 30 minutes after closesAt, by REST and GraphQL', async () => {
    const closes = new Date('2026-11-02T04:59:00Z').getTime();
    expect((await rest(new Date(closes + 29 * MINUTE))).status).toBe(201);
    const last = await graphql(new Date(closes + 30 * MINUTE));
    expect(last.errors).toBeUndefined();
    expect(last.data!.submitHighSchoolApplication!.reference).toMatch(/^HS-/);
  });

  it('refuses a millisecond after the grace, naming the program, and stores nothing (REST)', async () => {
    const before = await stored();
    const { status, body } = await rest(new Date(new Date('2026-11-02T04:59:00Z').getTime() + 30 * MINUTE + 1));
    expect(status).toBe(403);
    expect(body).toEqual({
      error: 'Applications for the High-school senior scholarship are closed. The next opening date has not been announced yet.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses with APPLICATIONS_CLOSED by GraphQL and stores nothing', async () => {
    const before = await stored();
    const result = await graphql(new Date('2026-12-01T00:00:00Z'));
    expect(result.data?.submitHighSchoolApplication ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('APPLICATIONS_CLOSED');
    expect(result.errors?.[0]?.message).toContain('High-school senior scholarship');
    expect(await stored()).toEqual(before);
  });

  it('says when a program opens next, before it opens', async () => {
    await app.services.programCycles.save(admin, {
      kind: 'high-school',
      newCycle: true,
      opensAt: '2027-01-05T14:00:00Z',
      closesAt: '2027-08-01T03:59:00Z',
    });
    const before = await stored();
    const { status, body } = await rest(new Date('2027-01-05T13:59:59Z'));
    expect(status).toBe(403);
    expect(body.error).toBe(
      'Applications for the High-school senior scholarship are closed. They open on January 5, 2027 at 9:00 AM EST.',
    );
    expect(await stored()).toEqual(before);
    // The Spanish form asks with `?locale=es`: the same refusal, its date written the Spanish way.
    const spanish = await visitor.request('POST', '/api/high-school/submit-new-application?locale=es', {
      body: multipartForm({ ...sampleFields['high-school'](), locale: 'es' }, files),
    });
    expect(spanish.status).toBe(403);
    expect(((await spanish.json()) as { error: string }).error).toBe(
      'Las solicitudes para la beca para estudiantes de último año de secundaria están cerradas. Se abren el 5 de enero de 2027 a las 9:00 a.m. EST.',
    );
    expect(await stored()).toEqual(before);
    const opened = await rest(new Date('2027-01-05T14:00:00Z'));
    expect(opened.status).toBe(201);
  });

  it('keeps the repayment programs open while the scholarship is closed (rolling cycles)', async () => {
    now = new Date('2031-01-01T00:00:00Z');
    const undergradFiles = await documentsFor('undergrad');
    const response = await restSubmit(visitor, 'undergrad', sampleFields.undergrad(), undergradFiles);
    expect(response.status).toBe(201);
  });
});
