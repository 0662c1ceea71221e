import { statusMessages } from '../../api/src/domain/application-status.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { ApplicationAssignment } from '../../api/src/modules/review/review.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, multipartForm, restSubmit } from '../support/fixtures/application-requests.js';
import { makePdf, makePng } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, REQUEST, statusMailbox, type Smtp, type StatusView } from './application-status.support.js';
import { freshApplications, staffFor, type Staff } from './review.support.js';

// The documents asked for: the applicant's answers, the staff's REST twin, and the reminder before the due date.
describe.each(databases)('the application-status page (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  let employee: Staff;
  let admin: Staff;
  const email = `status.${dbKind}@example.org`;
  let reference = '';
  let applicantId = 0;
  const { mailTo, countTo, freshCode } = statusMailbox(() => ({ smtp, reference, email }));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    employee = await staffFor(app, 'employee');
    admin = await staffFor(app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  afterEach(() => {
    app.services.infra.clock.now = () => new Date();
  });

  // The application of application-status.sign-in.test.ts, with the same two documents asked for.
  beforeAll(async () => {
    const fields = sampleFields.undergrad({ email, firstName: 'Rosa' });
    const res = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    reference = ((await res.json()) as { reference: string }).reference;
    applicantId = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
    await mailTo(email, (t) => t.includes(`We received your application (${reference})`));
    await employee.client.graphql(REQUEST, {
      id: String(applicantId),
      items: [
        { document: 'transcript', note: 'The final transcript, with the degree date.' },
        { document: 'other', note: 'A letter from your employer.' },
      ],
      dueAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
    });
    await mailTo(email, (t) => t.includes('We need more information'));
  });

  it('takes each answer as a new version of the document, then returns the application to review and tells the staff', async () => {
    const client = new HttpClient(app.url);
    const code = await freshCode(client);
    const view = (await (
      await client.post('/api/application-status/verify', { reference, email, code }, true)
    ).json()) as StatusView;
    const [transcript, other] = view.requests;
    const upload = (id: number, file: { name: string; bytes: Buffer; type: string }) =>
      client.request('POST', `/api/application-status/requests/${id}/upload`, { body: multipartForm({}, { file }), csrf: true });

    // The document's own rules: the transcript takes PDF, JPEG or PNG, but not text.
    const bad = await upload(transcript!.id, { name: 'notes.txt', bytes: Buffer.from('just text'), type: 'text/plain' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.file).toMatch(/College transcript must be/);

    const pdf = await makePdf({ title: 'Final transcript', pages: 2 });
    const first = await upload(transcript!.id, { name: 'final-transcript.pdf', bytes: pdf, type: 'application/pdf' });
    expect(first.status).toBe(201);
    const after = (await first.json()) as StatusView & { message: string };
    expect(after.message).toBe(statusMessages.uploaded);
    expect(after.requests.map((r) => r.fulfilled)).toEqual([true, false]);
    // The applicant reads which file we have, and since when; nothing for the open request.
    expect(after.requests.map((r) => r.receivedFile)).toEqual(['final-transcript.pdf', null]);
    expect(Date.now() - Date.parse(after.requests[0]!.receivedAt!)).toBeLessThan(60_000);
    expect(after.requests[1]!.receivedAt).toBeNull();
    expect(after.status).toBe('More information needed');
    expect((await upload(transcript!.id, { name: 'again.pdf', bytes: pdf, type: 'application/pdf' })).status).toBe(409);

    // One reviewer is assigned: only they hear that the documents are in.
    await app.services.infra.db
      .getRepository(ApplicationAssignment)
      .insert({ applicantKind: 'undergrad', applicantId, userId: admin.account.id, assignedBy: null, assignedAt: new Date() });
    const last = await upload(other!.id, { name: 'letter.png', bytes: makePng(), type: 'image/png' });
    expect(last.status).toBe(201);
    expect(((await last.json()) as StatusView).status).toBe('Under review');
    const staffMail = body(await mailTo(admin.account.email, (t) => t.includes(`Documents received for ${reference}`)));
    expect(staffMail).toContain(`/show-applicant/undergrad/${applicantId}/`);
    expect(countTo(employee.account.email, (t) => t.includes('Documents received'))).toBe(0);

    // Staff see both versions of the transcript, and each downloads.
    const detail = (await admin.client.graphql(
      `query($id: ID!) { application(kind: UNDERGRAD, id: $id) { reviewStatus history { from to reason }
        documents { fileId fileAlias label downloadUrl } infoRequests { document fulfilledAt fileId } } }`,
      { id: String(applicantId) },
    )) as {
      data: {
        application: {
          reviewStatus: string;
          history: { from: string; to: string }[];
          documents: { fileId: string; fileAlias: string; label: string; downloadUrl: string }[];
          infoRequests: { fileId: string | null }[];
        };
      };
    };
    const app1 = detail.data.application;
    expect(app1.reviewStatus).toBe('IN_REVIEW');
    expect(app1.history.at(-1)).toMatchObject({ from: 'NEEDS_INFO', to: 'IN_REVIEW' });
    const transcripts = app1.documents.filter((d) => d.fileAlias === 'transcript');
    expect(transcripts).toHaveLength(2);
    expect(app1.documents.find((d) => d.fileAlias === 'other')?.label).toBe('Other document');
    expect(app1.infoRequests.every((r) => r.fileId)).toBe(true);
    for (const d of transcripts) expect((await admin.client.get(d.downloadUrl)).status).toBe(200);
    const answered = await admin.client.get(transcripts.find((d) => d.fileId === app1.infoRequests[0]!.fileId)!.downloadUrl);
    expect(Buffer.from(await answered.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('has a REST twin for staff, with the same rules', async () => {
    const [id] = await freshApplications(app, 1);
    const path = `/api/undergrad/request-more-information/${id}`;
    // Whole seconds (what both databases keep), and far enough out not to meet the reminder test.
    const dueAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 10 * 24 * 3600_000).toISOString();
    const volunteer = await staffFor(app, 'volunteer');
    expect((await volunteer.client.post(path, { items: [{ document: 'creditReport' }] }, true)).status).toBe(403);
    expect((await employee.client.post(path, { items: [{ document: 'creditReport' }] })).status).toBe(403); // no CSRF token
    expect((await employee.client.post(path, { items: [{ document: 'passport' }] }, true)).status).toBe(400);
    const res = await employee.client.post(path, { items: [{ document: 'creditReport', note: 'A recent one.' }], dueAt }, true);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      reviewStatus: string;
      infoRequests: { document: string; note: string; dueAt: string }[];
    };
    expect(body.reviewStatus).toBe('NEEDS_INFO');
    expect(body.infoRequests).toEqual([expect.objectContaining({ document: 'creditReport', note: 'A recent one.', dueAt })]);
  });

  it('sends one reminder 2 days before the due date while a request is open', async () => {
    const due = new Date(Date.now() + 4 * 24 * 3600_000);
    await employee.client.graphql(REQUEST, {
      id: String(applicantId),
      items: [{ document: 'loanHistory' }],
      dueAt: due.toISOString(),
    });
    const reminders = () => countTo(email, (t) => t.includes('Reminder: documents'));
    const { infoRequests } = app.services;
    // Three days before: too early.
    app.services.infra.clock.now = () => new Date(due.getTime() - 3 * 24 * 3600_000);
    expect(await infoRequests.sendDueReminders()).toBe(0);
    // Two days before, run by the scheduler and by hand at once (as two instances would): one e-mail.
    app.services.infra.clock.now = () => new Date(due.getTime() - 2 * 24 * 3600_000 + 60_000);
    expect(app.services.infra.jobs.jobNames).toContain('info-request-reminders');
    await Promise.all([
      app.services.infra.jobs.tick().then(() => app.services.infra.jobs.idle()),
      infoRequests.sendDueReminders(),
    ]);
    expect(await infoRequests.sendDueReminders()).toBe(0);
    const reminder = body(await mailTo(email, (t) => t.includes('Reminder: documents')));
    expect(reminder).toContain('Loan history');
    expect(reminder).toContain(reference);
    await new Promise((r) => setTimeout(r, 300));
    expect(reminders()).toBe(1);
  });
});
