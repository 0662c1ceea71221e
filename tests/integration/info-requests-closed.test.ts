import { statusMessages } from '../../api/src/domain/application-status.js';
import { translateDomain } from '../../api/src/i18n/domain.js';
import { InfoRequestRow } from '../../api/src/modules/info-requests/info-request.entity.js';
import { applicantClient } from '../support/applicant-session.js';
import { multipartForm } from '../support/fixtures/application-requests.js';
import { makePdf } from '../support/fixtures/documents.js';
import type { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { REQUEST, type StatusView } from './application-status.support.js';
import { freshApplications, SET_STATUS, staffFor, type Staff } from './review.support.js';

// Issue 30, finding 8: a staff move out of NEEDS_INFO closes what the applicant was asked for.
describe.each(databases)('document requests after the application moves on (%s)', (dbKind) => {
  let app: TestApp;
  let employee: Staff;
  let admin: Staff;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    employee = await staffFor(app, 'employee');
    admin = await staffFor(app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  async function askForTwo(id: number): Promise<void> {
    const asked = await employee.client.graphql(REQUEST, {
      id: String(id),
      items: [{ document: 'transcript' }, { document: 'other', note: 'A letter from your employer.' }],
    });
    expect(asked.errors).toBeUndefined();
  }
  const upload = async (client: HttpClient, requestId: number, locale = '') =>
    client.request('POST', `/api/application-status/requests/${requestId}/upload${locale}`, {
      body: multipartForm({}, { file: { name: 'answer.pdf', bytes: await makePdf(), type: 'application/pdf' } }),
      csrf: true,
    });
  const view = async (client: HttpClient) => (await (await client.get('/api/application-status')).json()) as StatusView;
  const move = (staff: Staff, id: number, status: string, reason?: string) =>
    staff.client.graphql(SET_STATUS, { id: String(id), status, reason });

  it('closes the open requests when staff take them back, says so on the status page and refuses an upload with 409', async () => {
    const [id] = await freshApplications(app, 1);
    await askForTwo(id!);
    const applicant = await applicantClient(app, 'undergrad', id!);
    const [transcript, other] = (await view(applicant)).requests;
    expect((await upload(applicant, transcript!.id)).status).toBe(201);

    expect((await move(employee, id!, 'IN_REVIEW')).errors).toBeUndefined();

    const after = await view(applicant);
    expect(after.requests.map((r) => [r.document, r.fulfilled, r.closed])).toEqual([
      ['transcript', true, false],
      ['other', false, true],
    ]);
    const refused = await upload(applicant, other!.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: statusMessages.requestClosed });
    // The Spanish page gets the Spanish sentence.
    const refusedEs = await upload(applicant, other!.id, '?locale=es');
    expect(refusedEs.status).toBe(409);
    const es = ((await refusedEs.json()) as { error: string }).error;
    expect(es).toBe(translateDomain('es')(statusMessages.requestClosed));
    expect(es).not.toBe(statusMessages.requestClosed);
    const row = await app.services.infra.db.getRepository(InfoRequestRow).findOneByOrFail({ id: other!.id });
    expect(row.fulfilledAt).toBeNull();
    expect(row.closedAt).not.toBeNull();
  });

  it('keeps a request closed through a decline and after reopening; a new request is open again', async () => {
    const [id] = await freshApplications(app, 1);
    await askForTwo(id!);
    const applicant = await applicantClient(app, 'undergrad', id!);
    const [transcript] = (await view(applicant)).requests;
    expect((await move(employee, id!, 'IN_REVIEW')).errors).toBeUndefined();
    expect((await move(admin, id!, 'DECLINED', 'Income above the limit.')).errors).toBeUndefined();
    expect((await upload(applicant, transcript!.id)).status).toBe(409);
    expect((await view(applicant)).requests.every((r) => r.closed && !r.fulfilled)).toBe(true);

    expect((await move(admin, id!, 'IN_REVIEW', 'A second look.')).errors).toBeUndefined();
    expect((await upload(applicant, transcript!.id)).status).toBe(409);
    const again = await employee.client.graphql(REQUEST, { id: String(id), items: [{ document: 'transcript' }] });
    expect(again.errors).toBeUndefined();
    const fresh = (await view(applicant)).requests.at(-1)!;
    expect(fresh.closed).toBe(false);
    const answered = await upload(applicant, fresh.id);
    expect(answered.status).toBe(201);
    // The closed requests wait for nothing: the one open answer returns the application to review.
    expect(((await answered.json()) as StatusView).status).toBe('Under review');
  });

  it('shows staff when a request was closed', async () => {
    const [id] = await freshApplications(app, 1);
    await askForTwo(id!);
    await move(employee, id!, 'IN_REVIEW');
    const staffView = (await employee.client.graphql(
      `query($id: ID!) { application(kind: UNDERGRAD, id: $id) { infoRequests { document fulfilledAt closedAt } } }`,
      { id: String(id) },
    )) as { data?: { application: { infoRequests: { closedAt: string | null }[] } } };
    expect(staffView.data!.application.infoRequests.every((r) => r.closedAt !== null)).toBe(true);
  });
});
