import 'reflect-metadata';
import { getIntrospectionQuery } from 'graphql';
import { HealthResolver } from '../../api/src/modules/health/health.resolver.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { graphqlPoster, expectNoStack, productionEnv } from './graphql-limits.support.js';

// How a request may come: no batching, introspection for integrators, masked errors, CSRF prevention.

// The real resolvers plus a fixture with paged lists (see graphql-limits-schema.support.ts).
vi.mock('../../api/src/modules/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/src/modules/index.js')>();
  const { LimitsFixtureResolver } = await import('./graphql-limits-schema.support.js');
  return { FEATURES: [...original.FEATURES, { name: 'limits-fixture', resolvers: [LimitsFixtureResolver] }] };
});

describe.each(databases)('GraphQL request limits on %s', (kind) => {
  let app: TestApp;
  let client: HttpClient;
  const { post } = graphqlPoster(() => client);

  beforeAll(async () => {
    app = await startTestApp(kind, { env: productionEnv });
    client = new HttpClient(app.url);
  });
  afterAll(() => app.close());

  it('rejects a batched array of operations: batching is off', async () => {
    const result = await post([{ query: '{ health }' }, { query: '{ health }' }]);
    expect(result.status).toBe(400);
    expect(result.text).toMatch(/batching/i);
    expect(result.text).not.toMatch(/"health":"ok"/);
    expectNoStack(result.text);
  });

  it("still serves GraphiQL's full introspection query to integrators", async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true, descriptions: true });
    const result = await post({ query, operationName: 'IntrospectionQuery' });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    const schema = (result.body.data as { __schema: { queryType: { name: string }; types: { name: string }[] } }).__schema;
    expect(schema.queryType.name).toBe('Query');
    expect(schema.types.map((t) => t.name)).toContain('Query');
  });

  it('masks an internal error in production: generic message, no detail, no stack trace', async () => {
    const failure = new Error("Duplicate entry '123-45-6789' for key 'applicant.ssn' at /work/main/db/x.ts:12");
    const spy = vi.spyOn(HealthResolver.prototype, 'health').mockImplementation(() => {
      throw failure;
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await post({ query: '{ health }' });
      expect(result.status).toBe(200);
      expect(result.body.data).toBeNull();
      expect(result.body.errors).toEqual([
        {
          message: 'Something went wrong on our side. Please try again.',
          path: ['health'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(result.text).not.toMatch(/Duplicate|123-45-6789|applicant/);
      expectNoStack(result.text);
      expect(spy).toHaveBeenCalled();
      // The log says what failed, without the quoted value (which may be an SSN).
      const lines = logged.mock.calls.map((call) => call.join(' '));
      expect(lines).toContainEqual(expect.stringMatching(/^\[graphql\] health: Error: Duplicate entry '…' for key '…'/));
      expect(lines.join('\n')).not.toMatch(/123-45-6789|6789/);
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });

  it('blocks a GET query without a preflight header (CSRF prevention) and allows it with one', async () => {
    const url = `${app.url}/graphql?query=${encodeURIComponent('{ health }')}`;
    const blocked = await fetch(url, { headers: { accept: 'application/json' } });
    expect(blocked.status).toBe(400);
    const text = await blocked.text();
    expect(text).toMatch(/Cross-Site Request Forgery/);
    expect(text).not.toMatch(/"health"/);
    expectNoStack(text);

    const allowed = await fetch(url, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { health: 'ok' } });
  });

  it('blocks a simple cross-site form POST (text/plain) without a preflight header', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/"health":"ok"/);
    expectNoStack(text);
  });
});
