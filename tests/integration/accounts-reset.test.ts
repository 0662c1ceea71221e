import { messages } from '../../api/src/domain/messages.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { PasswordResetCode } from '../../api/src/modules/accounts/password-reset-code.entity.js';
import {
  PASSWORD_CHANGED,
  RESET_CODE_EXHAUSTED,
  RESET_CODE_INVALID,
} from '../../api/src/modules/accounts/password-reset.service.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver, type ReceivedMail } from '../support/smtp-receiver.js';
import { createStaffAccount, logIn, type StaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const SEND = '/api/auth/admin-access/reset-password/send-temp-code';
const CREATE = '/api/auth/admin-access/reset-password/create-new-password';
const NEW_PASSWORD = 'Brand#New2';

function codeFrom(mail: ReceivedMail): string {
  const match = /verification code is:\s+(\d{8})/.exec(mail.raw);
  if (!match) throw new Error('no code in the mail');
  return match[1]!;
}

describe.each(databases)('password reset by e-mailed code on %s', (kind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function requestCode(account: StaffAccount): Promise<string> {
    const seen = smtp.mails.length;
    const response = await new HttpClient(app.url).post(SEND, { email: account.email });
    expect(response.status).toBe(200);
    const mail = await smtp.next(
      (m) => smtp.mails.indexOf(m) >= seen && m.to.includes(account.email) && /verification code/.test(m.raw),
    );
    return codeFrom(mail);
  }

  it('mails a code through a real SMTP server; the code (with spaces) and a new password sign the user in again', async () => {
    const account = await createStaffAccount(app, 'employee');
    const signedIn = await logIn(app, account);
    const seen = smtp.mails.length;
    const response = await new HttpClient(app.url).post(SEND, { email: account.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.resetCodeSent });
    const mail = await smtp.next(
      (m) => smtp.mails.indexOf(m) >= seen && m.to.includes(account.email) && /verification code/.test(m.raw),
    );
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).not.toContain(account.password);
    const code = codeFrom(mail);
    const row = await app.services.infra.db.getRepository(PasswordResetCode).findOneByOrFail({ userId: account.id });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60 * 1000);

    const done = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: `  ${NEW_PASSWORD} `,
      tempPassResetCode: ` ${code}  `,
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await signedIn.get('/api/auth/status')).status).toBe(401);
    expect(await app.services.infra.db.getRepository(SessionRecord).countBy({ userId: account.id })).toBe(0);
    await expect(logIn(app, account)).rejects.toThrow(/401/);
    await logIn(app, { email: account.email, password: NEW_PASSWORD });
    const changed = await smtp.next((m) => m.to.includes(account.email) && m.raw.includes('password was changed'));
    // Only the reset mail may carry the code (a Message-ID may hold 8 digits by chance, so look for this code).
    expect(changed.raw).not.toContain(code);
    const actions = (await app.services.infra.db.getRepository(AuditLogEntry).findBy({ targetId: String(account.id) })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['password.reset_requested', 'password.reset_completed']));
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const seen = smtp.mails.length;
    const response = await new HttpClient(app.url).post(SEND, { email: 'nobody-here@example.org' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.resetCodeSent });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.slice(seen).filter((m) => m.to.includes('nobody-here@example.org'))).toEqual([]);
    const invalid = await new HttpClient(app.url).post(SEND, { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    const unknown = await new HttpClient(app.url).post(CREATE, {
      email: 'nobody-here@example.org',
      password: NEW_PASSWORD,
      tempPassResetCode: '12345678',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: RESET_CODE_INVALID });
  });

  it('refuses a wrong code, then works with the right one; a reused code fails', async () => {
    const account = await createStaffAccount(app, 'volunteer');
    const code = await requestCode(account);
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    const wrong = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: NEW_PASSWORD,
      tempPassResetCode: wrongCode,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: RESET_CODE_INVALID });
    const ok = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: NEW_PASSWORD,
      tempPassResetCode: code,
    });
    expect(ok.status).toBe(200);
    const reused = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: 'Another#Pass3',
      tempPassResetCode: code,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: RESET_CODE_INVALID });
    await logIn(app, { email: account.email, password: NEW_PASSWORD });
  });

  it('refuses an expired code', async () => {
    const account = await createStaffAccount(app, 'volunteer');
    const code = await requestCode(account);
    await app.services.infra.db
      .getRepository(PasswordResetCode)
      .update({ userId: account.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: NEW_PASSWORD,
      tempPassResetCode: code,
    });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: RESET_CODE_INVALID });
    await logIn(app, account);
  });

  it('voids a code after 5 wrong tries, even the right one after that', async () => {
    const account = await createStaffAccount(app, 'volunteer');
    const code = await requestCode(account);
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await new HttpClient(app.url).post(CREATE, {
        email: account.email,
        password: NEW_PASSWORD,
        tempPassResetCode: wrongCode,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: NEW_PASSWORD,
      tempPassResetCode: code,
    });
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ error: RESET_CODE_EXHAUSTED });
    await logIn(app, account);
    // A new code starts afresh; the earlier one no longer works.
    const fresh = await requestCode(account);
    const old = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: NEW_PASSWORD,
      tempPassResetCode: code,
    });
    expect(old.status).toBe(code === fresh ? 200 : 400);
  });

  it('enforces the password rule on the new password', async () => {
    const account = await createStaffAccount(app, 'volunteer');
    const code = await requestCode(account);
    const weak = await new HttpClient(app.url).post(CREATE, {
      email: account.email,
      password: 'weakpass',
      tempPassResetCode: code,
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ error: messages.resetFailure, fields: { password: messages.passwordRule } });
    const row = await app.services.infra.db.getRepository(PasswordResetCode).findOneByOrFail({ userId: account.id });
    expect(row.attempts).toBe(0);
  });

  it('offers the same flow over GraphQL', async () => {
    const account = await createStaffAccount(app, 'employee');
    const client = new HttpClient(app.url);
    const seen = smtp.mails.length;
    const asked = await client.graphql(
      'mutation($e: String!) { requestPasswordReset(email: $e) }',
      { e: account.email },
      { csrf: false },
    );
    expect(asked.data).toEqual({ requestPasswordReset: true });
    const nobody = await client.graphql('mutation { requestPasswordReset(email: "ghost@example.org") }', undefined, {
      csrf: false,
    });
    expect(nobody.data).toEqual({ requestPasswordReset: true });
    const code = codeFrom(await smtp.next((m) => smtp.mails.indexOf(m) >= seen && m.to.includes(account.email)));
    const complete = 'mutation($i: CompletePasswordResetInput!) { completePasswordReset(input: $i) }';
    const wrong = await client.graphql(
      complete,
      { i: { email: account.email, code: code === '00000000' ? '1' : '00000000', password: NEW_PASSWORD } },
      { csrf: false },
    );
    expect(wrong.errors?.[0]).toMatchObject({ message: RESET_CODE_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    const weak = await client.graphql(complete, { i: { email: account.email, code, password: 'short' } }, { csrf: false });
    expect(weak.errors?.[0]).toMatchObject({ extensions: { fields: { password: messages.passwordRule } } });
    const ok = await client.graphql(complete, { i: { email: account.email, code, password: NEW_PASSWORD } }, { csrf: false });
    expect(ok.data).toEqual({ completePasswordReset: true });
    const reused = await client.graphql(complete, { i: { email: account.email, code, password: NEW_PASSWORD } }, { csrf: false });
    expect(reused.errors?.[0]?.message).toBe(RESET_CODE_INVALID);
    await logIn(app, { email: account.email, password: NEW_PASSWORD });
  });
});
