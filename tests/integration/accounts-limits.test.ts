import { LIMIT_RULES as ACCOUNT_LIMIT_RULES } from '../../api/src/modules/rate-limits/rate-limits.js';
import { HttpClient } from '../support/http-client.js';
import { createStaffAccount, STRONG_PASSWORD } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const LOGIN = '/api/auth/admin-access/login';

async function expectTooMany(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe.each(databases)('rate limits on the account doors on %s', (kind) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp(kind, { env: { ODF_RATE_LIMITS: 'on' } });
  });
  afterEach(() => app.close());

  it('locks one account after 5 wrong passwords, for REST and GraphQL alike, while others still sign in', async () => {
    const target = await createStaffAccount(app, 'employee');
    const other = await createStaffAccount(app, 'employee');
    for (let i = 0; i < ACCOUNT_LIMIT_RULES.loginFailuresPerAccount.limit; i++) {
      expect((await new HttpClient(app.url).post(LOGIN, { email: target.email, password: 'Wrong#Pass1' })).status).toBe(401);
    }
    await expectTooMany(await new HttpClient(app.url).post(LOGIN, { email: target.email, password: target.password }));
    const graphql = await new HttpClient(app.url).graphql(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { mfa } }',
      { e: target.email.toUpperCase(), p: target.password },
      { csrf: false },
    );
    expect(graphql.status).toBe(429);
    expect(graphql.errors?.[0]).toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
    expect((await new HttpClient(app.url).post(LOGIN, { email: other.email, password: other.password })).status).toBe(200);
  });

  it('limits login attempts per address', async () => {
    const { limit } = ACCOUNT_LIMIT_RULES.loginPerIp;
    for (let i = 0; i < limit; i++) {
      const response = await new HttpClient(app.url).post(LOGIN, { email: `nobody${i}@example.org`, password: 'Wrong#Pass1' });
      expect(response.status).toBe(401);
    }
    await expectTooMany(await new HttpClient(app.url).post(LOGIN, { email: 'someone@example.org', password: 'Wrong#Pass1' }));
  });

  it('limits registrations per address', async () => {
    const client = new HttpClient(app.url);
    const form = (n: number) => ({
      firstName: 'R',
      lastName: 'L',
      email: `r${n}@example.org`,
      password: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
    });
    for (let i = 0; i < ACCOUNT_LIMIT_RULES.registrationPerIp.limit; i++) {
      expect((await client.post('/api/auth/admin-access/register', form(i), true)).status).toBe(201);
    }
    await expectTooMany(await client.post('/api/auth/admin-access/register', form(99), true));
  });

  it('limits reset-code requests per account and per address', async () => {
    const send = (email: string) =>
      new HttpClient(app.url).post('/api/auth/admin-access/reset-password/send-temp-code', { email });
    for (let i = 0; i < ACCOUNT_LIMIT_RULES.resetRequestPerIpAndAccount.limit; i++)
      expect((await send('one@example.org')).status).toBe(200);
    await expectTooMany(await send('one@example.org'));
    // The per-address limit (5) is now one request away.
    expect((await send('two@example.org')).status).toBe(200);
    await expectTooMany(await send('three@example.org'));
  });
});
