import { STATUS_CODES_OUTSTANDING, statusMessages } from '../../api/src/domain/application-status.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import type { ReceivedMail } from '../support/smtp-receiver.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { body, codeIn, type Smtp } from './application-status.support.js';

const SEND = '/api/application-status/send-code';
const VERIFY = '/api/application-status/verify';

// Issue 29, point 7: asking again does not void the code mailed minutes ago, and the e-mails link with the reference filled in.
describe.each(databases)('codes that stay working (%s)', (dbKind) => {
  let app: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(dbKind, { env: { SMTP_URL: smtp.url } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function application(email: string): Promise<string> {
    const res = await restSubmit(
      new HttpClient(app.url),
      'undergrad',
      sampleFields.undergrad({ email }),
      await documentsFor('undergrad'),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { reference: string }).reference;
  }
  const codeMails = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /is:\s+\d{6}/.test(body(m)));
  /** Asks for one more code and answers the mail that carries it. */
  async function askCode(client: HttpClient, reference: string, email: string): Promise<ReceivedMail> {
    const before = codeMails(email).length;
    expect((await client.post(SEND, { reference, email }, true)).status).toBe(200);
    await app.services.applicationStatus.signIn.drain();
    for (let i = 0; i < 100 && codeMails(email).length <= before; i++) await new Promise((r) => setTimeout(r, 100));
    return codeMails(email)[before]!;
  }
  const wrong = (codes: string[]) => {
    for (let n = 0; ; n++) {
      const guess = String(n).padStart(6, '0');
      if (!codes.includes(guess)) return guess;
    }
  };

  it('lets the applicant type the first code after asking for a second, then voids the other once signed in', async () => {
    const email = `two-codes.${dbKind}@example.org`;
    const reference = await application(email);
    const client = new HttpClient(app.url);
    const first = codeIn(await askCode(client, reference, email));
    const second = codeIn(await askCode(client, reference, email));
    expect(first).toMatch(/^\d{6}$/);
    expect(second).toMatch(/^\d{6}$/);

    const signedIn = await client.post(VERIFY, { reference, email, code: first }, true);
    expect(signedIn.status).toBe(200);
    // The second code has served its purpose with the first.
    const again = await new HttpClient(app.url).post(VERIFY, { reference, email, code: second }, true);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(statusMessages.codeInvalid);
  });

  it(`keeps at most ${STATUS_CODES_OUTSTANDING} codes working: the oldest goes when one more is mailed`, async () => {
    const email = `many-codes.${dbKind}@example.org`;
    const reference = await application(email);
    const client = new HttpClient(app.url);
    const codes: string[] = [];
    for (let i = 0; i <= STATUS_CODES_OUTSTANDING; i++) codes.push(codeIn(await askCode(client, reference, email)));
    const oldest = await client.post(VERIFY, { reference, email, code: codes[0] }, true);
    expect(oldest.status).toBe(400);
    const stillWorking = await client.post(VERIFY, { reference, email, code: codes[1] }, true);
    expect(stillWorking.status).toBe(200);
  });

  it('spends each wrong try on every working code, so no code meets more than 5 guesses', async () => {
    const email = `guesses.${dbKind}@example.org`;
    const reference = await application(email);
    const client = new HttpClient(app.url);
    const codes = [codeIn(await askCode(client, reference, email)), codeIn(await askCode(client, reference, email))];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await client.post(VERIFY, { reference, email, code: wrong(codes) }, true)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    for (const code of codes) expect((await client.post(VERIFY, { reference, email, code }, true)).status).toBe(429);
  });

  it('links every e-mail to the status page with the reference filled in', async () => {
    const email = `link.${dbKind}@example.org`;
    const reference = await application(email);
    const url = `https://opendiplomafund.org/application-status?reference=${reference}`;
    const confirmation = await smtp.next((m) => m.to.includes(email) && body(m).includes(`(${reference})`), 15_000);
    expect(body(confirmation)).toContain(url);
    expect(body(await askCode(new HttpClient(app.url), reference, email))).toContain(url);
  });
});
