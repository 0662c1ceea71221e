import { messages } from '../../api/src/domain/messages.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import {
  LAST_ADMIN_REFUSED,
  SELF_DELETE_REFUSED,
  SELF_ROLE_CHANGE_REFUSED,
} from '../../api/src/modules/accounts/users.service.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { createStaffAccount, enrolAuthenticator, logIn, signedInStaff, STRONG_PASSWORD } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const LOGIN = '/api/auth/admin-access/login';
const LOGOUT = '/api/auth/admin-access/logout';
const REGISTER = '/api/auth/admin-access/register';
const STATUS = '/api/auth/status';
const USERS = '/api/auth/admin-access/get-users';
const PRIVILEGES = '/api/auth/manage-privileges';
const DELETE = (id: number) => `/api/auth/manage-privileges/delete-user/${id}`;

function registration(email: string, overrides: Record<string, string> = {}) {
  return { firstName: 'Grace', lastName: 'Hopper', email, password: STRONG_PASSWORD, password2: STRONG_PASSWORD, ...overrides };
}

describe.each(databases)('staff accounts over REST on %s', (kind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://apply.example.org/' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const audit = (action: string) => app.services.infra.db.getRepository(AuditLogEntry).findBy({ action });

  it('registers a user without a role, tells the admins, and refuses the login with 403 Invalid privileges', async () => {
    const admin = await createStaffAccount(app, 'admin');
    const client = new HttpClient(app.url);
    const response = await client.post(REGISTER, registration('Grace.Hopper@Example.org'), true);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: messages.registrationSuccess });
    const stored = await app.services.infra.db
      .getRepository(User)
      .findOneByOrFail({ emailNormalized: 'grace.hopper@example.org' });
    expect(stored.role).toBeNull();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const note = await smtp.next((m) => m.to.includes(admin.email) && m.raw.includes('waiting for privileges'));
    expect(note.raw).toContain('Grace Hopper');
    expect(note.raw).toMatch(/Content-Type: text\/plain/i);
    expect(note.raw).not.toContain(STRONG_PASSWORD);

    const login = await new HttpClient(app.url).post(LOGIN, { email: 'grace.hopper@example.org', password: STRONG_PASSWORD });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: 'Invalid privileges' });
    // A wrong password for a waiting user is a plain failure: the 403 never leaks without the password.
    const wrong = await new HttpClient(app.url).post(LOGIN, { email: 'grace.hopper@example.org', password: 'Wrong#Pass1' });
    expect(wrong.status).toBe(401);
    expect((await audit('auth.login_refused_pending')).some((e) => e.targetId === String(stored.id))).toBe(true);
  });

  it('refuses registrations that break the rules, with the spec messages', async () => {
    const client = new HttpClient(app.url);
    const weak = await client.post(
      REGISTER,
      registration('weak@example.org', { password: 'password', password2: 'password' }),
      true,
    );
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: messages.registrationFailure, fields: { password: messages.passwordRule } });
    const mismatch = await client.post(REGISTER, registration('mismatch@example.org', { password2: 'Other#Pass1' }), true);
    expect(await mismatch.json()).toMatchObject({ fields: { password2: messages.passwordsDontMatch } });
    const missing = await client.post(REGISTER, registration('not-an-email', { firstName: ' ', lastName: '' }), true);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: expect.stringContaining('valid email'),
    });
    const noCsrf = await client.post(REGISTER, registration('nocsrf@example.org'), false);
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.json()).toEqual({ error: expect.stringContaining('CSRF') });
    expect(await app.services.accounts.users.findByEmail('nocsrf@example.org')).toBeNull();
  });

  it('answers a registration for a known e-mail exactly like a new one, and mails the owner instead', async () => {
    const owner = await createStaffAccount(app, 'volunteer');
    const response = await new HttpClient(app.url).post(REGISTER, registration(owner.email.toUpperCase()), true);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: messages.registrationSuccess });
    expect(await app.services.infra.db.getRepository(User).countBy({ emailNormalized: owner.email })).toBe(1);
    const mail = await smtp.next((m) => m.to.includes(owner.email));
    expect(mail.raw).toContain('already has one');
  });

  it('logs in with a new session id at each step, enrols a factor, reports the status, and logs out with the CSRF token', async () => {
    const account = await createStaffAccount(app, 'employee', { firstName: 'Katherine', lastName: 'Johnson' });
    const client = new HttpClient(app.url);
    expect((await client.get(STATUS)).status).toBe(401);
    await client.csrfToken(); // an anonymous session exists before the login
    const before = await app.services.infra.db.getRepository(SessionRecord).find();
    const login = await client.post(LOGIN, { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    // A second factor comes next (issue 23): this account has none yet, so it enrols one.
    expect(await login.json()).toEqual({ mfa: 'enrol' });
    expect((await client.get(STATUS)).status).toBe(401);
    const half = await app.services.infra.db.getRepository(SessionRecord).findBy({ userId: account.id });
    expect(half).toHaveLength(1);
    expect(before.map((s) => s.sid)).not.toContain(half[0]!.sid);
    await enrolAuthenticator(client, account.email);
    const after = await app.services.infra.db.getRepository(SessionRecord).findBy({ userId: account.id });
    expect(after).toHaveLength(1);
    expect([...before, ...half].map((s) => s.sid)).not.toContain(after[0]!.sid);

    const status = await client.get(STATUS);
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ user: { firstName: 'Katherine', lastName: 'Johnson', role: 'employee' } });
    expect((await audit('auth.login')).some((e) => e.actorUserId === account.id && e.ip)).toBe(true);

    const noCsrf = await client.post(LOGOUT, {}, false);
    expect(noCsrf.status).toBe(403);
    expect((await client.get(STATUS)).status).toBe(200);
    const logout = await client.post(LOGOUT, {}, true);
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/odf\.sid=;/);
    expect(await app.services.infra.db.getRepository(SessionRecord).countBy({ userId: account.id })).toBe(0);
    expect((await client.get(STATUS)).status).toBe(401);
    expect((await audit('auth.logout')).some((e) => e.actorUserId === account.id)).toBe(true);
  });

  it("answers a wrong login with 401 'Invalid username or password.' and audits it", async () => {
    const account = await createStaffAccount(app, 'volunteer');
    const wrong = await new HttpClient(app.url).post(LOGIN, { email: account.email, password: 'Nope#Nope1' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: messages.loginFailure });
    const unknown = await new HttpClient(app.url).post(LOGIN, { email: 'nobody@example.org', password: 'Nope#Nope1' });
    expect(await unknown.json()).toEqual({ error: messages.loginFailure });
    const missing = await new HttpClient(app.url).post(LOGIN, { email: account.email });
    expect(missing.status).toBe(400);
    const failed = await audit('auth.login_failed');
    expect(failed.some((e) => e.targetId === String(account.id) && e.ip)).toBe(true);
    // Trimmed spaces around a pasted password still sign in (passwords never contain spaces).
    expect((await new HttpClient(app.url).post(LOGIN, { email: account.email, password: ` ${account.password} ` })).status).toBe(
      200,
    );
  });

  it('lists users for admins only, waiting registrations first', async () => {
    const { client } = await signedInStaff(app, 'admin');
    const pending = await createStaffAccount(app, null, { lastName: 'Aaa-waiting' });
    const response = await client.get(USERS);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { user_id: number; role: string | null; email: string }[];
    expect(rows[0]).toMatchObject({ role: null });
    expect(rows.find((r) => r.user_id === pending.id)).toEqual({
      user_id: pending.id,
      firstName: pending.firstName,
      lastName: pending.lastName,
      email: pending.email,
      role: null,
    });
    expect(JSON.stringify(rows)).not.toMatch(/password|argon/i);
    const { client: employee } = await signedInStaff(app, 'employee');
    expect((await employee.get(USERS)).status).toBe(403);
  });

  it('gives a role, mails the first confirmation once, and lets the user in', async () => {
    const { client, account: admin } = await signedInStaff(app, 'admin');
    const waiting = await createStaffAccount(app, null, { firstName: 'Dorothy', lastName: 'Vaughan' });
    const noCsrf = await client.post(PRIVILEGES, { id: waiting.id, choice: 'volunteer' }, false);
    expect(noCsrf.status).toBe(403);
    const bad = await client.post(PRIVILEGES, { id: waiting.id, choice: 'owner' }, true);
    expect(bad.status).toBe(400);
    const missing = await client.post(PRIVILEGES, { id: 999_999, choice: 'volunteer' }, true);
    expect(missing.status).toBe(404);

    const granted = await client.post(PRIVILEGES, { id: waiting.id, choice: 'volunteer' }, true);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ user: { user_id: waiting.id, role: 'volunteer' } });
    const mail = await smtp.next((m) => m.to.includes(waiting.email));
    expect(mail.raw).toContain('privileges have been confirmed');
    expect(mail.raw).toContain('Your role is: volunteer');
    // An absolute sign-in link from PUBLIC_URL, so the mail works wherever it is read.
    expect(mail.raw).toMatch(/^ {4}https:\/\/apply\.example\.org\/login\r?$/m);
    expect(mail.raw).not.toContain(STRONG_PASSWORD);

    const promoted = await client.post(PRIVILEGES, { id: String(waiting.id), choice: 'employee' }, true);
    expect(promoted.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.to.includes(waiting.email))).toHaveLength(1);
    const entries = (await audit('user.role_changed')).filter((e) => e.targetId === String(waiting.id));
    expect(entries.map((e) => [e.actorUserId, e.detail])).toEqual([
      [admin.id, 'none -> volunteer'],
      [admin.id, 'volunteer -> employee'],
    ]);
    const user = await logIn(app, waiting);
    expect(await (await user.get(STATUS)).json()).toEqual({
      user: { firstName: 'Dorothy', lastName: 'Vaughan', role: 'employee' },
    });
  });

  it('ends the sessions of a demoted user', async () => {
    const { client } = await signedInStaff(app, 'admin');
    const { client: other, account } = await signedInStaff(app, 'admin');
    expect((await client.post(PRIVILEGES, { id: account.id, choice: 'employee' }, true)).status).toBe(200);
    expect((await other.get(STATUS)).status).toBe(401);
    expect(await app.services.infra.db.getRepository(SessionRecord).countBy({ userId: account.id })).toBe(0);
  });

  it('refuses to let an admin demote or delete themselves, or remove the last admin', async () => {
    await app.services.infra.db.getRepository(User).update({ role: 'admin' }, { role: 'employee' });
    const { client, account: admin } = await signedInStaff(app, 'admin');
    const demote = await client.post(PRIVILEGES, { id: admin.id, choice: 'volunteer' }, true);
    expect(demote.status).toBe(409);
    // A conflict says so by its code on REST as on GraphQL (issue 30).
    expect(await demote.json()).toEqual({ error: SELF_ROLE_CHANGE_REFUSED, code: 'CONFLICT' });
    const same = await client.post(PRIVILEGES, { id: admin.id, choice: 'admin' }, true);
    expect(same.status).toBe(200);
    const self = await client.delete(DELETE(admin.id));
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ error: SELF_DELETE_REFUSED, code: 'CONFLICT' });
    expect(await app.services.accounts.users.findById(admin.id)).not.toBeNull();
    // The service guards the last admin even when the actor is someone else (e.g. a stale console).
    const actor = { userId: null, ip: null };
    const ghost = Object.assign(new User(), { id: -1, role: 'admin' as const });
    await expect(app.services.accounts.users.setRole(ghost, { id: admin.id, choice: 'employee' }, actor)).rejects.toThrow(
      LAST_ADMIN_REFUSED,
    );
    await expect(app.services.accounts.users.delete(ghost, admin.id, actor)).rejects.toThrow(LAST_ADMIN_REFUSED);
  });

  it('deletes a user with the CSRF token, ends their sessions and audits it', async () => {
    const { client, account: admin } = await signedInStaff(app, 'admin');
    const { client: victim, account } = await signedInStaff(app, 'volunteer');
    expect((await client.delete(DELETE(account.id), false)).status).toBe(403);
    expect((await client.delete(DELETE(999_999))).status).toBe(404);
    expect((await client.delete('/api/auth/manage-privileges/delete-user/abc')).status).toBe(400);
    const response = await client.delete(DELETE(account.id));
    expect(response.status).toBe(200);
    expect(await app.services.accounts.users.findById(account.id)).toBeNull();
    expect((await victim.get(STATUS)).status).toBe(401);
    expect((await audit('user.deleted')).some((e) => e.actorUserId === admin.id && e.targetId === String(account.id))).toBe(true);
  });
});
