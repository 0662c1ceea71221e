import { messages } from '../../api/src/domain/messages.js';
import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { secondFactorMessages as words } from '../../api/src/domain/second-factor.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { StaffRecoveryCode, StaffTotp } from '../../api/src/modules/accounts/second-factor.entity.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { createStaffAccount, enrolAuthenticator, logIn, type StaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { authenticatorOf } from '../support/test-authenticator.js';
import { TestPasskey } from '../support/test-passkey.js';

const LOGIN = '/api/auth/admin-access/login';
const VERIFY = '/api/auth/mfa/verify';
const STATUS = '/api/auth/status';
/** The site as the passkeys know it (PUBLIC_URL): its host is the relying party. */
const SITE = 'http://localhost:4399';

describe.each(databases)('staff second factor on %s', (kind) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const audited = async (action: string, userId: number) =>
    (await app.services.infra.db.getRepository(AuditLogEntry).findBy({ action, targetId: String(userId) })).length;
  const sessionIds = async (userId: number) =>
    (await app.services.infra.db.getRepository(SessionRecord).findBy({ userId })).map((s) => s.sid);

  /**
   * A wrong code, its answer read to the end: the session (and its count of wrong codes) is saved
   * before the answer's last byte, as a browser reading the answer waits for.
   */
  async function wrongCode(client: HttpClient): Promise<number> {
    const response = await client.post(VERIFY, { code: '000000' }, true);
    await response.text();
    return response.status;
  }

  /** A client after the password step, with the login's answer. */
  async function password(account: Pick<StaffAccount, 'email' | 'password'>) {
    const client = new HttpClient(app.url);
    const response = await client.post(LOGIN, { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    return { client, step: (await response.json()) as Record<string, unknown> };
  }

  /** An account that has enrolled an authenticator app (through the real enrolment). */
  async function enrolled(role: 'admin' | 'employee' | 'volunteer' = 'employee') {
    const account = await createStaffAccount(app, role);
    const client = await logIn(app, account);
    return { account, phone: authenticatorOf(account.email)!, client };
  }

  it('enrols an authenticator app, then signs in with its code: a new session id, the spec user object', async () => {
    const account = await createStaffAccount(app, 'volunteer', { firstName: 'Dorothy', lastName: 'Vaughan' });
    const first = await password(account);
    expect(first.step).toEqual({ mfa: 'enrol' });
    const phone = await enrolAuthenticator(first.client, account.email);
    expect(phone.recoveryCodes).toHaveLength(10);
    expect(new Set(phone.recoveryCodes).size).toBe(10);
    const stored = await app.services.infra.db.getRepository(StaffTotp).findOneByOrFail({ userId: account.id });
    expect(stored.secretSealed).not.toContain(phone.secret);
    const hashes = await app.services.infra.db.getRepository(StaffRecoveryCode).findBy({ userId: account.id });
    expect(hashes.map((h) => h.codeHash).join()).not.toContain(phone.recoveryCodes[0]!.replace(/-/g, ''));

    const { client, step } = await password(account);
    expect(step).toEqual({ mfa: 'verify', methods: ['totp', 'recovery'] });
    const half = await sessionIds(account.id);
    expect((await client.get(STATUS)).status).toBe(401);
    const verified = await client.post(VERIFY, { code: await phone.nextCode() }, true);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ firstName: 'Dorothy', lastName: 'Vaughan', role: 'volunteer' });
    const signedIn = (await sessionIds(account.id)).filter((sid) => !half.includes(sid));
    expect(signedIn).toHaveLength(1); // the half session's id is gone, a new one signs in
    expect(await sessionIds(account.id)).not.toEqual(expect.arrayContaining(half));
    expect((await client.get(STATUS)).status).toBe(200);
    expect(await audited('mfa.enrolled', account.id)).toBe(1);
    expect(await audited('mfa.used', account.id)).toBeGreaterThanOrEqual(1);
  });

  it('accepts an authenticator code once: the same code again is refused', async () => {
    const { account, phone } = await enrolled();
    const code = await phone.nextCode();
    const one = await password(account);
    expect((await one.client.post(VERIFY, { code }, true)).status).toBe(200);
    const two = await password(account);
    const replay = await two.client.post(VERIFY, { code }, true);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe(words.wrongCode);
    expect((await two.client.get(STATUS)).status).toBe(401);
  });

  it('accepts each recovery code once, mails the owner, and never stores or mails the code', async () => {
    const { account, phone } = await enrolled();
    const [code] = phone.recoveryCodes;
    const one = await password(account);
    const used = await one.client.post(VERIFY, { code: ` ${code!.toUpperCase()} ` }, true);
    expect(used.status).toBe(200);
    expect(await audited('mfa.recovery_used', account.id)).toBe(1);
    const mail = await smtp.next((m) => m.to.includes(account.email) && /recovery code was used/.test(m.raw));
    expect(mail.raw).toContain('9 codes are left');
    const two = await password(account);
    expect((await two.client.post(VERIFY, { code }, true)).status).toBe(400);
    // No code, secret or recovery code in any mail this account received.
    for (const m of smtp.mails.filter((x) => x.to.includes(account.email))) {
      for (const secret of [phone.secret, ...phone.recoveryCodes]) expect(m.raw).not.toContain(secret);
    }
  });

  it('registers passkeys at enrolment and signs in with one; a look-alike site cannot use it', async () => {
    const account = await createStaffAccount(app, 'admin');
    const { client, step } = await password(account);
    expect(step).toEqual({ mfa: 'enrol' });
    const passkey = new TestPasskey(SITE);
    const options = (await (await client.post('/api/auth/mfa/passkey/register-options', {}, true)).json()) as {
      challenge: string;
      rp: { id: string };
    };
    expect(options.rp.id).toBe('localhost');
    const registered = await client.post(
      '/api/auth/mfa/passkey/register',
      { response: passkey.register(options), name: 'Laptop' },
      true,
    );
    expect(registered.status).toBe(200);
    const made = (await registered.json()) as { recoveryCodes: string[]; user: { role: string } };
    expect(made.recoveryCodes).toHaveLength(10);
    expect(made.user.role).toBe('admin');

    const next = await password(account);
    expect(next.step).toEqual({ mfa: 'verify', methods: ['passkey', 'recovery'] });
    const challenge = (await (await next.client.post('/api/auth/mfa/passkey/options', {}, true)).json()) as {
      challenge: string;
      rpId: string;
    };
    const phishing = await next.client.post(
      '/api/auth/mfa/passkey/verify',
      passkey.authenticate(challenge, 'http://localhost.evil.example'),
      true,
    );
    expect(phishing.status).toBe(400);
    const again = (await (await next.client.post('/api/auth/mfa/passkey/options', {}, true)).json()) as { challenge: string };
    const verified = await next.client.post('/api/auth/mfa/passkey/verify', passkey.authenticate(again), true);
    expect(verified.status).toBe(200);
    expect((await next.client.get(STATUS)).status).toBe(200);
    expect(await audited('mfa.failed', account.id)).toBe(1);
  });

  it('signs in once when the same passkey answer is sent twice at once (issue 36)', async () => {
    const account = await createStaffAccount(app, 'admin');
    const { client } = await password(account);
    const passkey = new TestPasskey(SITE);
    const options = (await (await client.post('/api/auth/mfa/passkey/register-options', {}, true)).json()) as {
      challenge: string;
      rp: { id: string };
    };
    expect(
      (await client.post('/api/auth/mfa/passkey/register', { response: passkey.register(options), name: 'Laptop' }, true)).status,
    ).toBe(200);

    // Two sign-ins with the passkey: the first answered once, then the second sent twice at once.
    for (const copies of [1, 2]) {
      const next = await password(account);
      const before = await sessionIds(account.id);
      const challenge = (await (await next.client.post('/api/auth/mfa/passkey/options', {}, true)).json()) as {
        challenge: string;
      };
      const answer = passkey.authenticate(challenge);
      const sent = await Promise.all(
        Array.from({ length: copies }, () => next.client.post('/api/auth/mfa/passkey/verify', answer, true)),
      );
      expect(sent.filter((r) => r.status === 200)).toHaveLength(1);
      await Promise.all(sent.map((r) => r.text()));
      const made = (await sessionIds(account.id)).filter((sid) => !before.includes(sid));
      expect(made, `${copies} cop${copies === 1 ? 'y' : 'ies'} sent`).toHaveLength(1);
    }
  });

  it('ends a half-signed-in session after five wrong codes; the password is asked again', async () => {
    const { account, phone } = await enrolled();
    const before = await sessionIds(account.id);
    const { client } = await password(account);
    expect(await sessionIds(account.id)).toHaveLength(before.length + 1);
    for (let i = 1; i < 5; i++) expect(await wrongCode(client)).toBe(400);
    const fifth = await client.post(VERIFY, { code: '000000' }, true);
    expect(fifth.status).toBe(401);
    expect(await fifth.json()).toEqual({ error: words.tooManyWrongCodes });
    // Even a right code finds no session left (and so no CSRF token either).
    const after = await client.post(VERIFY, { code: phone.peekNextCode() }, true);
    expect([401, 403]).toContain(after.status);
    expect(await sessionIds(account.id)).toEqual(before);
    expect(await audited('mfa.session_ended', account.id)).toBe(1);
    // The owner was told once, not five times.
    await smtp.next((m) => m.to.includes(account.email) && /wrong sign-in code/.test(m.raw));
    expect(smtp.mails.filter((m) => m.to.includes(account.email) && /wrong sign-in code/.test(m.raw))).toHaveLength(1);
    // A new password step works at once: nothing locked the account.
    const fresh = await password(account);
    expect((await fresh.client.post(VERIFY, { code: await phone.nextCode() }, true)).status).toBe(200);
  });

  it('keeps every factor through a password reset: the new password still ends at the factor step', async () => {
    const { account } = await enrolled();
    await app.services.accounts.users.changePassword(account.id, 'Brand#New22');
    const { step } = await password({ email: account.email, password: 'Brand#New22' });
    expect(step).toEqual({ mfa: 'verify', methods: ['totp', 'recovery'] });
  });

  it("answers a user without a role 403 'Invalid privileges' after the password, before any factor", async () => {
    const pending = await createStaffAccount(app, null);
    const client = new HttpClient(app.url);
    const response = await client.post(LOGIN, { email: pending.email, password: pending.password });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.invalidPrivileges });
    expect(await sessionIds(pending.id)).toEqual([]);
  });

  it("ends the user's other sessions when they remove their last factor, and sends them to enrol again", async () => {
    const { account, client: here } = await enrolled();
    const there = await logIn(app, account);
    expect((await there.get(STATUS)).status).toBe(200);
    const removed = await here.delete('/api/auth/mfa/totp');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ authenticatorApp: null, passkeys: [], recoveryCodesLeft: 0 });
    expect((await there.get(STATUS)).status).toBe(401);
    expect((await here.get(STATUS)).status).toBe(200);
    expect((await password(account)).step).toEqual({ mfa: 'enrol' });
    const mail = await smtp.next((m) => m.to.includes(account.email) && /was removed/.test(m.raw));
    expect(mail.raw).toContain('your last one');
  });

  // Four password steps (argon2id each) and ten wrong codes: slow on a busy machine.
  it('limits wrong codes per account and hour without locking the password step', { timeout: 90_000 }, async () => {
    const limited = await startTestApp(kind, { env: { ODF_RATE_LIMITS: 'on' } });
    try {
      const account = await createStaffAccount(limited, 'employee');
      await logIn(limited, account);
      const phone = authenticatorOf(account.email)!;
      const halfSignIn = async () => {
        const client = new HttpClient(limited.url);
        expect((await client.post(LOGIN, { email: account.email, password: account.password })).status).toBe(200);
        return client;
      };
      const { limit } = LIMIT_RULES.factorFailuresPerAccount;
      let client = await halfSignIn();
      for (let i = 1; i <= limit; i++) {
        if (i % 5 === 0) {
          expect(await wrongCode(client)).toBe(401);
          client = await halfSignIn();
        } else expect(await wrongCode(client)).toBe(400);
      }
      // The password step still answers; the right code now waits for the hour to pass.
      client = await halfSignIn();
      const refused = await client.post(VERIFY, { code: await phone.nextCode() }, true);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('writes every factor event to the audit log and mails it through the outbox, without codes or secrets', async () => {
    const { account, phone } = await enrolled('admin');
    const rows = await app.services.infra.db.getRepository(OutboxMail).findBy({ recipient: account.email });
    expect(rows.map((r) => r.kind)).toContain('second-factor-enrolled');
    const audit = await app.services.infra.db.getRepository(AuditLogEntry).findBy({ targetId: String(account.id) });
    for (const entry of audit) {
      for (const secret of [phone.secret, ...phone.recoveryCodes]) expect(entry.detail ?? '').not.toContain(secret);
    }
  });
});
