import { messages } from '../../api/src/domain/messages.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { SELF_DELETE_REFUSED, SELF_ROLE_CHANGE_REFUSED } from '../../api/src/modules/accounts/users.service.js';
import { HttpClient } from '../support/http-client.js';
import { createStaffAccount, signedInStaff, STRONG_PASSWORD } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { TestAuthenticator } from '../support/test-authenticator.js';

const ME = '{ me { id firstName lastName role } }';
const LOGIN =
  'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { mfa methods user { id firstName lastName role } } }';
const START_TOTP = 'mutation { startTotpEnrolment { secret otpauthUrl } }';
const CONFIRM_TOTP =
  'mutation($c: String!) { confirmTotpEnrolment(code: $c) { recoveryCodes user { id firstName lastName role } } }';
const LOGOUT = 'mutation { logout }';
const REGISTER = 'mutation($i: RegistrationInput!) { register(input: $i) }';
const USERS = '{ users { id firstName lastName email role } }';
const SET_ROLE = 'mutation($id: ID!, $r: Role!) { setUserRole(id: $id, role: $r) { id role } }';
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';

describe.each(databases)('staff accounts over GraphQL on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('registers (with the CSRF token), refuses a waiting user, and signs in once a role is given', async () => {
    const client = new HttpClient(app.url);
    const input = {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'mary@example.org',
      password: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
    };
    const noCsrf = await client.graphql(REGISTER, { i: input }, { csrf: false });
    expect(noCsrf.errors?.[0]).toMatchObject({ message: expect.stringContaining('CSRF'), extensions: { code: 'FORBIDDEN' } });
    const weak = await client.graphql(REGISTER, { i: { ...input, password: 'abc', password2: 'abc' } });
    expect(weak.errors?.[0]).toMatchObject({
      message: messages.registrationFailure,
      extensions: { code: 'BAD_USER_INPUT', fields: { password: messages.passwordRule } },
    });
    expect((await client.graphql(REGISTER, { i: input })).data).toEqual({ register: true });

    const pending = await client.graphql(LOGIN, { e: 'mary@example.org', p: STRONG_PASSWORD }, { csrf: false });
    expect(pending.status).toBe(403);
    expect(pending.errors?.[0]).toMatchObject({ message: 'Invalid privileges', extensions: { code: 'FORBIDDEN' } });
    const wrong = await client.graphql(LOGIN, { e: 'mary@example.org', p: 'Wrong#Pass1' }, { csrf: false });
    expect(wrong.errors?.[0]).toMatchObject({ message: messages.loginFailure, extensions: { code: 'UNAUTHENTICATED' } });

    const { client: admin } = await signedInStaff(app, 'admin');
    const user = await app.services.accounts.users.findByEmail('mary@example.org');
    expect((await admin.graphql(SET_ROLE, { id: String(user!.id), r: 'employee' })).data).toEqual({
      setUserRole: { id: String(user!.id), role: 'employee' },
    });
    const password = await client.graphql(LOGIN, { e: 'MARY@example.org', p: STRONG_PASSWORD }, { csrf: false });
    // A second factor comes next (issue 23): Mary has none yet, so she enrols an authenticator app.
    expect(password.data).toEqual({ login: { mfa: 'ENROL', methods: [], user: null } });
    expect((await client.graphql(ME)).data).toEqual({ me: null });
    const started = await client.graphql<{ startTotpEnrolment: { secret: string; otpauthUrl: string } }>(START_TOTP);
    const phone = new TestAuthenticator(started.data!.startTotpEnrolment.secret);
    expect(started.data!.startTotpEnrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const confirmed = await client.graphql<{ confirmTotpEnrolment: { recoveryCodes: string[]; user: unknown } }>(CONFIRM_TOTP, {
      c: await phone.nextCode(),
    });
    expect(confirmed.data?.confirmTotpEnrolment.recoveryCodes).toHaveLength(10);
    expect(confirmed.data?.confirmTotpEnrolment.user).toEqual({
      id: String(user!.id),
      firstName: 'Mary',
      lastName: 'Jackson',
      role: 'employee',
    });
    expect((await client.graphql(ME)).data).toEqual({
      me: { id: String(user!.id), firstName: 'Mary', lastName: 'Jackson', role: 'employee' },
    });
  });

  it('logs out with the CSRF token and ends the session', async () => {
    const { client, account } = await signedInStaff(app, 'volunteer');
    const noCsrf = await client.graphql(LOGOUT, undefined, { csrf: false });
    expect(noCsrf.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await client.graphql(LOGOUT)).data).toEqual({ logout: true });
    expect(await app.services.infra.db.getRepository(SessionRecord).countBy({ userId: account.id })).toBe(0);
    expect((await client.graphql(ME)).data).toEqual({ me: null });
  });

  it('lists users, changes roles and deletes users for admins, with the same refusals as REST', async () => {
    const { client, account: admin } = await signedInStaff(app, 'admin');
    const waiting = await createStaffAccount(app, null);
    const list = await client.graphql<{ users: { id: string; role: string | null }[] }>(USERS);
    expect(list.data?.users.find((u) => u.id === String(waiting.id))).toMatchObject({ role: null, email: waiting.email });
    expect(list.data?.users[0]?.role).toBeNull();

    const noCsrf = await client.graphql(SET_ROLE, { id: String(waiting.id), r: 'volunteer' }, { csrf: false });
    expect(noCsrf.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const self = await client.graphql(SET_ROLE, { id: String(admin.id), r: 'volunteer' });
    expect(self.errors?.[0]?.message).toBe(SELF_ROLE_CHANGE_REFUSED);
    const missing = await client.graphql(SET_ROLE, { id: '999999', r: 'volunteer' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badRole = await client.graphql(SET_ROLE, { id: String(waiting.id), r: 'owner' });
    expect(badRole.status).toBe(400);

    const selfDelete = await client.graphql(DELETE, { id: String(admin.id) });
    expect(selfDelete.errors?.[0]?.message).toBe(SELF_DELETE_REFUSED);
    const noCsrfDelete = await client.graphql(DELETE, { id: String(waiting.id) }, { csrf: false });
    expect(noCsrfDelete.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await client.graphql(DELETE, { id: String(waiting.id) })).data).toEqual({ deleteUser: true });
    expect(await app.services.accounts.users.findById(waiting.id)).toBeNull();
  });
});
