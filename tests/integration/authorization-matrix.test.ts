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
import { getSchema } from '../../api/src/graphql/schema.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { statusMessages } from '../../api/src/domain/application-status.js';
import { applicantClient } from '../support/applicant-session.js';
import { HttpClient } from '../support/http-client.js';
import { freshApplications } from './review-support.js';
import { listRoutes, watchRoutes } from '../support/route-inventory.js';
import { createStaffAccount, logIn } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The whole product's authorization in one table (spec §6), written out by hand: every REST
 * route the Express app registers and every Query and Mutation of the schema, called by every
 * kind of caller. The expectations are literal on purpose: they are not read from the permission
 * table under test. A route or operation without a row fails the test, and so does a stale row.
 *
 *   ok  the call gets past authorization (any answer but a 401/403 refusal or a 5xx)
 *   401 refused as not signed in      ("Please log in to access this page.", UNAUTHENTICATED)
 *   403 refused for lack of permission ("You have no permissions to access this page.", FORBIDDEN)
 *
 * "pending" is a session whose user has no role (a role taken away while signed in): it must get
 * no further than an anonymous visitor. It is refused with 403; only the session check says 401.
 *
 * "applicant" is a signed-in applicant of /application-status (a session for one application).
 * It must get no further than an anonymous visitor: a row without a sixth value expects exactly
 * the anonymous outcome; only the status page's own paths give a sixth.
 */
type Outcome = 'ok' | '401' | '403';
type Caller = 'anonymous' | 'pending' | 'volunteer' | 'employee' | 'admin' | 'applicant';
const CALLERS: Caller[] = ['anonymous', 'pending', 'volunteer', 'employee', 'admin', 'applicant'];
type Row =
  | readonly [anonymous: Outcome, pending: Outcome, volunteer: Outcome, employee: Outcome, admin: Outcome]
  | readonly [anonymous: Outcome, pending: Outcome, volunteer: Outcome, employee: Outcome, admin: Outcome, applicant: Outcome];
const expected = (row: Row): Outcome[] => (row.length === 6 ? [...row] : [...row, row[0]]);

// prettier-ignore
const REST: Record<string, Row> = {
  //                                                                anonymous pending volunteer employee admin
  'GET /api/health':                                                ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/health/ready':                                          ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/csrf-token':                                            ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/send/send-email-volunteer':                            ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/send/send-email-contact':                              ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/auth/status':                                           ['401',   '401',  'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/login':                              ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/logout':                             ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/register':                           ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/reset-password/send-temp-code':      ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/reset-password/create-new-password': ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/auth/admin-access/get-users':                           ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/auth/manage-privileges':                               ['401',   '403',  '403',    '403',   'ok'],
  'DELETE /api/auth/manage-privileges/delete-user/:userId':         ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/undergrad/submit-new-application':                     ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/undergrad/get-all':                                     ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/get-individual/:id':                          ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/download-file/:applicantId/:fileId':          ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/preview-file/:applicantId/:fileId':           ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/download-pdf/:id':                            ['401',   '403',  '403',    'ok',    'ok'],
  'PATCH /api/undergrad/archive-application/:id':                   ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/archive/undergrad/get-archive':                         ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/archive/undergrad/unarchive':                         ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/export-csv':                                ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/undergrad/download-zip/:id':                          ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/undergrad/request-more-information/:id':               ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/parents/submit-new-application':                       ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/parents/get-all':                                       ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/get-individual/:id':                            ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/download-file/:applicantId/:fileId':            ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/preview-file/:applicantId/:fileId':             ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/download-pdf/:id':                              ['401',   '403',  '403',    'ok',    'ok'],
  'PATCH /api/parents/archive-application/:id':                     ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/archive/parents/get-archive':                           ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/archive/parents/unarchive':                           ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/export-csv':                                  ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/parents/download-zip/:id':                            ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/parents/request-more-information/:id':                 ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/high-school/submit-new-application':                   ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/high-school/get-all':                                   ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/get-individual/:id':                        ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/download-file/:applicantId/:fileId':        ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/preview-file/:applicantId/:fileId':         ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/download-pdf/:id':                          ['401',   '403',  '403',    'ok',    'ok'],
  'PATCH /api/high-school/archive-application/:id':                 ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/archive/high-school/get-archive':                       ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/archive/high-school/unarchive':                       ['401',   '403',  'ok',     'ok',    'ok'],
  'POST /api/application-status/send-code':                         ['ok',    'ok',   'ok',     'ok',    'ok',   'ok'],
  'POST /api/application-status/verify':                            ['ok',    'ok',   'ok',     'ok',    'ok',   'ok'],
  'GET /api/application-status/':                                   ['401',   '401',  '401',    '401',   '401',  'ok'],
  'POST /api/application-status/sign-out':                          ['ok',    'ok',   'ok',     'ok',    'ok',   'ok'],
  'POST /api/application-status/requests/:id/upload':               ['401',   '401',  '401',    '401',   '401',  'ok'],
  'GET /api/content/images/:id':                                    ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/high-school/export-csv':                              ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/high-school/download-zip/:id':                        ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/high-school/request-more-information/:id':             ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/program-cycles':                                        ['ok',    'ok',   'ok',     'ok',    'ok'],
  'PUT /api/program-cycles/:kind':                                  ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/mail-outbox/failed':                                    ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/mail-outbox/health':                                    ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/mail-outbox/failed/:id/retry':                         ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/retention/policy':                                      ['401',   '403',  '403',    '403',   'ok'],
  'PUT /api/retention/policy':                                      ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/retention/dry-run':                                     ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/retention/purge':                                      ['401',   '403',  '403',    '403',   'ok'],
  'PUT /api/retention/legal-hold/:kind/:id':                        ['401',   '403',  '403',    '403',   'ok'],
  'GET /graphql':                                                   ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /{*splat}':                                                  ['ok',    'ok',   'ok',     'ok',    'ok'],
};

