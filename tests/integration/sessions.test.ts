import { createHash, createHmac } from 'node:crypto';
import type session from 'express-session';
import { SESSION_IDLE_MS } from '../../api/src/auth/session-settings.js';
import { SessionRecord } from '../../api/src/modules/accounts/session.entity.js';
import { TypeormSessionStore } from '../../api/src/modules/accounts/session.store.js';
import { countQueries } from '../bench/query-counter.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff, STRONG_PASSWORD } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const REGISTER = '/api/auth/admin-access/register';
const LOGOUT = '/api/auth/admin-access/logout';
const registration = () => ({
  firstName: 'Ada',
  lastName: 'Byron',
  email: `ada-${Math.random().toString(36).slice(2)}@example.org`,
  password: STRONG_PASSWORD,
  password2: STRONG_PASSWORD,
});

/** The session id inside a signed `odf.sid` cookie value (s:<id>.<signature>, URL-encoded). */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie);
  return value.slice(2, value.lastIndexOf('.'));
}

/** What a browser would send for session id `sid`, signed with the app's secret as express-session does. */
function signedCookie(sid: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `odf.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

describe.each(databases)('sessions and CSRF tokens (%s)', (dbKind) => {
  let app: TestApp;
  const sessionRows = () => app.services.infra.db.getRepository(SessionRecord).count();

  beforeAll(async () => {
    app = await startTestApp(dbKind);
  });
  afterAll(() => app.close());

  it('stores no session for 500 anonymous CSRF token requests', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 500; i++) {
      const response = await fetch(`${app.url}/api/csrf-token`);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('odf.sid='))).toBe(false);
      await response.arrayBuffer();
    }
    expect(await sessionRows()).toBe(before);
  }, 60_000);

  it('lets an anonymous visitor register with the token and its cookie, REST and GraphQL', async () => {
    const visitor = new HttpClient(app.url);
    expect((await visitor.post(REGISTER, registration(), true)).status).toBe(201);
    const result = await visitor.graphql('mutation($i: RegistrationInput!) { register(input: $i) }', { i: registration() });
    expect(result.errors).toBeUndefined();
    expect(visitor.hasSession).toBe(false);
  });

  it('refuses an anonymous token without its cookie, with another cookie, or with a forged signature', async () => {
    const visitor = new HttpClient(app.url);
    const token = await visitor.csrfToken();
    const [, nonce, mac] = token.split('.');
    const other = await new HttpClient(app.url).csrfToken();
    const send = (csrf: string, cookie?: string) =>
      fetch(app.url + REGISTER, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'CSRF-Token': csrf, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(registration()),
      });
    expect((await send(token)).status).toBe(403);
    expect((await send(token, `odf.csrf=${other.split('.')[1]}`)).status).toBe(403);
    expect((await send(`a.${nonce}.${mac!.slice(1)}A`, `odf.csrf=${nonce}`)).status).toBe(403);
    expect((await send(token, `odf.csrf=${nonce}`)).status).toBe(201);
  });

  it('gives signed-in staff the session-bound token, and refuses them an anonymous one', async () => {
    const { client } = await signedInStaff(app, 'employee');
    const token = await client.csrfToken();
    expect(token).not.toMatch(/^a\./);
    const anonymous = new HttpClient(app.url);
    const anonymousToken = await anonymous.csrfToken();
    const withAnonymous = await fetch(app.url + LOGOUT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'CSRF-Token': anonymousToken,
        cookie: `odf.sid=${client.cookie('odf.sid')}; odf.csrf=${anonymous.cookie('odf.csrf')}`,
      },
      body: '{}',
    });
    expect(withAnonymous.status).toBe(403);
    expect((await client.get('/api/auth/status')).status).toBe(200);
    expect((await client.post(LOGOUT, {}, true)).status).toBe(200);
  });

  it('stores session ids hashed: the table holds no id a browser could present', async () => {
    const { client, account } = await signedInStaff(app, 'admin');
    const sid = sessionIdOf(client.cookie('odf.sid')!);
    const rows = await app.services.infra.db.getRepository(SessionRecord).findBy({ userId: account.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).not.toBe(sid);
    expect(rows[0]!.sid).toBe(createHash('sha256').update(sid).digest('hex'));
    expect(rows[0]!.data).not.toContain(sid);
    // Even with the secret, the stored value signs nobody in.
    const leaked = await fetch(`${app.url}/api/auth/status`, {
      headers: { cookie: signedCookie(rows[0]!.sid, app.config.sessionSecret) },
    });
    expect(leaked.status).toBe(401);
    const real = await fetch(`${app.url}/api/auth/status`, { headers: { cookie: signedCookie(sid, app.config.sessionSecret) } });
    expect(real.status).toBe(200);
  });

  it('costs at most 3 SQL queries for a staff list page, REST and GraphQL, and writes the session once a minute at most', async () => {
    const { client } = await signedInStaff(app, 'volunteer');
    // The mail outbox's worker looks for due mail on its own timer; its statements are not the page's.
    await app.services.mailOutbox.stop();
    const counter = countQueries(app.services.infra.db);
    try {
      const list = () => client.get('/api/undergrad/get-all?pageSize=50');
      const graphqlList = () => client.graphql('{ applications(kind: UNDERGRAD, pageSize: 50) { total items { id } } }');
      // The console holds its CSRF token already; the first request may write the session.
      await client.csrfToken();
      await list();
      for (const call of [list, graphqlList, list, graphqlList]) {
        counter.reset();
        await call();
        expect(counter.count, call.name).toBeLessThanOrEqual(3);
      }
    } finally {
      counter.stop();
      app.services.mailOutbox.start();
    }
  });

  describe('the 30-minute idle timeout, with a clock of our own', () => {
    // Ahead of the real clock, so the app's own sweep of expired rows never touches this one.
    let now = Date.now() + 30 * 24 * 60 * 60_000;
    const clock = () => now;
    const sid = `idle-${dbKind}`;
    const data = (at: number) =>
      ({ cookie: { originalMaxAge: SESSION_IDLE_MS, expires: new Date(at + SESSION_IDLE_MS) }, passport: { user: 1 } }) as never;

    const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
      new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));
    const expiresAt = async () =>
      (
        await app.services.infra.db
          .getRepository(SessionRecord)
          .findOneBy({ sid: createHash('sha256').update(sid).digest('hex') })
      )?.expiresAt;

    it('writes the expiry at most once a minute, keeps an active session, and ends an idle one after 30 minutes', async () => {
      const store = new TypeormSessionStore(app.services.infra.db, clock);
      await call((cb) => store.set(sid, data(now), cb));
      const first = await expiresAt();

      // A request every 20 seconds for 40 minutes: the expiry moves once a minute, the session lives.
      for (let t = 0; t < 40 * 60; t += 20) {
        now += 20_000;
        expect(await call<session.SessionData | null>((cb) => store.get(sid, cb))).not.toBeNull();
        await call((cb) => store.touch(sid, data(now), cb));
      }
      const afterActivity = (await expiresAt())!.getTime();
      expect(afterActivity).toBeGreaterThan(first!.getTime() + 38 * 60_000);
      expect(afterActivity).toBeLessThanOrEqual(now + SESSION_IDLE_MS);
      expect(afterActivity).toBeGreaterThan(now + SESSION_IDLE_MS - 60_000);

      // Then nothing: still there just under 29 minutes later, gone at 30.
      now += 29 * 60_000 - 1;
      expect(await call((cb) => store.get(sid, cb))).not.toBeNull();
      now += 60_000 + 1;
      expect(await call((cb) => store.get(sid, cb))).toBeNull();
    });
  });
});
