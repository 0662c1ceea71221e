import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { HttpClient } from '../support/http-client.js';

describe.each(databases)('foundation on %s', (kind) => {
  let app: TestApp;
  let client: HttpClient;
  beforeAll(async () => {
    app = await startTestApp(kind);
    client = new HttpClient(app.url);
  });
  afterAll(() => app.close());

  it('migrates the database at start', async () => {
    const names = app.services.infra.db.migrations.map((m) => m.name);
    const applied = (await app.services.infra.db.query('SELECT name FROM migrations')) as { name: string }[];
    expect(applied.map((r) => r.name).sort()).toEqual(names.sort());
  });

  it('answers the health endpoint', async () => {
    const response = await client.get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const response = await client.get('/api/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'No such API endpoint.' });
  });

  it('answers malformed JSON with a clear 400, no stack trace', async () => {
    const response = await client.request('POST', '/api/health', {
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'The request body is not valid JSON.' });
    expect(text).not.toMatch(/at \w+ \(/);
  });

  it('serves GraphQL with csrfPrevention on', async () => {
    const ok = await client.graphql('{ health __typename }');
    expect(ok.data).toEqual({ health: 'ok', __typename: 'Query' });
    const simple = await fetch(`${app.url}/graphql?query=%7B__typename%7D`);
    expect(simple.status).toBe(400);
  });

  it('hands an anonymous visitor a signed CSRF token that stores no session, the same on each request', async () => {
    const fresh = new HttpClient(app.url);
    const token = await fresh.csrfToken();
    expect(token).toMatch(/^a\.[\w-]{24}\.[\w-]{43}$/);
    expect(fresh.hasSession).toBe(false);
    const again = await fresh.get('/api/csrf-token');
    expect(((await again.json()) as { csrfToken: string }).csrfToken).toBe(token);
  });

  it('sends the security headers', async () => {
    const response = await client.get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
