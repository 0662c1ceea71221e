import { loadConfig } from '../../api/src/config/config.js';
import { INTROSPECTION_REFUSED } from '../../api/src/graphql/schema-disclosure.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { HttpClient } from '../support/http-client.js';
import { createStaffAccount, logIn, signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';
const TYPE_QUERY = '{ __type(name: "ApplicationPage") { fields { name } } }';
const TYPO = '{ aplications(kind: UNDERGRAD) { total } }';

describe('GraphQL schema disclosure settings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-disclosure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const secrets = { DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: 'cd'.repeat(32) };

  it('shows the schema to staff only in production by default, and to everyone in development', () => {
    const production = loadConfig({ ...secrets, NODE_ENV: 'production' }, () => {});
    expect([production.graphqlIntrospection, production.graphqlSuggestions]).toEqual(['staff', 'staff']);
    const development = loadConfig(secrets, () => {});
    expect([development.graphqlIntrospection, development.graphqlSuggestions]).toEqual(['everyone', 'everyone']);
    const opened = loadConfig(
      { ...secrets, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'everyone', GRAPHQL_SUGGESTIONS: 'everyone' },
      () => {},
    );
    expect([opened.graphqlIntrospection, opened.graphqlSuggestions]).toEqual(['everyone', 'everyone']);
    expect(() => loadConfig({ ...secrets, GRAPHQL_INTROSPECTION: 'nobody' }, () => {})).toThrow(/GRAPHQL_INTROSPECTION/);
  });
});

describe.each(databases)('GraphQL introspection and suggestions set to staff, as production has them (%s)', (dbKind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dbKind, { env: { GRAPHQL_INTROSPECTION: 'staff', GRAPHQL_SUGGESTIONS: 'staff' } });
  });
  afterAll(() => app.close());

  it('refuses introspection to anonymous callers and to a session without a role, with a clear 400', async () => {
    const pending = await createStaffAccount(app, 'volunteer');
    const pendingClient = await logIn(app, pending);
    await app.services.infra.db.getRepository(User).update({ id: pending.id }, { role: null });
    for (const client of [new HttpClient(app.url), pendingClient]) {
      for (const query of [INTROSPECTION, TYPE_QUERY]) {
        const result = await client.graphql(query);
        expect(result.status).toBe(400);
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.message).toBe(INTROSPECTION_REFUSED);
      }
    }
  });

  it("answers a misspelt field to anonymous callers without naming the schema's fields", async () => {
    const result = await new HttpClient(app.url).graphql(TYPO);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('Cannot query field "aplications" on type "Query".');
    expect(JSON.stringify(result)).not.toMatch(/Did you mean|"applications"/);
  });

  it('gives signed-in staff the whole introspection and the suggestions', async () => {
    const { client } = await signedInStaff(app, 'volunteer');
    const schema = await client.graphql<{ __schema: { types: { name: string }[] } }>(INTROSPECTION);
    expect(schema.errors).toBeUndefined();
    expect(schema.data!.__schema.types.map((t) => t.name)).toContain('ApplicationPage');
    const type = await client.graphql<{ __type: { fields: { name: string }[] } }>(TYPE_QUERY);
    expect(type.data!.__type.fields.map((f) => f.name)).toContain('items');
    const typo = await client.graphql(TYPO);
    expect(typo.errors?.[0]?.message, JSON.stringify(typo)).toMatch(/Did you mean "applications"/);
  });

  it('still answers ordinary public operations to anonymous callers', async () => {
    const result = await new HttpClient(app.url).graphql<{ health: string; __typename: string }>('{ health __typename }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ health: 'ok', __typename: 'Query' });
  });
});
