import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { messages } from '../../api/src/domain/messages.js';
import { getSchema } from '../../api/src/schema.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { statusMessages } from '../../api/src/domain/application-status.js';
import { applicantClient } from '../support/applicant-session.js';
import { HttpClient } from '../support/http-client.js';
import { freshApplications } from './review.support.js';
import { listRoutes, watchRoutes } from '../support/route-inventory.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { CALLERS, expected, GRAPHQL, REST, type Caller, type Row } from './authorization-matrix.cases.js';

// Walks the one role × operation table (authorization-matrix.cases.ts): every REST route and every
// Query and Mutation, called by every kind of caller, must answer as its row says.

/** Calls after which the caller's session is gone or replaced, so the next call needs a new client. */
const ENDS_SESSION = new Set([
  'POST /api/auth/admin-access/logout',
  'Mutation.logout',
  'POST /api/auth/admin-access/login',
  'Mutation.login',
  'POST /api/application-status/sign-out',
]);

/**
 * A signed-in client for the caller; 'pending' is a session whose user lost its role; 'half' an
 * admin who gave the right password and not yet the second factor.
 */
async function clientFor(app: TestApp, caller: Caller): Promise<HttpClient> {
  if (caller === 'anonymous') return new HttpClient(app.url);
  if (caller === 'half') {
    const admin = await createStaffAccount(app, 'admin');
    await logIn(app, admin); // enrols an authenticator app, so the next password step asks for it
    const half = new HttpClient(app.url);
    const step = await half.post('/api/auth/admin-access/login', { email: admin.email, password: admin.password });
    expect(await step.json()).toMatchObject({ mfa: 'verify' });
    return half;
  }
  if (caller === 'applicant') return applicantClient(app, 'undergrad', (await freshApplications(app, 1))[0]!);
  const account = await createStaffAccount(app, caller === 'pending' ? 'volunteer' : caller);
  const client = await logIn(app, account);
  if (caller === 'pending') await app.services.infra.db.getRepository(User).update({ id: account.id }, { role: null });
  return client;
}

async function restOutcome(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.status === 401 && (body.error === messages.notSignedIn || body.error === statusMessages.signedOut)) return '401';
  if (response.status === 403 && body.error === messages.noPermission) return '403';
  return response.status < 500 ? 'ok' : `${response.status}`;
}

function graphqlOutcome(result: { errors?: { message: string; extensions?: { code?: string } }[] }): string {
  const error = result.errors?.[0];
  if (error?.extensions?.code === 'UNAUTHENTICATED' && error.message === messages.notSignedIn) return '401';
  if (error?.extensions?.code === 'FORBIDDEN' && error.message === messages.noPermission) return '403';
  return error?.extensions?.code === 'INTERNAL_SERVER_ERROR' ? 'error' : 'ok';
}

/** A syntactically valid value for a GraphQL argument, so the call reaches the authChecker. */
function sampleValue(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields()))
      if (isNonNullType(field.type)) out[field.name] = sampleValue(field.type);
    return out;
  }
  if (isScalarType(named) && named.name === 'JSONObject') return {};
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') return 1;
    if (named.name === 'Boolean') return true;
    if (named.name === 'ID') return '999999';
    return 'x@example.org';
  }
  return null;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} Matrix${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)])),
  };
}

/** Runs every call as every caller; answers the rows that differ, in the table's own form. */
async function differences(
  app: TestApp,
  table: Record<string, Row>,
  call: (client: HttpClient, name: string) => Promise<string>,
): Promise<string[]> {
  const actual: Record<string, string[]> = {};
  for (const caller of CALLERS) {
    let client = await clientFor(app, caller);
    for (const name of Object.keys(table)) {
      (actual[name] ??= []).push(await call(client, name));
      if (ENDS_SESSION.has(name)) client = await clientFor(app, caller);
    }
  }
  return Object.entries(actual)
    .filter(([name, row]) => row.join() !== expected(table[name]!).join())
    .map(([name, row]) => `${name}: [${row.map((o) => `'${o}'`).join(', ')}] expected [${expected(table[name]!).join(', ')}]`);
}

watchRoutes();

describe.each(databases)('authorization matrix on %s', (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(db);
  });
  afterAll(() => app.close());

  it('has a row for every REST route the app registers, and no stale ones', () => {
    const router = (app.server.listeners('request')[0] as unknown as { router: unknown }).router;
    const routes = listRoutes(router).map((r) => r.replace('//', '/'));
    expect(
      routes.filter((r) => !(r in REST)),
      'routes without a row in REST',
    ).toEqual([]);
    expect(
      Object.keys(REST).filter((r) => !routes.includes(r)),
      'rows for routes that no longer exist',
    ).toEqual([]);
  });

  it('has a row for every Query and Mutation of the schema, and no stale ones', async () => {
    const schema = await getSchema();
    const operations = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `Mutation.${f}`),
    ];
    expect(
      operations.filter((o) => !(o in GRAPHQL)),
      'operations without a row in GRAPHQL',
    ).toEqual([]);
    expect(
      Object.keys(GRAPHQL).filter((o) => !operations.includes(o)),
      'rows for operations that no longer exist',
    ).toEqual([]);
  });

  it('lets through exactly the callers of the table, on every REST route', async () => {
    // The site's pages and GET /graphql (the playground) are pages: only a refusal counts there.
    const mismatches = await differences(app, REST, async (client, route) => {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern === '/{*splat}' ? '/some-page' : pattern.replace(/:\w+/g, '999999');
      const json = method === 'GET' ? undefined : { id: 999999 };
      const response = await client.request(method, path, { json, csrf: true });
      if (path.startsWith('/api')) return restOutcome(response);
      return response.status === 401 || response.status === 403 ? `${response.status}` : 'ok';
    });
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('lets through exactly the callers of the table, on every GraphQL operation', async () => {
    const schema = await getSchema();
    const fields = { Query: schema.getQueryType()!.getFields(), Mutation: schema.getMutationType()!.getFields() };
    const mismatches = await differences(app, GRAPHQL, async (client, name) => {
      const [type, field] = name.split('.') as ['Query' | 'Mutation', string];
      const { query, variables } = operationFor(type === 'Query' ? 'query' : 'mutation', fields[type][field]!);
      return graphqlOutcome(await client.graphql(query, variables));
    });
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('leaves a user still waiting for a role without any session after a login attempt', async () => {
    const pending = await createStaffAccount(app, null);
    const client = new HttpClient(app.url);
    const response = await client.post('/api/auth/admin-access/login', { email: pending.email, password: pending.password });
    expect(response.status).toBe(403);
    expect((await client.get('/api/auth/status')).status).toBe(401);
    expect((await client.get('/api/auth/admin-access/get-users')).status).toBe(401);
  });
});
