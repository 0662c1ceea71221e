import { statusMessages } from '../../api/src/domain/application-status.js';
import { UndergradApplicant } from '../../api/src/modules/applicants/undergrad-applicant.entity.js';
import { InfoRequestRow } from '../../api/src/modules/application-status/application-status.entity.js';
import { ApplicationAssignment } from '../../api/src/modules/review/review.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  multipartForm,
  restSubmit,
} from '../support/fixtures/application-requests.js';
import { makePdf, makePng } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver, type ReceivedMail } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, staffFor, type Staff } from './review-support.js';

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;
type StatusView = {
  reference: string;
  kind: string;
  status: string;
  submittedAt: string;
  nextStep: string;
  requests: { id: number; document: string; label: string; note: string | null; dueAt: string | null; fulfilled: boolean }[];
};

const REQUEST = `mutation($id: ID!, $items: [InfoRequestItemInput!]!, $dueAt: DateTimeISO) {
  requestMoreInformation(kind: UNDERGRAD, id: $id, items: $items, dueAt: $dueAt) {
    id reviewStatus
    infoRequests { id document label note dueAt fulfilledAt fileId requestedBy }
    documents { fileId fileAlias label downloadUrl }
    history { from to reason }
  }
}`;

/** The mail body as text: quoted-printable soft breaks and escapes undone. */
const body = (m: ReceivedMail) =>
  m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const codeIn = (m: ReceivedMail) => /is:\s+(\d{6})/.exec(body(m))![1]!;

