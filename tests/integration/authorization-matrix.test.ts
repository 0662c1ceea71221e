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
import { getMetadataStorage } from 'type-graphql';
import { PERMISSIONS, roleMay, type Permission } from '../../api/src/auth/permissions.js';
import { messages } from '../../api/src/domain/messages.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { PUBLIC_OPERATIONS } from '../../api/src/graphql/public-operations.js';
import { getSchema } from '../../api/src/graphql/schema.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { HttpClient } from '../support/http-client.js';
import { listRoutes, watchRoutes } from '../support/route-inventory.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The whole product's authorization, generated rather than hand-listed: every REST route the
 * Express app registers and every Query/Mutation in the schema, called as every kind of caller,
 * compared with the permission table of spec §6. A route without an entry below fails the test.
 */
type Caller = 'anonymous' | 'pending' | StaffRole;
const CALLERS: Caller[] = ['anonymous', 'pending', 'volunteer', 'employee', 'admin'];
type Access = Permission | 'public';

/** What each REST route requires. A new route must be added here, on purpose. */
const REST_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/csrf-token': 'public',
  'POST /api/send/send-email-volunteer': 'public',
  'POST /api/send/send-email-contact': 'public',
  'GET /api/auth/status': 'session:self',
  'POST /api/auth/admin-access/login': 'public',
  'POST /api/auth/admin-access/logout': 'public',
  'POST /api/auth/admin-access/register': 'public',
  'POST /api/auth/admin-access/reset-password/send-temp-code': 'public',
  'POST /api/auth/admin-access/reset-password/create-new-password': 'public',
  'GET /api/auth/admin-access/get-users': 'users:manage',
  'POST /api/auth/manage-privileges': 'users:manage',
  'DELETE /api/auth/manage-privileges/delete-user/:userId': 'users:manage',
  'GET /graphql': 'public',
  'GET /{*splat}': 'public',
};
for (const kind of ['undergrad', 'parents', 'high-school']) {
  Object.assign(REST_ACCESS, {
    [`POST /api/${kind}/submit-new-application`]: 'public',
    [`GET /api/${kind}/get-all`]: 'applications:read',
    [`GET /api/${kind}/get-individual/:id`]: 'applications:read',
    [`GET /api/${kind}/download-file/:applicantId/:fileId`]: 'documents:download',
    [`GET /api/${kind}/download-pdf/:id`]: 'applications:package',
    [`PATCH /api/${kind}/archive-application/:id`]: 'applications:archive',
    [`GET /api/archive/${kind}/get-archive`]: 'applications:read',
    [`PATCH /api/archive/${kind}/unarchive`]: 'applications:archive',
  });
}

const DENIALS = new Set<string>([messages.notSignedIn, messages.noPermission]);

function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous' || caller === 'pending') return false;
  return roleMay(caller, access);
}

/** A signed-in client for the caller; 'pending' is a session whose user lost its role. */
async function clientFor(app: TestApp, caller: Caller): Promise<HttpClient> {
  if (caller === 'anonymous') return new HttpClient(app.url);
  const account = await createStaffAccount(app, caller === 'pending' ? 'volunteer' : caller);
  const client = await logIn(app, account);
  if (caller === 'pending') await app.services.db.getRepository(User).update({ id: account.id }, { role: null });
  return client;
}

async function restDenied(response: Response): Promise<boolean> {
  if (response.status !== 401 && response.status !== 403) return false;
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return body.error !== undefined && DENIALS.has(body.error);
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

watchRoutes();

describe.each(databases)('authorization matrix on %s', (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(db);
  });
  afterAll(() => app.close());

  it('has an access entry for every REST route the app registers, and no stale ones', () => {
    const routes = listRoutes((app.server.listeners('request')[0] as unknown as { router: unknown }).router).map((r) =>
      r.replace('//', '/'),
    );
    expect(
      routes.filter((r) => !(r in REST_ACCESS)),
      'routes without an entry in REST_ACCESS',
    ).toEqual([]);
    expect(
      Object.keys(REST_ACCESS).filter((r) => !routes.includes(r)),
      'entries for routes that no longer exist',
    ).toEqual([]);
  });

  it('lets through exactly the callers the permission table allows, on every REST route', async () => {
    const routes = Object.entries(REST_ACCESS).filter(([r]) => r.startsWith('GET /api') || !r.startsWith('GET '));
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      for (const [route, access] of routes) {
        const [method, pattern] = route.split(' ') as [string, string];
        // Logout ends the session, so each state-changing call gets its own fresh client.
        const client = await clientFor(app, caller);
        const path = pattern.replace(/:\w+/g, '999999');
        const response = await client.request(method, path, { json: method === 'GET' ? undefined : { id: 999999 }, csrf: true });
        const denied = await restDenied(response);
        if (denied === allowed(access, caller)) mismatches.push(`${route} as ${caller}: ${response.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it('lets through exactly the callers the permission table allows, on every GraphQL operation', async () => {
    const schema = await getSchema();
    const storage = getMetadataStorage();
    const accessOf = (type: 'Query' | 'Mutation', name: string): Access => {
      const ops = type === 'Query' ? storage.queries : storage.mutations;
      const op = ops.find((o) => o.schemaName === name)!;
      const roles =
        storage.authorizedFields.find((a) => a.target === op.target && a.fieldName === op.methodName)?.roles ??
        storage.authorizedResolver.find((a) => a.target === op.target)?.roles;
      if (roles?.length) return roles[0] as Permission;
      expect(PUBLIC_OPERATIONS.has(`${type}.${name}`), `${type}.${name} is neither guarded nor public`).toBe(true);
      return 'public';
    };
    const mismatches: string[] = [];
    const used = new Set<string>(Object.values(REST_ACCESS));
    const operations = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['Query', f] as const),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['Mutation', f] as const),
    ];
    for (const caller of CALLERS) {
      for (const [type, field] of operations) {
        const access = accessOf(type, field.name);
        used.add(access);
        const client = await clientFor(app, caller);
        const { query, variables } = operationFor(type === 'Query' ? 'query' : 'mutation', field);
        const result = await client.graphql(query, variables);
        const code = result.errors?.[0]?.extensions?.code;
        const denied = (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') && DENIALS.has(result.errors![0]!.message);
        if (denied === allowed(access, caller))
          mismatches.push(`${type}.${field.name} as ${caller}: ${JSON.stringify(result.errors?.[0]?.message ?? 'ok')}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every permission of the table is exercised by at least one operation or route.
    expect(Object.keys(PERMISSIONS).filter((p) => !used.has(p))).toEqual([]);
  }, 240_000);
});
