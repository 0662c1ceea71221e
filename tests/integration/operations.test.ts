import { rmSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { sampleFields } from '../support/fixtures/applicants.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databases)('readiness and request logs (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { LOG_REQUESTS: 'on' } });
  });
  afterAll(() => app.close());

  it('GET /api/health/ready answers 200 with the database and mail checks', async () => {
    const response = await fetch(app.url + '/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', mail: { transport: 'outbox', state: 'ok' } },
    });
  });

  it('answers 503 when mail cannot leave (the outbox folder is gone)', async () => {
    rmSync(path.join(app.dataDir, 'outbox'), { recursive: true, force: true });
    const response = await fetch(app.url + '/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', mail: { transport: 'outbox', state: 'failing' } },
    });
  });

  it('logs one JSON line per request with its request id, and no query string or body', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const fields = sampleFields.undergrad();
      const email = 'maria.private@example.org';
      const response = await fetch(`${app.url}/api/undergrad/get-all?q=${encodeURIComponent(email)}`, {
        headers: { 'X-Request-Id': 'client-chosen-id-123' },
      });
      const posted = await fetch(app.url + '/api/send/send-email-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, message: `my SSN is ${fields.socialSecurity}` }),
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const id = response.headers.get('x-request-id')!;
      // Not behind a trusted proxy: the client's id is not taken.
      expect(id).toMatch(UUID);
      expect(posted.headers.get('x-request-id')).toMatch(UUID);
      expect(posted.headers.get('x-request-id')).not.toBe(id);
      const logged = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
      const line = logged.find((l) => l.requestId === id);
      expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/undergrad/get-all', status: 401 });
      expect(logged.find((l) => l.requestId === posted.headers.get('x-request-id'))).toMatchObject({
        method: 'POST',
        path: '/api/send/send-email-contact',
      });
      const all = lines.join('\n');
      expect(all).not.toContain('maria.private');
      expect(all).not.toContain(fields.socialSecurity!);
      expect(all).not.toContain(fields.socialSecurity!.replace(/-/g, ''));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('request ids behind a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it("keeps the proxy's well-formed id and replaces a malformed one", async () => {
    const kept = await fetch(app.url + '/api/health', { headers: { 'X-Request-Id': 'proxy-id-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-id-0001');
    const replaced = await fetch(app.url + '/api/health', { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });
});
