import type { StaffRole } from '../../api/src/domain/roles.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { HttpClient } from '../support/http-client.js';
import { createStaffAccount, logIn, STRONG_PASSWORD } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every auth and privileges operation, REST and GraphQL, for every kind of caller. "pending" is
 * a session whose user has no role (a registration not yet approved): it must get no further
 * than an anonymous visitor's permissions.
 */
type Caller = 'anonymous' | 'pending' | StaffRole;
type Outcome = 'ok' | 'unauthenticated' | 'forbidden';
const CALLERS: Caller[] = ['anonymous', 'pending', 'volunteer', 'employee', 'admin'];

function restOutcome(status: number): Outcome {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  return 'ok';
}
function graphqlOutcome(result: { errors?: { extensions?: { code?: string } }[] }): Outcome {
  const code = result.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'FORBIDDEN') return 'forbidden';
  return 'ok';
}

const PUBLIC: Record<Caller, Outcome> = { anonymous: 'ok', pending: 'ok', volunteer: 'ok', employee: 'ok', admin: 'ok' };
const SIGNED_IN: Record<Caller, Outcome> = { ...PUBLIC, anonymous: 'unauthenticated', pending: 'unauthenticated' };
const ADMIN_ONLY: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  pending: 'forbidden',
  volunteer: 'forbidden',
  employee: 'forbidden',
  admin: 'ok',
};
const ADMIN_ONLY_GRAPHQL = ADMIN_ONLY;
/** me answers null rather than an error when nobody is signed in. */
const ME: Record<Caller, Outcome> = PUBLIC;

interface Operation {
  name: string;
  expected: Record<Caller, Outcome>;
  run: (client: HttpClient, app: TestApp) => Promise<Outcome>;
}

const fresh = (app: TestApp) => createStaffAccount(app, null);

const OPERATIONS: Operation[] = [
  { name: 'GET /api/auth/status', expected: SIGNED_IN, run: async (c) => restOutcome((await c.get('/api/auth/status')).status) },
  {
    name: 'POST login',
    expected: PUBLIC,
    run: async (c, app) => {
      const target = await createStaffAccount(app, 'volunteer');
      return restOutcome(
        (await c.post('/api/auth/admin-access/login', { email: target.email, password: target.password })).status,
      );
    },
  },
  {
    name: 'POST logout',
    expected: PUBLIC,
    run: async (c) => restOutcome((await c.post('/api/auth/admin-access/logout', {}, true)).status),
  },
  {
    name: 'POST register',
    expected: PUBLIC,
    run: async (c) => {
      const email = `new-${Math.random().toString(36).slice(2)}@example.org`;
      const form = { firstName: 'New', lastName: 'Person', email, password: STRONG_PASSWORD, password2: STRONG_PASSWORD };
      return restOutcome((await c.post('/api/auth/admin-access/register', form, true)).status);
    },
  },
  {
    name: 'POST send-temp-code',
    expected: PUBLIC,
    run: async (c) =>
      restOutcome((await c.post('/api/auth/admin-access/reset-password/send-temp-code', { email: 'x@example.org' })).status),
  },
  {
    name: 'POST create-new-password',
    expected: PUBLIC,
    run: async (c) => {
      const body = { email: 'x@example.org', password: STRONG_PASSWORD, tempPassResetCode: '12345678' };
      return restOutcome((await c.post('/api/auth/admin-access/reset-password/create-new-password', body)).status);
    },
  },
  {
    name: 'GET get-users',
    expected: ADMIN_ONLY,
    run: async (c) => restOutcome((await c.get('/api/auth/admin-access/get-users')).status),
  },
  {
    name: 'POST manage-privileges',
    expected: ADMIN_ONLY,
    run: async (c, app) => {
      const target = await fresh(app);
      return restOutcome((await c.post('/api/auth/manage-privileges', { id: target.id, choice: 'volunteer' }, true)).status);
    },
  },
  {
    name: 'DELETE delete-user',
    expected: ADMIN_ONLY,
    run: async (c, app) =>
      restOutcome((await c.delete(`/api/auth/manage-privileges/delete-user/${(await fresh(app)).id}`)).status),
  },
  { name: 'query me', expected: ME, run: async (c) => graphqlOutcome(await c.graphql('{ me { id } }')) },
  { name: 'query users', expected: ADMIN_ONLY_GRAPHQL, run: async (c) => graphqlOutcome(await c.graphql('{ users { id } }')) },
  {
    name: 'mutation login',
    expected: PUBLIC,
    run: async (c, app) => {
      const t = await createStaffAccount(app, 'volunteer');
      return graphqlOutcome(
        await c.graphql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }', {
          e: t.email,
          p: t.password,
        }),
      );
    },
  },
  { name: 'mutation logout', expected: PUBLIC, run: async (c) => graphqlOutcome(await c.graphql('mutation { logout }')) },
  {
    name: 'mutation register',
    expected: PUBLIC,
    run: async (c) => {
      const i = {
        firstName: 'A',
        lastName: 'B',
        email: `g-${Math.random().toString(36).slice(2)}@example.org`,
        password: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
      };
      return graphqlOutcome(await c.graphql('mutation($i: RegistrationInput!) { register(input: $i) }', { i }));
    },
  },
  {
    name: 'mutation requestPasswordReset',
    expected: PUBLIC,
    run: async (c) => graphqlOutcome(await c.graphql('mutation { requestPasswordReset(email: "x@example.org") }')),
  },
  {
    name: 'mutation completePasswordReset',
    expected: PUBLIC,
    run: async (c) =>
      graphqlOutcome(
        await c.graphql('mutation($i: CompletePasswordResetInput!) { completePasswordReset(input: $i) }', {
          i: { email: 'x@example.org', code: '12345678', password: STRONG_PASSWORD },
        }),
      ),
  },
  {
    name: 'mutation setUserRole',
    expected: ADMIN_ONLY_GRAPHQL,
    run: async (c, app) =>
      graphqlOutcome(
        await c.graphql('mutation($id: ID!) { setUserRole(id: $id, role: volunteer) { id } }', {
          id: String((await fresh(app)).id),
        }),
      ),
  },
  {
    name: 'mutation deleteUser',
    expected: ADMIN_ONLY_GRAPHQL,
    run: async (c, app) =>
      graphqlOutcome(await c.graphql('mutation($id: ID!) { deleteUser(id: $id) }', { id: String((await fresh(app)).id) })),
  },
];

async function clientFor(app: TestApp, caller: Caller): Promise<HttpClient> {
  if (caller === 'anonymous') return new HttpClient(app.url);
  const account = await createStaffAccount(app, caller === 'pending' ? 'volunteer' : caller);
  const client = await logIn(app, account);
  if (caller === 'pending') await app.services.db.getRepository(User).update({ id: account.id }, { role: null });
  return client;
}

describe.each(databases)('authorization matrix of the account operations on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const actual: Record<string, Outcome> = {};
    for (const caller of CALLERS) actual[caller] = await op.run(await clientFor(app, caller), app);
    expect(actual).toEqual(op.expected);
  });

  it('leaves a pending user without any session after a login attempt', async () => {
    const pending = await createStaffAccount(app, null);
    const client = new HttpClient(app.url);
    const response = await client.post('/api/auth/admin-access/login', { email: pending.email, password: pending.password });
    expect(response.status).toBe(403);
    expect((await client.get('/api/auth/status')).status).toBe(401);
    expect((await client.get('/api/auth/admin-access/get-users')).status).toBe(401);
  });
});