describe.each(databases)('the application-status page (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  let employee: Staff;
  let admin: Staff;
  const email = `status.${dbKind}@example.org`;
  let reference = '';
  let applicantId = 0;

  /** Waits for the n-th mail to an address matching a predicate. */
  const mailTo = (to: string, predicate: (text: string) => boolean = () => true) =>
    smtp.next((m) => m.to.includes(to) && predicate(body(m)), 15_000);
  const countTo = (to: string, predicate: (text: string) => boolean) =>
    smtp.mails.filter((m) => m.to.includes(to) && predicate(body(m))).length;

  async function freshCode(client: HttpClient): Promise<string> {
    const before = smtp.mails.length;
    const res = await client.post('/api/application-status/send-code', { reference, email }, true);
    expect(res.status).toBe(200);
    const mail = await smtp.next((m) => smtp.mails.indexOf(m) >= before && m.to.includes(email) && /code/.test(body(m)), 15_000);
    return codeIn(mail);
  }

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
    app.services.applicationStatus.clock.now = () => new Date();
  });

  it('answers a submission with the reference, what happens next by when, and the status page; the e-mail says the same', async () => {
    const fields = sampleFields.undergrad({ email, firstName: 'Rosa' });
    const res = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; reference: string; nextStep: string; statusPage: string };
    expect(answer.statusPage).toBe('/application-status');
    expect(answer.nextStep).toMatch(/decision by e-mail by [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    reference = answer.reference;
    applicantId = (await app.services.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
    const mail = body(await mailTo(email, (t) => t.includes(`We received your application (${reference})`)));
    expect(mail).toContain(answer.nextStep.slice(0, 60));
    expect(mail).toContain('https://opendiplomafund.org/application-status');

    // GraphQL answers the same.
    const graphql = await graphqlSubmit(
      new HttpClient(app.url),
      'undergrad',
      graphqlApplication('undergrad', sampleFields.undergrad({ email: `graphql.${email}` })),
      await documentsFor('undergrad'),
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.submitUndergradApplication).toMatchObject({
      nextStep: answer.nextStep,
      statusPage: '/application-status',
    });
  });

  it('asks for documents: NEEDS_INFO, audited, and an e-mail naming them with nothing personal but the first name', async () => {
    const dueAt = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    const r = (await employee.client.graphql(REQUEST, {
      id: String(applicantId),
      items: [
        { document: 'transcript', note: 'The final transcript, with the degree date.' },
        { document: 'other', note: 'A letter from your employer.' },
      ],
      dueAt,
    })) as {
      data?: { requestMoreInformation: { reviewStatus: string; infoRequests: unknown[]; history: unknown[] } };
      errors?: unknown;
    };
    expect(r.errors).toBeUndefined();
    const detail = r.data!.requestMoreInformation;
    expect(detail.reviewStatus).toBe('NEEDS_INFO');
    expect(detail.infoRequests).toHaveLength(2);
    expect(detail.history).toEqual([
      expect.objectContaining({ from: 'RECEIVED', to: 'IN_REVIEW' }),
      expect.objectContaining({ from: 'IN_REVIEW', to: 'NEEDS_INFO', reason: 'Asked for: College transcript, Other document' }),
    ]);
    const mail = body(await mailTo(email, (t) => t.includes('We need more information')));
    expect(mail).toContain('Hello Rosa');
    expect(mail).toContain(reference);
    expect(mail).toContain('College transcript');
    expect(mail).toContain('Other document');
    expect(mail).toContain('https://opendiplomafund.org/application-status');
    // Nothing personal beyond the first name and the reference; the staff's notes stay on the page.
    expect(mail).not.toContain('Gonzalez');
    expect(mail).not.toContain('employer');
    expect(mail).not.toMatch(/\d{3}-\d{2}-\d{4}/);

    // Volunteers may not ask; unknown documents are refused.
    const volunteer = await staffFor(app, 'volunteer');
    const refused = await volunteer.client.graphql(REQUEST, { id: String(applicantId), items: [{ document: 'transcript' }] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await employee.client.graphql(REQUEST, { id: String(applicantId), items: [{ document: 'passport' }] });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers send-code alike for a wrong reference or e-mail, and mails a code only on a match', async () => {
    const client = new HttpClient(app.url);
    const wrongRef = reference.startsWith('UG-2') ? reference.replace('UG-2', 'UG-3') : reference.replace(/^UG-./, 'UG-2');
    const answers = [];
    for (const payload of [
      { reference, email },
      { reference: wrongRef, email },
      { reference, email: 'someone.else@example.org' },
    ]) {
      const res = await client.post('/api/application-status/send-code', payload, true);
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ message: statusMessages.codeSent });
    await app.services.applicationStatus.signIn.drain();
    await mailTo(email, (t) => /is:\s+\d{6}/.test(t));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.to.includes('someone.else@example.org'))).toHaveLength(0);
    // Without the CSRF token the call is refused.
    expect((await new HttpClient(app.url).post('/api/application-status/send-code', { reference, email })).status).toBe(403);
  });

  it('takes a code once, for 15 minutes, and five tries at most', async () => {
    const client = new HttpClient(app.url);
    const verify = (code: string, ref = reference) =>
      client.post('/api/application-status/verify', { reference: ref, email, code }, true);
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    // Five tries: four wrong say "wrong", the fifth ends the code, and the right one after is refused.
    let code = await freshCode(client);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(wrong(code));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(statusMessages.codeInvalid);
    }
    const fifth = await verify(wrong(code));
    expect(fifth.status).toBe(429);
    expect(((await fifth.json()) as { error: string }).error).toBe(statusMessages.codeExhausted);
    expect((await verify(code)).status).toBe(429);

    // Expiry: the clock moves past 15 minutes.
    code = await freshCode(client);
    app.services.applicationStatus.clock.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    expect((await verify(code)).status).toBe(400);
    app.services.applicationStatus.clock.now = () => new Date();

    // A wrong reference answers like a wrong code.
    code = await freshCode(client);
    const other = await verify(
      code,
      reference.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    );
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: string }).error).toBe(statusMessages.codeInvalid);

    // Single use.
    const ok = await verify(code);
    expect(ok.status).toBe(200);
    expect(client.cookie('odf.applicant')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await new HttpClient(app.url).post('/api/application-status/verify', { reference, email, code }, true)).status).toBe(
      400,
    );
  });

  it('shows the public status and the requests, and nothing internal', async () => {
    const client = new HttpClient(app.url);
    const code = await freshCode(client);
    await client.post('/api/application-status/verify', { reference, email, code }, true);
    const res = await client.get('/api/application-status');
    expect(res.status).toBe(200);
    const view = (await res.json()) as StatusView;
    expect(Object.keys(view).sort()).toEqual(['kind', 'nextStep', 'reference', 'requests', 'status', 'submittedAt']);
    expect(view).toMatchObject({ reference, kind: 'undergrad', status: 'More information needed' });
    expect(view.requests.map((r) => [r.document, r.fulfilled])).toEqual([
      ['transcript', false],
      ['other', false],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Asked for|employee|Gonzalez|score/i);

    // The session ends after 30 minutes.
    app.services.applicationStatus.clock.now = () => new Date(Date.now() + 30 * 60_000 + 1000);
    const late = await client.get('/api/application-status');
    expect(late.status).toBe(401);
    expect(((await late.json()) as { error: string }).error).toBe(statusMessages.signedOut);
  });

  it('keeps the applicant session away from staff paths, GraphQL and other applications', async () => {
    const client = new HttpClient(app.url);
    const code = await freshCode(client);
    await client.post('/api/application-status/verify', { reference, email, code }, true);
    expect((await client.get('/api/undergrad/get-all')).status).toBe(401);
    expect((await client.get(`/api/undergrad/get-individual/${applicantId}`)).status).toBe(401);
    expect((await client.get('/api/auth/status')).status).toBe(401);
    const gql = await client.graphql(`query($id: ID!) { application(kind: UNDERGRAD, id: $id) { id } }`, {
      id: String(applicantId),
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ask = await client.graphql(REQUEST, { id: String(applicantId), items: [{ document: 'transcript' }] });
    expect(ask.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Another application's request: no such request, whatever its id.
    const second = await restSubmit(
      new HttpClient(app.url),
      'undergrad',
      sampleFields.undergrad({ email: 'second@example.org' }),
      await documentsFor('undergrad'),
    );
    const secondRef = ((await second.json()) as { reference: string }).reference;
    const secondId = (await app.services.db.getRepository(UndergradApplicant).findOneByOrFail({ reference: secondRef })).id;
    await employee.client.graphql(REQUEST, { id: String(secondId), items: [{ document: 'creditReport' }] });
    const theirs = await app.services.db
      .getRepository(InfoRequestRow)
      .findOneByOrFail({ applicantId: secondId, applicantKind: 'undergrad' });
    const form = multipartForm({}, { file: { name: 'x.pdf', bytes: await makePdf(), type: 'application/pdf' } });
    const res = await client.request('POST', `/api/application-status/requests/${theirs.id}/upload`, { body: form, csrf: true });
    expect(res.status).toBe(404);
    expect((await app.services.db.getRepository(InfoRequestRow).findOneByOrFail({ id: theirs.id })).fulfilledAt).toBeNull();
    const view = (await (await client.get('/api/application-status')).json()) as StatusView;
    expect(view.reference).toBe(reference);
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
    expect(after.status).toBe('More information needed');
    expect((await upload(transcript!.id, { name: 'again.pdf', bytes: pdf, type: 'application/pdf' })).status).toBe(409);

    // One reviewer is assigned: only they hear that the documents are in.
    await app.services.db
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
    const { infoRequests } = app.services.applicationStatus;
    // Three days before: too early.
    app.services.applicationStatus.clock.now = () => new Date(due.getTime() - 3 * 24 * 3600_000);
    expect(await infoRequests.sendDueReminders()).toBe(0);
    // Two days before, run by the scheduler and by hand at once (as two instances would): one e-mail.
    app.services.applicationStatus.clock.now = () => new Date(due.getTime() - 2 * 24 * 3600_000 + 60_000);
    expect(app.services.jobs.jobNames).toContain('info-request-reminders');
    await Promise.all([app.services.jobs.tick().then(() => app.services.jobs.idle()), infoRequests.sendDueReminders()]);
    expect(await infoRequests.sendDueReminders()).toBe(0);
    const reminder = body(await mailTo(email, (t) => t.includes('Reminder: documents')));
    expect(reminder).toContain('Loan history');
    expect(reminder).toContain(reference);
    await new Promise((r) => setTimeout(r, 300));
    expect(reminders()).toBe(1);
  });
});
