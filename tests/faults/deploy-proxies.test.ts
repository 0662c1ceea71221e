import { get as httpGet } from 'node:http';
import { request } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { APPLICATION_KIND_PATHS } from '../../api/src/domain/applications/index.js';
import { sampleFields } from '../support/fixtures/applicants.js';
import { documentsFor, multipartForm } from '../support/fixtures/application-requests.js';
import { startInstance, type Instance } from '../support/two-instances.js';
import { KEY, needs } from '../integration/deploy.support.js';
import { encodeForm, freePort, httpsRequest, startCaddy, startNginx, type TlsProxy } from './deploy-proxies.support.js';

/**
 * The built app behind each proxy as deploy/ configures it, on loopback: Caddy with `tls internal`
 * (its own certificate authority), nginx terminating TLS with a certificate made by openssl.
 * The app runs as in production (TRUST_PROXY=127.0.0.1, rate limits on).
 */
const CONTACT = '/api/send/send-email-contact';
const PARENT_SUBMIT = `/api/${APPLICATION_KIND_PATHS.parent}/submit-new-application`;
const started = Date.now();

const proxies = [
  { name: 'caddy', start: startCaddy, tool: needs('caddy', 'the app behind Caddy') },
  { name: 'nginx', start: startNginx, tool: needs('nginx', 'the app behind nginx') && needs('openssl', 'the app behind nginx') },
] as const;

describe.each(proxies)('the built app behind $name with TLS', ({ name, start, tool }) => {
  let dataDir: string;
  let appPort: number;
  let app: Instance;
  let proxy: TlsProxy;
  const appEnv = () => ({
    DATA_DIR: dataDir,
    PORT: String(appPort),
    NODE_ENV: 'production',
    PUBLIC_URL: proxy?.url ?? 'https://localhost',
    TRUST_PROXY: '127.0.0.1',
    ODF_RATE_LIMITS: 'on',
    SHUTDOWN_GRACE_S: '20',
    ENCRYPTION_KEY: KEY,
    SESSION_SECRET: 's'.repeat(48),
  });

  beforeAll(async () => {
    if (!tool) return;
    dataDir = mkdtempSync(path.join(tmpdir(), `odf-behind-${name}-`));
    appPort = await freePort();
    app = await startInstance(name, appEnv());
    proxy = await start(appPort);
    const first = await httpsRequest(proxy.url, '/', { ca: proxy.ca });
    expect(first.status).toBe(200);
    console.log(
      `[deploy-proxies] ${name}: first HTTPS answer ${((Date.now() - started) / 1000).toFixed(1)} s after the suite started (app and proxy started cold)`,
    );
  }, 90_000);

  afterAll(async () => {
    await proxy?.stop();
    if (app && app.child.exitCode === null) app.child.kill('SIGTERM');
    await app?.exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!tool)('answers the site over HTTPS with HSTS and Secure cookies', async () => {
    const page = await httpsRequest(proxy.url, '/', { ca: proxy.ca });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const token = await httpsRequest(proxy.url, '/api/csrf-token', { ca: proxy.ca });
    const cookies = [token.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it.skipIf(!tool || name !== 'nginx')(
    "redirects plain HTTP to the site's own name whatever Host is sent, and names no version",
    async () => {
      // node:http, not fetch: fetch never sends a Host header of its own choosing.
      const answer = await new Promise<{ status?: number; headers: Record<string, unknown>; text: string }>((resolve, reject) =>
        httpGet({ host: '127.0.0.1', port: proxy.httpPort, path: '/apply?x=1', headers: { host: 'attacker.example' } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
        }).on('error', reject),
      );
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`${proxy.url}/apply?x=1`);
      expect(answer.headers.server).toBe('nginx');
      expect(answer.text).not.toMatch(/nginx\/\d/);
      const page = await httpsRequest(proxy.url, '/', { ca: proxy.ca });
      expect(page.headers.server).toBe('nginx');
    },
  );

  it.skipIf(!tool)(
    'lets a 35 MB submission through to the app',
    async () => {
      const docs = await documentsFor('parent', { sizeBytes: 5 * 1024 * 1024 });
      const { body, contentType } = await encodeForm(
        multipartForm(sampleFields.parent({ email: `big-${name}@example.org` }), docs),
      );
      expect(body.length).toBeGreaterThan(35 * 1024 * 1024);
      const answer = await httpsRequest(proxy.url, PARENT_SUBMIT, {
        ca: proxy.ca,
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': body.length },
        body,
        from: '127.0.0.20',
      });
      expect(answer.status, answer.text).toBe(201);
    },
    120_000,
  );

  it.skipIf(!tool)(
    'a visitor writing its own X-Forwarded-For meets the per-address limit at the same count',
    async () => {
      const body = Buffer.from(JSON.stringify({ name: 'Sam Lee', email: 'sam@example.org', message: 'Hello there.' }));
      const untilLimited = async (from: string, forge: boolean) => {
        for (let sent = 1; sent <= 100; sent++) {
          const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': body.length };
          if (forge) headers['x-forwarded-for'] = `203.0.113.${sent}`;
          const answer = await httpsRequest(proxy.url, CONTACT, { ca: proxy.ca, method: 'POST', headers, body, from });
          if (answer.status === 429) return sent;
          expect(answer.status).toBe(201);
        }
        throw new Error('no per-address limit answered 429 within 100 requests');
      };
      const honest = await untilLimited('127.0.0.30', false);
      const forging = await untilLimited('127.0.0.31', true);
      expect(honest).toBeGreaterThan(1);
      expect(forging).toBe(honest);
    },
    120_000,
  );

  it.skipIf(!tool)(
    'a restart during an upload loses no acknowledged submission, and the site comes back',
    async () => {
      const docs = await documentsFor('parent', { sizeBytes: 256 * 1024 });
      const { body, contentType } = await encodeForm(
        multipartForm(sampleFields.parent({ email: `restart-${name}@example.org` }), docs),
      );
      const { port } = new URL(proxy.url);
      const upload = request({
        host: '127.0.0.1',
        servername: 'localhost',
        port: Number(port),
        path: PARENT_SUBMIT,
        method: 'POST',
        headers: { host: `localhost:${port}`, 'content-type': contentType, 'content-length': body.length },
        ca: proxy.ca,
        localAddress: '127.0.0.40',
        agent: false,
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        upload.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        });
        upload.on('error', reject);
      });
      // Half the upload, then `systemctl restart`: SIGTERM, and a new process once the old one exits.
      upload.write(body.subarray(0, body.length >> 1));
      await new Promise((resolve) => setTimeout(resolve, 500));
      app.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 700));
      upload.end(body.subarray(body.length >> 1));
      const result = await answered;
      expect(await app.exited).toBe(0);
      app = await startInstance(name, appEnv());
      const ready = await httpsRequest(proxy.url, '/api/health/ready', { ca: proxy.ca });
      expect(ready.status).toBe(200);
      // The upload was acknowledged (201) and is stored; an upload answered otherwise would not count.
      expect(result.status, result.text).toBe(201);
      const { reference } = JSON.parse(result.text) as { reference: string };
      const db = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true });
      try {
        expect(db.prepare('SELECT reference FROM parent_applicants WHERE reference = ?').all(reference)).toEqual([{ reference }]);
      } finally {
        db.close();
      }
    },
    120_000,
  );
});
