import { SchoolApplicant } from '../../api/src/modules/application-records/school-applicant.entity.js';
import { ApplicantSession } from '../../api/src/modules/application-status/application-status.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { LetterRequest } from '../../api/src/modules/letters/letter-request.entity.js';
import { letterTokenHash } from '../../api/src/modules/letters/letter-requests.service.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { applicantClient } from '../support/applicant-session.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, statusMailbox, type Smtp } from './application-status.support.js';

interface LetterView {
  id: number;
  recommenderName: string;
  recommenderEmail: string;
  role: string;
  roleLabel: string;
  status: string;
  statusLabel: string;
  requestedAt: string;
  receivedAt: string | null;
  dueAt: string;
  canRemind: boolean;
  nextReminderAt: string | null;
  canReplace: boolean;
}
type View = { reference: string; letters: LetterView[]; message?: string; error?: string };

const HOUR = 3600_000;
const linkIn = (text: string) => /https:\/\/\S+\/letters\/([A-Za-z0-9_-]{43})/.exec(text);

// Issue 38, point 4: the applicant sees each letter's progress on the status page, reminds, and replaces; never the letter.
describe.each(databases)('letters on the applicant status page (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;
  const email = `letters.status.${dbKind}@example.org`;
  const counselor = `counselor.${dbKind}@example.org`;
  let reference = '';
  let applicantId = 0;
  let client: HttpClient;
  let firstToken = '';
  const { mailTo, countTo, freshCode } = statusMailbox(() => ({ smtp, reference, email }));
  const view = async (res: Response) => (await res.json()) as View;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
    await app.services.infra.db.query(`UPDATE program_cycles SET letters_required = 1 WHERE applicant_kind = 'high-school'`);
  }, 60_000);
  afterAll(async () => {
    await app.services.infra.db.query(`UPDATE program_cycles SET letters_required = 0 WHERE applicant_kind = 'high-school'`);
    await app.close();
    await smtp.close();
  });
  afterEach(() => {
    app.services.infra.clock.now = () => new Date();
  });

  it('lists the request made with the application, after a sign-in with a code, with nothing of the link', async () => {
    const fields = sampleFields['high-school']({
      email,
      recommenderName: 'Ms. Carter',
      recommenderEmail: counselor,
      recommenderRole: 'counselor',
      lettersWaiver: 'yes',
    });
    const res = await restSubmit(new HttpClient(app.url), 'high-school', fields, await documentsFor('high-school'));
    expect(res.status).toBe(201);
    reference = ((await res.json()) as { reference: string }).reference;
    applicantId = (await app.services.infra.db.getRepository(SchoolApplicant).findOneByOrFail({ reference })).id;
    firstToken = linkIn(body(await mailTo(counselor, (t) => t.includes('letter of recommendation'))))![1]!;

    client = new HttpClient(app.url);
    const code = await freshCode(client);
    const verified = await client.post('/api/application-status/verify', { reference, email, code }, true);
    expect(verified.status).toBe(200);
    const signedIn = await view(verified);
    expect(signedIn.letters).toEqual([
      expect.objectContaining({
        recommenderName: 'Ms. Carter',
        recommenderEmail: counselor,
        role: 'counselor',
        roleLabel: 'School counselor',
        status: 'REQUESTED',
        statusLabel: 'Waiting for the letter',
        receivedAt: null,
        canRemind: true,
        nextReminderAt: null,
        canReplace: true,
      }),
    ]);
    const page = await client.get('/api/application-status');
    const text = await page.text();
    expect(JSON.parse(text).letters).toEqual(signedIn.letters);
    // The recommender's link is not the applicant's to read (the address they typed is, to spot a typo).
    expect(text).not.toContain(firstToken);
    expect(text).not.toContain(letterTokenHash(firstToken));
    expect(text).not.toContain('/letters/');
  });

  it('sends one reminder per 48 hours, with the first e-mail’s link, in the page’s language when refused', async () => {
    const id = (await view(await client.get('/api/application-status'))).letters[0]!.id;
    const before = countTo(counselor, (t) => t.includes('Reminder'));
    const reminded = await client.post(`/api/application-status/letters/${id}/remind`, {}, true);
    expect(reminded.status).toBe(200);
    const answer = await view(reminded);
    expect(answer.message).toBe('Your reminder is on its way.');
    expect(answer.letters[0]).toMatchObject({ status: 'REQUESTED', canRemind: false, nextReminderAt: expect.any(String) });
    const mail = body(await mailTo(counselor, (t) => t.includes('we have not received it yet')));
    expect(linkIn(mail)![1]).toBe(firstToken);
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneByOrFail({ action: 'letter.reminded', targetId: String(applicantId) });
    expect(audit.actorUserId).toBeNull();

    const again = await client.post(`/api/application-status/letters/${id}/remind`, {}, true);
    expect(again.status).toBe(429);
    expect((await view(again)).error).toMatch(/^You can send the next reminder on \w+ \d{1,2}, \d{4} at /);
    const spanish = await client.post(`/api/application-status/letters/${id}/remind?locale=es`, {}, true);
    expect(spanish.status).toBe(429);
    expect((await view(spanish)).error).toMatch(/^Podrá enviar el siguiente recordatorio el \d{1,2} de \w+ de \d{4}/);
    expect(countTo(counselor, (t) => t.includes('we have not received it yet'))).toBe(before + 1);

    // 48 hours on (the session kept alive), the next one goes.
    const later = new Date(Date.now() + 48 * HOUR + 60_000);
    app.services.infra.clock.now = () => later;
    await app.services.infra.db
      .getRepository(ApplicantSession)
      .update({ applicantKind: 'high-school', applicantId }, { expiresAt: new Date(later.getTime() + HOUR) });
    const third = await client.post(`/api/application-status/letters/${id}/remind`, {}, true);
    expect(third.status).toBe(200);
    await vi.waitFor(() => expect(countTo(counselor, (t) => t.includes('we have not received it yet'))).toBe(before + 2), {
      timeout: 15_000,
    });
  });

  it('refuses another application’s letter (404), a reminder or replacement signed out (401), and an invalid recommender', async () => {
    const other = await app.services.infra.db.getRepository(LetterRequest).insert({
      applicantKind: 'high-school',
      applicantId: applicantId + 1000,
      cycleId: null,
      recommenderName: 'Someone',
      recommenderEmail: 'someone@example.org',
      recommenderRole: 'teacher',
      waived: false,
      locale: 'en',
      tokenHash: 'f'.repeat(64),
      tokenSealed: 'x',
      status: 'REQUESTED',
      requestedAt: new Date(),
      dueAt: new Date(Date.now() + 10 * 24 * HOUR),
    });
    const otherId = other.identifiers[0]!.id as number;
    const foreign = await client.post(`/api/application-status/letters/${otherId}/remind`, {}, true);
    expect(foreign.status).toBe(404);
    expect((await view(foreign)).error).toBe('We could not find that letter request on your application.');
    expect((await client.post('/api/application-status/letters/abc/remind', {}, true)).status).toBe(404);

    const stranger = new HttpClient(app.url);
    expect(
      (await stranger.post(`/api/application-status/letters`, { name: 'A', email: 'a@example.org', role: 'teacher' }, true))
        .status,
    ).toBe(401);
    expect((await stranger.post(`/api/application-status/letters/${otherId}/remind`, {}, true)).status).toBe(401);
    // Without the CSRF token, nothing.
    expect(
      (await client.post(`/api/application-status/letters`, { name: 'A', email: 'a@example.org', role: 'teacher' })).status,
    ).toBe(403);

    const invalid = await client.post('/api/application-status/letters', { name: '', email: 'nope', role: 'friend' }, true);
    expect(invalid.status).toBe(400);
    expect(Object.keys(((await invalid.json()) as { fields: Record<string, string> }).fields).sort()).toEqual([
      'email',
      'name',
      'role',
    ]);
  });

  it('replaces a declined recommender: the old link is cancelled, the new one mailed; the decline’s reason is never shown', async () => {
    const repo = app.services.infra.db.getRepository(LetterRequest);
    const old = await repo.findOneByOrFail({ tokenHash: letterTokenHash(firstToken) });
    await repo.update(
      { id: old.id },
      { status: 'DECLINED', declinedAt: new Date(), declineReason: 'I hardly know this student.' },
    );
    const declined = await client.get('/api/application-status');
    const declinedText = await declined.text();
    expect(declinedText).not.toContain('hardly know');
    expect(JSON.parse(declinedText).letters[0]).toMatchObject({
      status: 'DECLINED',
      statusLabel: 'Declined',
      canRemind: false,
      canReplace: true,
    });

    const teacher = `teacher.${dbKind}@example.org`;
    const replaced = await client.post(
      '/api/application-status/letters',
      { name: 'Mr. Okafor', email: teacher, role: 'teacher' },
      true,
    );
    expect(replaced.status).toBe(201);
    const answer = await view(replaced);
    expect(answer.message).toBe('Your new recommender will receive the link by e-mail.');
    expect(answer.letters.map((l) => [l.recommenderName, l.status, l.canReplace])).toEqual([
      ['Ms. Carter', 'CANCELLED', false],
      ['Mr. Okafor', 'REQUESTED', true],
    ]);
    expect((await repo.findOneByOrFail({ id: old.id })).status).toBe('CANCELLED');
    const newToken = linkIn(body(await mailTo(teacher, (t) => t.includes('letter of recommendation'))))![1]!;
    expect(newToken).not.toBe(firstToken);
    const fresh = await repo.findOneByOrFail({ tokenHash: letterTokenHash(newToken) });
    expect(fresh).toMatchObject({ status: 'REQUESTED', waived: true, recommenderRole: 'teacher' });
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneBy({ action: 'letter.replaced', targetId: String(applicantId) });
    expect(audit).not.toBeNull();
    expect(JSON.stringify(answer)).not.toContain(newToken);
    // A cancelled request is not reminded.
    expect((await client.post(`/api/application-status/letters/${old.id}/remind`, {}, true)).status).toBe(409);
  });

  it('shows "Received" on arrival with nothing of the letter, and then refuses a replacement', async () => {
    const repo = app.services.infra.db.getRepository(LetterRequest);
    const current = (await repo.find({ where: { applicantKind: 'high-school', applicantId }, order: { id: 'DESC' } }))[0]!;
    const fileId = '5f1d7c7e-8a4b-4c3e-9d2a-0b6c1e2f3a4b';
    await repo.update({ id: current.id }, { status: 'RECEIVED', receivedAt: new Date(), fileId });
    const res = await client.get('/api/application-status');
    const text = await res.text();
    expect(text).not.toContain(fileId);
    expect(text).not.toMatch(/recommenderLetter|recommendationLetter|\.pdf/);
    const received = (JSON.parse(text) as View).letters.at(-1)!;
    expect(received).toMatchObject({ status: 'RECEIVED', statusLabel: 'Received', canRemind: false, canReplace: false });
    expect(received.receivedAt).toEqual(expect.any(String));
    const spanish = (await view(await client.get('/api/application-status?locale=es'))).letters.at(-1)!;
    expect(spanish).toMatchObject({ statusLabel: 'Recibida', roleLabel: 'Maestro o maestra' });

    const refused = await client.post(
      '/api/application-status/letters',
      { name: 'Ms. Lee', email: 'lee@example.org', role: 'employer' },
      true,
    );
    expect(refused.status).toBe(409);
    expect((await view(refused)).error).toBe('Your letter of recommendation has already arrived.');
    // A session of another application sees none of these letters.
    const stranger = await applicantClient(app, 'high-school', applicantId + 1000);
    expect((await stranger.post(`/api/application-status/letters/${current.id}/remind`, {}, true)).status).toBe(404);
  });
});
