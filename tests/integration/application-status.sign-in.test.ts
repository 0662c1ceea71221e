import { statusMessages } from '../../api/src/domain/application-status.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { ApplicantSession, StatusSignInCode } from '../../api/src/modules/application-status/application-status.entity.js';
import { InfoRequestRow } from '../../api/src/modules/info-requests/info-request.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import {
  documentsFor,
  graphqlApplication,
  graphqlSubmit,
  multipartForm,
  restSubmit,
} from '../support/fixtures/application-requests.js';
import { makePdf } from '../support/fixtures/documents.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, languageOf, REQUEST, statusMailbox, type Smtp, type StatusView } from './application-status.support.js';
import { staffFor, type Staff } from './review.support.js';

// From submission to signing in: the answer, the staff's request, the code, the status shown, and the session's reach.
describe.each(databases)('the application-status page (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  let employee: Staff;
  const email = `status.${dbKind}@example.org`;
  let reference = '';
  let applicantId = 0;
  const { mailTo, freshCode } = statusMailbox(() => ({ smtp, reference, email }));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    employee = await staffFor(app, 'employee');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  afterEach(() => {
    app.services.infra.clock.now = () => new Date();
  });

  it('answers a submission with the reference, what happens next by when, and the status page; the e-mail says the same', async () => {
    const fields = sampleFields.undergrad({ email, firstName: 'Rosa' });
    const res = await restSubmit(new HttpClient(app.url), 'undergrad', fields, await documentsFor('undergrad'));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; reference: string; nextStep: string; statusPage: string };
    expect(answer.statusPage).toBe('/application-status');
    expect(answer.nextStep).toMatch(/decision by e-mail by [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    reference = answer.reference;
    applicantId = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
    const received = await mailTo(email, (t) => t.includes(`We received your application (${reference})`));
    // An English application's mail says it is English (issue 41).
    expect(languageOf(received)).toEqual({ header: 'en', html: 'en' });
    const mail = body(received);
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
    app.services.infra.clock.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    expect((await verify(code)).status).toBe(400);
    app.services.infra.clock.now = () => new Date();

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
    // `letters`: none asked for here (the letters' own test reads them).
    expect(Object.keys(view).sort()).toEqual(['kind', 'letters', 'nextStep', 'reference', 'requests', 'status', 'submittedAt']);
    expect(view).toHaveProperty('letters', []);
    expect(view).toMatchObject({ reference, kind: 'undergrad', status: 'More information needed' });
    expect(view.requests.map((r) => [r.document, r.fulfilled])).toEqual([
      ['transcript', false],
      ['other', false],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Asked for|employee|Gonzalez|score/i);

    // The session ends after 30 minutes.
    app.services.infra.clock.now = () => new Date(Date.now() + 30 * 60_000 + 1000);
    const late = await client.get('/api/application-status');
    expect(late.status).toBe(401);
    expect(((await late.json()) as { error: string }).error).toBe(statusMessages.signedOut);
  });

  it('leaves expired codes and sessions to the scheduled clean-up, which keeps live ones', async () => {
    const client = new HttpClient(app.url);
    const code = await freshCode(client);
    await client.post('/api/application-status/verify', { reference, email, code }, true);
    const sessions = app.services.infra.db.getRepository(ApplicantSession);
    const codes = app.services.infra.db.getRepository(StatusSignInCode);
    const mine = { applicantKind: 'undergrad' as const, applicantId };
    expect(await sessions.countBy(mine)).toBeGreaterThan(0);
    await app.services.applicationStatus.signIn.deleteExpired();
    expect(await sessions.countBy(mine)).toBeGreaterThan(0);

    app.services.infra.clock.now = () => new Date(Date.now() + 30 * 60_000 + 1000);
    await app.services.applicationStatus.signIn.deleteExpired();
    expect(await sessions.countBy(mine)).toBe(0);
    expect(await codes.countBy(mine)).toBe(0);
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
    const secondId = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference: secondRef })).id;
    await employee.client.graphql(REQUEST, { id: String(secondId), items: [{ document: 'creditReport' }] });
    const theirs = await app.services.infra.db
      .getRepository(InfoRequestRow)
      .findOneByOrFail({ applicantId: secondId, applicantKind: 'undergrad' });
    const form = multipartForm({}, { file: { name: 'x.pdf', bytes: await makePdf(), type: 'application/pdf' } });
    const res = await client.request('POST', `/api/application-status/requests/${theirs.id}/upload`, { body: form, csrf: true });
    expect(res.status).toBe(404);
    expect((await app.services.infra.db.getRepository(InfoRequestRow).findOneByOrFail({ id: theirs.id })).fulfilledAt).toBeNull();
    const view = (await (await client.get('/api/application-status')).json()) as StatusView;
    expect(view.reference).toBe(reference);
  });
});
