/**
 * The security headers of ARCHITECTURE.md on the three kinds of response (a prerendered page,
 * an /api answer, /graphql), in development and in production, where HSTS and Secure cookies
 * join them. Headers do not depend on the database, so SQLite alone is enough here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../api/src/config/paths.js';
import { createStaffAccount } from '../support/staff-accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const webRoot = path.join(projectRoot, 'dist', 'web');
const secrets = { SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: 'cd'.repeat(32) };

/** The directives of a CSP header, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const requests: [string, (url: string) => Promise<Response>][] = [
  ['an HTML page', (url) => fetch(url + '/', { headers: { accept: 'text/html' } })],
  ['an /api answer', (url) => fetch(url + '/api/health')],
  [
    'a /graphql answer',
    (url) =>
      fetch(url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ health }"}',
      }),
  ],
  ['the GraphiQL playground', (url) => fetch(url + '/graphql', { headers: { accept: 'text/html' } })],
];

describe.each(['development', 'production'] as const)('security headers in %s', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('Run `npm run build` first: pages come from dist/web.');
    app = await startTestApp('sqlite', {
      webRoot,
      env: { ...secrets, ...(mode === 'production' ? { NODE_ENV: 'production', TRUST_PROXY: '1' } : {}) },
    });
  });
  afterAll(() => app.close());

  it.each(requests)('on %s', async (what, send) => {
    const response = await send(app.url);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    // Scripts from our origin only: no inline script, no eval, no other host.
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    // Workers (the console's PDF preview, the playground's editor) only from our own files, never blob:.
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|\*|https?:/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const hsts = response.headers.get('strict-transport-security');
    if (mode === 'production') {
      expect(hsts).toMatch(/^max-age=(\d+); includeSubDomains$/);
      expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
      if (what !== 'the GraphiQL playground') expect(csp).toHaveProperty('upgrade-insecure-requests');
    } else {
      expect(hsts).toBeNull();
    }
  });

  it('serves the prerendered page without any inline script', async () => {
    const html = await (await fetch(app.url + '/', { headers: { accept: 'text/html' } })).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      // JSON data islands are not executed; every executable script is an external file.
      if (/type="application\/(?:ld\+)?json"/.test(attributes!)) continue;
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+="/i); // no inline event handlers either
  });

  it('gives the session and CSRF cookies HttpOnly and SameSite=Lax, and Secure in production', async () => {
    const account = await createStaffAccount(app, 'volunteer');
    const login = (headers: Record<string, string>) =>
      fetch(app.url + '/api/auth/admin-access/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
    const https = { 'x-forwarded-proto': 'https' };
    const session = (await login(https)).headers.getSetCookie().find((c) => c.startsWith('odf.sid='));
    const anonymous = await fetch(app.url + '/api/csrf-token', { headers: https });
    const csrf = anonymous.headers.getSetCookie().find((c) => c.startsWith('odf.csrf='));
    for (const cookie of [session, csrf]) {
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      if (mode === 'production') expect(cookie).toMatch(/; Secure/i);
      else expect(cookie).not.toMatch(/; Secure/i);
    }
    if (mode === 'production') {
      // Over plain HTTP a Secure session cookie is never handed out at all.
      const plain = await login({});
      expect(plain.headers.getSetCookie().filter((c) => c.startsWith('odf.sid='))).toEqual([]);
    }
  });
});
