import { databases, startTestApp, type TestApp } from '../support/test-app.js';

// Apollo clients with automatic persisted queries send a hash first; the server keeps no such
// cache, and must say so as a client error without logging an internal one (issue 30).
describe.each(databases)('a persisted-query request (%s)', (dbKind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dbKind);
  }, 60_000);
  afterAll(() => app.close());

  const hashOnly = {
    extensions: {
      persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' },
    },
  };

  it.each([
    ['a POST with a hash and no query', () => ({ method: 'POST', body: JSON.stringify(hashOnly) })],
    [
      'a GET with a hash and no query',
      () => ({ method: 'GET', query: `?extensions=${encodeURIComponent(JSON.stringify(hashOnly.extensions))}` }),
    ],
  ])('answers %s with PERSISTED_QUERY_NOT_SUPPORTED (400) and logs no error', async (_name, request) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { method, body, query = '' } = request() as { method: string; body?: string; query?: string };
      const response = await fetch(`${app.url}/graphql${query}`, {
        method,
        body,
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      });
      const text = await response.clone().text();
      expect(response.status, text).toBe(400);
      const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(answer.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
      expect(answer.errors[0]!.message).toMatch(/persisted queries are not supported/i);
      expect(logged).not.toHaveBeenCalled();
      // The same client's next, ordinary request still works.
      const next = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        body: JSON.stringify({ query: '{ __typename }' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(next.status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });
});
