import { statusMessages } from '../../api/src/domain/application-status.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import type { ReceivedMail } from '../support/smtp-receiver.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, codeIn, type Smtp } from './application-status.support.js';

const SEND = '/api/application-status/send-code';
const VERIFY = '/api/application-status/verify';
const ADDRESSES = ['203.0.113.1', '203.0.113.2', '198.51.100.3', '198.51.100.4'];
const backupIn = (m: ReceivedMail) => /instead:\s+(\d{4} \d{4} \d{4})/.exec(body(m))![1]!;

// Issue 30, finding 6: codes and tries per application, from every address together, and no lock-out.
describe.each(databases)('status codes per application (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    // Limits on, behind a proxy on loopback: each X-Forwarded-For is a client address of its own.
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url, ODF_RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function application(email: string): Promise<{ reference: string; id: number }> {
    const res = await restSubmit(
      new HttpClient(app.url),
      'undergrad',
      sampleFields.undergrad({ email }),
      await documentsFor('undergrad'),
    );
    const { reference } = (await res.json()) as { reference: string };
    const id = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
    return { reference, id };
  }
  const from = (ip: string) => {
    const client = new HttpClient(app.url);
    const headers = { 'x-forwarded-for': ip };
    return {
      send: (json: unknown) => client.request('POST', SEND, { json, csrf: true, headers }),
      verify: (json: unknown) => client.request('POST', VERIFY, { json, csrf: true, headers }),
    };
  };
  const codeMails = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /is:\s+\d{6}/.test(body(m)));
  async function settled(email: string, count: number): Promise<ReceivedMail[]> {
    await app.services.applicationStatus.signIn.drain();
    for (let i = 0; i < 100 && codeMails(email).length < count; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 600)); // room for any mail too many
    return codeMails(email);
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends at most 3 codes for an application from 4 addresses, answers all alike, and the newest code keeps working', async () => {
    const email = `ceiling.${dbKind}@example.org`;
    const { reference, id } = await application(email);
    const answers: { status: number; text: string }[] = [];
    for (let round = 0; round < 3; round++)
      for (const ip of ADDRESSES) {
        const res = await from(ip).send({ reference, email });
        answers.push({ status: res.status, text: await res.text() });
      }
    expect(answers).toHaveLength(12);
    for (const a of answers) expect(a).toEqual({ status: 200, text: JSON.stringify({ message: statusMessages.codeSent }) });

    const mails = await settled(email, 3);
    expect(mails).toHaveLength(3);
    const withheld = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .countBy({ action: 'application_status.code_withheld', targetType: 'undergrad', targetId: String(id) });
    expect(withheld).toBe(9);
    // The nine requests past the ceiling replaced nothing: the last code mailed opens the page.
    const newest = codeIn(mails.at(-1)!);
    const ok = await from('192.0.2.50').verify({ reference, email, code: newest });
    expect(ok.status).toBe(200);
  });

  it('bounds the short code to 5 tries from all addresses together, yet the long code of the same e-mail still opens the page', async () => {
    const email = `tries.${dbKind}@example.org`;
    const { reference } = await application(email);
    expect((await from('192.0.2.60').send({ reference, email })).status).toBe(200);
    const [mail] = await settled(email, 1);
    const code = codeIn(mail!);
    const backup = backupIn(mail!);
    expect(backup.replace(/ /g, '')).toMatch(/^\d{12}$/);

    // A guesser spreads wrong codes over addresses: the fifth ends the short code for everyone.
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await from(`198.51.100.${10 + i}`).verify({ reference, email, code: wrong(code) })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const spent = await from('198.51.100.20').verify({ reference, email, code });
    expect(spent.status).toBe(429);
    expect(((await spent.json()) as { error: string }).error).toBe(statusMessages.codeExhausted);

    // A wrong long code is just wrong, and spends nothing.
    const guess = await from('198.51.100.21').verify({ reference, email, code: '123456789012' });
    expect(guess.status).toBe(400);
    expect(((await guess.json()) as { error: string }).error).toBe(statusMessages.codeInvalid);
    // The applicant types the long code as printed: signed in, once.
    const applicant = from('192.0.2.60');
    expect((await applicant.verify({ reference, email, code: backup })).status).toBe(200);
    expect((await applicant.verify({ reference, email, code: backup })).status).toBe(400);
  });

  it('answers a long code for a reference and e-mail that do not match like a wrong one', async () => {
    const email = `nomatch.${dbKind}@example.org`;
    const { reference } = await application(email);
    const res = await from('192.0.2.70').verify({ reference, email: 'someone@example.org', code: '1234-5678-9012' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(statusMessages.codeInvalid);
  });
});
