import { Like } from 'typeorm';
import { secondFactorMessages as words } from '../../api/src/domain/second-factor.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import {
  OWN_RESET_REFUSED,
  ROLE_GIVEN_BY_ASKER_REFUSED,
  SAME_ADMIN_REFUSED,
} from '../../api/src/modules/accounts/factor-resets.service.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import type { HttpClient } from '../support/http-client.js';
import { startSmtpReceiver } from '../support/smtp-receiver.js';
import { createStaffAccount, logIn, type StaffAccount } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { authenticatorOf } from '../support/test-authenticator.js';
import { freshApplications } from './review.support.js';

const SIXTEEN_MINUTES = 16 * 60 * 1000;

describe.each(databases)('step-up and two-admin factor resets on %s', (kind) => {
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

  /** Moves the user's last verified factor 16 minutes back, as if they signed in a while ago. */
  async function factorLongAgo(userId: number): Promise<void> {
    const repo = app.services.infra.db.getRepository(SessionRecord);
    for (const row of await repo.findBy({ userId })) {
      const data = JSON.parse(row.data) as { factorVerifiedAt?: number };
      data.factorVerifiedAt = Date.now() - SIXTEEN_MINUTES;
      await repo.update({ sid: row.sid }, { data: JSON.stringify(data) });
    }
  }

  async function signedIn(role: 'admin' | 'employee' | 'volunteer') {
    const account = await createStaffAccount(app, role);
    const client = await logIn(app, account);
    return { account, client };
  }

  const stepUp = async (client: HttpClient, account: StaffAccount) =>
    client.post('/api/auth/mfa/verify', { code: await authenticatorOf(account.email)!.nextCode() }, true);

  async function expectStepUp(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: words.stepUp, code: 'STEP_UP_REQUIRED' });
  }

  it(
    'asks for a recent factor before each sharp REST action, then lets the same request through',
    { timeout: 180_000 },
    async () => {
      const { account: admin, client } = await signedIn('admin');
      const [id] = await freshApplications(app, 1);
      const other = await createStaffAccount(app, 'volunteer');
      const doomed = await createStaffAccount(app, 'volunteer');
      const actions: [string, () => Promise<Response>][] = [
        ['CSV export', () => client.get('/api/undergrad/export-csv')],
        ['ZIP download', () => client.get(`/api/undergrad/download-zip/${id}`)],
        // Issue 36, low 6: the other doors that hand over an application's documents in bulk, or an export.
        ['package PDF', () => client.get(`/api/undergrad/download-pdf/${id}`)],
        ['audit log CSV', () => client.get('/api/audit-log.csv')],
        ['retention purge', () => client.post('/api/retention/purge', {}, true)],
        ['role change', () => client.post('/api/auth/manage-privileges', { id: other.id, choice: 'employee' }, true)],
        ['user deletion', () => client.delete(`/api/auth/manage-privileges/delete-user/${doomed.id}`)],
        ['adding a factor', () => client.post('/api/auth/mfa/passkey/register-options', {}, true)],
        ['new recovery codes', () => client.post('/api/auth/mfa/recovery-codes', {}, true)],
        ['removing a factor', () => client.delete('/api/auth/mfa/totp')],
      ];
      // One authenticator code, then recovery codes: an app accepts one code per 30 seconds.
      let recoveryCodes = [...authenticatorOf(admin.email)!.recoveryCodes];
      for (const [i, [name, action]] of actions.entries()) {
        await factorLongAgo(admin.id);
        await expectStepUp(await action());
        // Reading stays open: the list of users needs no step-up.
        expect((await client.get('/api/auth/admin-access/get-users')).status, name).toBe(200);
        const sid = client.cookie('odf.sid');
        const stepped =
          i === 0
            ? await stepUp(client, admin)
            : await client.post('/api/auth/mfa/verify', { code: recoveryCodes.shift() }, true);
        expect(stepped.status, name).toBe(200);
        await stepped.text(); // the session is saved before the answer's last byte
        expect(client.cookie('odf.sid'), 'a step-up keeps the session').toBe(sid);
        const retried = await action();
        expect(retried.status, `${name} after the step-up`).toBeLessThan(300);
        const body = await retried.text();
        if (name === 'new recovery codes') recoveryCodes = (JSON.parse(body) as { recoveryCodes: string[] }).recoveryCodes;
      }
      const audit = app.services.infra.db.getRepository(AuditLogEntry);
      const stepUps = await audit.findBy({ targetId: String(admin.id), detail: Like('% step-up') });
      expect(stepUps.map((e) => e.action).sort()).toEqual(
        ['mfa.used', ...Array(actions.length - 1).fill('mfa.recovery_used')].sort(),
      );
    },
  );

  it('answers STEP_UP_REQUIRED in GraphQL before an SSN reveal, a role change and a retention purge', async () => {
    const { account, client } = await signedIn('employee');
    const [id] = await freshApplications(app, 1);
    const reveal = `mutation { revealSocialSecurityNumbers(kind: UNDERGRAD, id: "${id}") { field value } }`;
    expect((await client.graphql(reveal)).errors).toBeUndefined(); // signed in moments ago: the sign-in counts
    await factorLongAgo(account.id);
    const refused = await client.graphql(reveal);
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]).toMatchObject({ message: words.stepUp, extensions: { code: 'STEP_UP_REQUIRED' } });
    const stepped = await client.graphql<{ verifySecondFactor: { role: string } }>(
      'mutation($c: String!) { verifySecondFactor(code: $c) { role } }',
      { c: await authenticatorOf(account.email)!.nextCode() },
    );
    expect(stepped.data?.verifySecondFactor.role).toBe('employee');
    const revealed = await client.graphql<{ revealSocialSecurityNumbers: { value: string }[] }>(reveal);
    expect(revealed.data?.revealSocialSecurityNumbers[0]?.value).toMatch(/^\d{3}-\d{2}-\d{4}$/);

    const { account: admin, client: adminClient } = await signedIn('admin');
    await factorLongAgo(admin.id);
    const change = await adminClient.graphql(`mutation { setUserRole(id: "${account.id}", role: volunteer) { role } }`);
    expect(change.errors?.[0]?.extensions?.code).toBe('STEP_UP_REQUIRED');
    const purge = await adminClient.graphql('mutation { runRetentionPurge }');
    expect(purge.errors?.[0]?.extensions?.code).toBe('STEP_UP_REQUIRED');
    // Reading the audit log page by page, and the retention policy, stay open.
    expect((await adminClient.graphql('{ auditLog { total } }')).errors).toBeUndefined();
    expect((await adminClient.get('/api/retention/policy')).status).toBe(200);
  });

  it('resets a lost factor with two admins, never one alone and never for oneself, and ends the user’s sessions', async () => {
    const { account: asker, client: askerClient } = await signedIn('admin');
    const { account: approver, client: approverClient } = await signedIn('admin');
    const { account: user, client: userClient } = await signedIn('employee');

    const own = await askerClient.post('/api/auth/mfa/resets', { userId: asker.id }, true);
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: string }).error).toBe(OWN_RESET_REFUSED);

    const asked = await askerClient.post('/api/auth/mfa/resets', { userId: user.id }, true);
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    await smtp.next((m) => m.to.includes(user.email) && /reset of your .* sign-in factors was asked/.test(m.raw));
    await smtp.next((m) => m.to.includes(approver.email) && /waiting for approval/.test(m.raw));

    const pending = (await (await approverClient.get('/api/auth/mfa/resets')).json()) as { id: number; user: { id: number } }[];
    expect(pending.find((p) => p.id === id)?.user.id).toBe(user.id);
    const alone = await askerClient.post(`/api/auth/mfa/resets/${id}/approve`, {}, true);
    expect(alone.status).toBe(403);
    expect(((await alone.json()) as { error: string }).error).toBe(SAME_ADMIN_REFUSED);
    expect((await userClient.get('/api/auth/status')).status).toBe(200);

    expect((await approverClient.post(`/api/auth/mfa/resets/${id}/approve`, {}, true)).status).toBe(200);
    expect((await userClient.get('/api/auth/status')).status).toBe(401);
    expect(await app.services.accounts.secondFactors.methods(user.id)).toEqual([]);
    const login = await userClient.post('/api/auth/admin-access/login', { email: user.email, password: user.password });
    expect(await login.json()).toEqual({ mfa: 'enrol' });
    await smtp.next((m) => m.to.includes(user.email) && /sign-in factors were reset/.test(m.raw));
    const audit = app.services.infra.db.getRepository(AuditLogEntry);
    expect(
      await audit.findOneBy({ action: 'mfa.reset_requested', targetId: String(user.id), actorUserId: asker.id }),
    ).not.toBeNull();
    expect(
      await audit.findOneBy({ action: 'mfa.reset_approved', targetId: String(user.id), actorUserId: approver.id }),
    ).not.toBeNull();
    // Approved once: a second approval finds nothing waiting.
    expect((await approverClient.post(`/api/auth/mfa/resets/${id}/approve`, {}, true)).status).toBe(409);
  });

  it('refuses an admin approving the reset of their own factors, over GraphQL too', async () => {
    const { client: asker } = await signedIn('admin');
    const { account: target, client: targetClient } = await signedIn('admin');
    const asked = await asker.graphql<{ requestFactorReset: string }>(`mutation { requestFactorReset(userId: "${target.id}") }`);
    const id = asked.data!.requestFactorReset;
    const self = await targetClient.graphql(`mutation { approveFactorReset(id: "${id}") }`);
    expect(self.errors?.[0]?.message).toBe(OWN_RESET_REFUSED);
    expect((await asker.graphql(`mutation { cancelFactorReset(id: "${id}") }`)).data).toEqual({ cancelFactorReset: true });
    expect(await app.services.accounts.secondFactors.methods(target.id)).toContain('totp');
  });

  it('does not count an admin the asker made admin this week as the second one (issue 36, low 7)', async () => {
    const { account: asker, client: askerClient } = await signedIn('admin');
    const { account: user } = await signedIn('employee');
    // The asker's second account: registered, made admin by the asker, signed in.
    const second = await createStaffAccount(app, 'volunteer');
    const made = await askerClient.post('/api/auth/manage-privileges', { id: second.id, choice: 'admin' }, true);
    expect(made.status).toBe(200);
    const secondClient = await logIn(app, second);
    const asked = await askerClient.post('/api/auth/mfa/resets', { userId: user.id }, true);
    const { id } = (await asked.json()) as { id: number };

    const refused = await secondClient.post(`/api/auth/mfa/resets/${id}/approve`, {}, true);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(ROLE_GIVEN_BY_ASKER_REFUSED);
    const overGraphql = await secondClient.graphql(`mutation { approveFactorReset(id: "${id}") }`);
    expect(overGraphql.errors?.[0]?.message).toBe(ROLE_GIVEN_BY_ASKER_REFUSED);
    expect(await app.services.accounts.secondFactors.methods(user.id)).toContain('totp');

    // Eight days on, the promotion no longer bars them; an admin the asker never promoted could approve at once.
    const audit = app.services.infra.db.getRepository(AuditLogEntry);
    const promotion = await audit.findOneByOrFail({
      action: 'user.role_changed',
      targetId: String(second.id),
      actorUserId: asker.id,
    });
    await audit.update({ id: promotion.id }, { at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect((await secondClient.post(`/api/auth/mfa/resets/${id}/approve`, {}, true)).status).toBe(200);
    expect(await app.services.accounts.secondFactors.methods(user.id)).toEqual([]);
  });
});