// prettier-ignore
const GRAPHQL: Record<string, Row> = {
  //                                        anonymous pending volunteer employee admin
  'Query.health':                           ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.me':                               ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.users':                            ['401',   '403',  '403',    '403',   'ok'],
  'Query.applications':                     ['401',   '403',  'ok',     'ok',    'ok'],
  'Query.application':                      ['401',   '403',  'ok',     'ok',    'ok'],
  'Query.visitorMessages':                  ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.login':                         ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.logout':                        ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.register':                      ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.requestPasswordReset':          ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.completePasswordReset':         ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.setUserRole':                   ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.deleteUser':                    ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.submitUndergradApplication':    ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.submitParentApplication':       ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.submitHighSchoolApplication':   ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.archiveApplication':            ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.unarchiveApplication':          ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.revealSocialSecurityNumbers':   ['401',   '403',  '403',    'ok',    'ok'],
  'Query.siteContent':                      ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.unhandledMessageCount':            ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.setVisitorMessageHandled':      ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.updateSiteSettings':            ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.saveTeamMember':                ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.deleteTeamMember':              ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.saveNewsStory':                 ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.deleteNewsStory':               ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.saveStoreProduct':              ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.deleteStoreProduct':            ['401',   '403',  '403',    'ok',    'ok'],
  'Query.reviewers':                        ['401',   '403',  '403',    'ok',    'ok'],
  'Query.reviewRubric':                     ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.saveReviewRubric':              ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.setReviewStatus':               ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.addApplicationNote':            ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.assignApplication':             ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.scoreApplication':              ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.bulkUpdateApplications':        ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.requestMoreInformation':        ['401',   '403',  '403',    'ok',    'ok'],
  'Query.programCycles':                    ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.programCycleHistory':              ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.saveProgramCycle':              ['401',   '403',  '403',    '403',   'ok'],
  'Query.failedMails':                      ['401',   '403',  '403',    '403',   'ok'],
  'Query.mailOutboxHealth':                 ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.retryMail':                     ['401',   '403',  '403',    '403',   'ok'],
  'Query.retentionPolicy':                  ['401',   '403',  '403',    '403',   'ok'],
  'Query.retentionDryRun':                  ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.saveRetentionPolicy':           ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.runRetentionPurge':             ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.setLegalHold':                  ['401',   '403',  '403',    '403',   'ok'],
};

/** Calls after which the caller's session is gone or replaced, so the next call needs a new client. */
const ENDS_SESSION = new Set([
  'POST /api/auth/admin-access/logout',
  'Mutation.logout',
  'POST /api/auth/admin-access/login',
  'Mutation.login',
  'POST /api/application-status/sign-out',
]);

/** A signed-in client for the caller; 'pending' is a session whose user lost its role. */
async function clientFor(app: TestApp, caller: Caller): Promise<HttpClient> {
  if (caller === 'anonymous') return new HttpClient(app.url);
  if (caller === 'applicant') return applicantClient(app, 'undergrad', (await freshApplications(app, 1))[0]!);
  const account = await createStaffAccount(app, caller === 'pending' ? 'volunteer' : caller);
  const client = await logIn(app, account);
  if (caller === 'pending') await app.services.db.getRepository(User).update({ id: account.id }, { role: null });
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
