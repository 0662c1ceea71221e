import { PASSWORD_CHANGED } from '../../api/src/modules/accounts/password-reset.service.js';
import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { startSmtpReceiver, type ReceivedMail } from '../support/smtp-receiver.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const LOGIN = '/api/auth/admin-access/login';
const SEND = '/api/auth/admin-access/reset-password/send-temp-code';
const CREATE = '/api/auth/admin-access/reset-password/create-new-password';
const NEW_PASSWORD = 'Owner#Back9';

/** One request from a given address (the app trusts one proxy hop), with or without the device cookie. */
function post(app: TestApp, path: string, body: unknown, from: string, device?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': from };
  if (device) headers.cookie = `odf.device=${device}`;
  return fetch(app.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
}

function codeFrom(mail: ReceivedMail): string {
  const match = /verification code is:\s+(\d{8})/.exec(mail.raw);
  if (!match) throw new Error('no code in the mail');
  return match[1]!;
}

describe.each(databases)('a stranger cannot keep the owner out on %s', (kind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(kind, { env: { ODF_RATE_LIMITS: 'on', TRUST_PROXY: '1', SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('lets the owner in from a known browser and after a reset, whatever a stranger sends from other addresses', async () => {
    const owner = await createStaffAccount(app, 'admin');
    const home = '198.51.100.10';
    // Signed in once, second factor included: only then is the browser one the account knows.
    const device = (await logIn(app, owner)).cookie('odf.device');
    if (!device) throw new Error('no device cookie');

    // A stranger guesses from many addresses until the account locks for unknown browsers.
    const { limit } = LIMIT_RULES.loginFailuresPerAccount;
    for (let i = 1; i <= limit; i++) {
      expect((await post(app, LOGIN, { email: owner.email, password: `Wrong#Guess${i}` }, `203.0.113.${i}`)).status).toBe(401);
    }
    expect((await post(app, LOGIN, { email: owner.email, password: 'Wrong#Guess9' }, '203.0.113.50')).status).toBe(429);
    // Even the right password is refused from a browser the account never signed in on.
    expect((await post(app, LOGIN, { email: owner.email, password: owner.password }, '203.0.113.51')).status).toBe(429);

    // The owner's own browser still gets in, and its mistakes count for that browser only.
    expect((await post(app, LOGIN, { email: owner.email, password: owner.password }, home, device)).status).toBe(200);
    expect((await post(app, LOGIN, { email: owner.email, password: 'Typo#Pass1' }, home, device)).status).toBe(401);
    expect((await post(app, LOGIN, { email: owner.email, password: owner.password }, home, device)).status).toBe(200);
    // A forged or another account's cookie is just an unknown browser.
    expect((await post(app, LOGIN, { email: owner.email, password: owner.password }, home, `${device}x`)).status).toBe(429);

    // The stranger spends reset requests for the owner's account from their own address only.
    const stranger = '203.0.113.77';
    for (let i = 0; i < LIMIT_RULES.resetRequestPerIpAndAccount.limit; i++) {
      expect((await post(app, SEND, { email: owner.email }, stranger)).status).toBe(200);
    }
    expect((await post(app, SEND, { email: owner.email }, stranger)).status).toBe(429);

    // The owner, on a new laptop at home, asks for a code, gets it, and resets.
    // Codes mailed for the stranger's requests are void once the owner asks: let them all arrive first.
    const codeMails = () => smtp.mails.filter((m) => m.to.includes(owner.email) && /verification code/.test(m.raw));
    const arrived = async (count: number) => {
      for (let waited = 0; codeMails().length < count; waited += 50) {
        if (waited > 20_000) throw new Error(`only ${codeMails().length} of ${count} code mails arrived`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const strangers = LIMIT_RULES.resetRequestPerIpAndAccount.limit;
    await arrived(strangers);
    expect((await post(app, SEND, { email: owner.email }, home)).status).toBe(200);
    await arrived(strangers + 1);
    const mail = codeMails()[strangers]!;
    const reset = await post(
      app,
      CREATE,
      { email: owner.email, password: NEW_PASSWORD, tempPassResetCode: codeFrom(mail) },
      home,
    );
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: PASSWORD_CHANGED });

    // The reset lifted the lock: the new password works from a browser never seen before.
    expect((await post(app, LOGIN, { email: owner.email, password: NEW_PASSWORD }, '192.0.2.33')).status).toBe(200);
  });
});
