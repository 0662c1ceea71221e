/**
 * Wrong second-factor codes sent all at once (issue 36, finding 8). Each is counted against the
 * account's hourly budget before its code is looked at, so a burst gets no more codes checked
 * than the limit; and the owner is mailed once an hour about wrong codes, not once per half
 * sign-in the burst opened.
 */
import { LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { HttpClient } from '../support/http-client.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { authenticatorOf } from '../support/test-authenticator.js';

const LOGIN = '/api/auth/admin-access/login';
const VERIFY = '/api/auth/mfa/verify';
const HALF_SIGN_INS = 4;
/** Four wrong codes each: one fewer than ends a half sign-in, so every one reaches the code check. */
const CODES_EACH = 4;

describe.each(databases)('a burst of wrong second-factor codes on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { ODF_RATE_LIMITS: 'on' } });
  });
  afterAll(() => app.close());

  it('gets no more codes checked than the hourly limit, and mails the owner once', { timeout: 90_000 }, async () => {
    const account = await createStaffAccount(app, 'employee');
    await logIn(app, account); // enrols the authenticator app
    const halves = await Promise.all(
      Array.from({ length: HALF_SIGN_INS }, async () => {
        const client = new HttpClient(app.url);
        expect((await client.post(LOGIN, { email: account.email, password: account.password })).status).toBe(200);
        return client;
      }),
    );
    const statuses = await Promise.all(
      halves.flatMap((client) =>
        Array.from({ length: CODES_EACH }, async () => {
          const response = await client.post(VERIFY, { code: '000000' }, true);
          await response.text();
          return response.status;
        }),
      ),
    );

    const { limit } = LIMIT_RULES.factorFailuresPerAccount;
    expect(HALF_SIGN_INS * CODES_EACH).toBeGreaterThan(limit);
    const checked = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .countBy({ action: 'mfa.failed', targetId: String(account.id) });
    expect(checked).toBe(limit);
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(HALF_SIGN_INS * CODES_EACH - limit);
    const mails = await app.services.infra.db.getRepository(OutboxMail).countBy({ kind: 'second-factor-failed' });
    expect(mails).toBe(1);

    // The right code waits for the hour too; the password step still answers.
    const client = new HttpClient(app.url);
    expect((await client.post(LOGIN, { email: account.email, password: account.password })).status).toBe(200);
    const right = await client.post(VERIFY, { code: await authenticatorOf(account.email)!.nextCode() }, true);
    expect(right.status).toBe(429);
  });

  it('gives back what a right code counted: a right code never uses up the budget', { timeout: 90_000 }, async () => {
    const account = await createStaffAccount(app, 'employee');
    await logIn(app, account);
    const { limit } = LIMIT_RULES.factorFailuresPerAccount;
    const halfSignIn = async () => {
      const client = new HttpClient(app.url);
      expect((await client.post(LOGIN, { email: account.email, password: account.password })).status).toBe(200);
      return client;
    };
    const wrong = async (client: HttpClient) => (await client.post(VERIFY, { code: '000000' }, true)).status;
    // One short of the limit in wrong codes, four to a half sign-in.
    let client = await halfSignIn();
    for (let i = 1; i < limit; i++) {
      if (i % CODES_EACH === 1 && i > 1) client = await halfSignIn();
      expect(await wrong(client)).toBe(400);
    }
    // A right code (a recovery code: the authenticator's was just used) signs in and is given back...
    const recovery = authenticatorOf(account.email)!.recoveryCodes[0]!;
    client = await halfSignIn();
    expect((await client.post(VERIFY, { code: recovery }, true)).status).toBe(200);
    // ...so one more wrong code is still checked, and the one after it is refused.
    client = await halfSignIn();
    expect(await wrong(client)).toBe(400);
    expect(await wrong(client)).toBe(429);
  });
});
