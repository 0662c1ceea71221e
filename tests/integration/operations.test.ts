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

  it('GET /api/health/ready answers 200 with the database, mail outbox and mail checks', async () => {
    const response = await fetch(app.url + '/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        outbox: { state: 'ok', due: 0, oldestDueSeconds: 0, failed: 0 },
        mail: { transport: 'outbox', state: 'ok' },
      },
    });
  });

  it('shows mail waiting over 10 minutes as delayed but stays ready, and answers 503 when the outbox cannot be read', async () => {
    const health = vi.spyOn(app.services.mailOutbox, 'health');
    try {
      health.mockResolvedValueOnce({ due: 3, oldestDueSeconds: 3600, failed: 1 });
      const delayed = await fetch(app.url + '/api/health/ready');
      expect(delayed.status).toBe(200);
      expect(((await delayed.json()) as { checks: unknown }).checks).toMatchObject({
        outbox: { state: 'delayed', due: 3, oldestDueSeconds: 3600, failed: 1 },
      });
      health.mockRejectedValueOnce(new Error('no such table: mail_outbox'));
      const broken = await fetch(app.url + '/api/health/ready');
      expect(broken.status).toBe(503);
      const body = await broken.text();
      expect(JSON.parse(body)).toMatchObject({ status: 'unavailable', checks: { database: 'ok', outbox: { state: 'failing' } } });
      // No error text leaves the server.
      expect(body).not.toContain('mail_outbox');
    } finally {
      health.mockRestore();
    }
  });

  it('counts real queued mail: a contact message waits in the outbox until the worker sends it', async () => {
    // Stop this instance's worker, so the message stays queued.
    await app.services.mailOutbox.stop();
    try {
      const posted = await fetch(app.url + '/api/send/send-email-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello there' }),
      });
      expect(posted.status).toBeLessThan(300);
      const waiting = (await (await fetch(app.url + '/api/health/ready')).json()) as { checks: { outbox: { due: number } } };
      expect(waiting.checks.outbox.due).toBeGreaterThanOrEqual(1);
    } finally {
      app.services.mailOutbox.start();
    }
    await app.services.mailOutbox.runDue();
    const sent = (await (await fetch(app.url + '/api/health/ready')).json()) as { checks: { outbox: { due: number } } };
    expect(sent.checks.outbox.due).toBe(0);
  });

  it('answers 503 when mail cannot leave (the outbox folder is gone)', async () => {
    rmSync(path.join(app.dataDir, 'outbox'), { recursive: true, force: true });
    const response = await fetch(app.url + '/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', outbox: { state: 'ok' }, mail: { transport: 'outbox', state: 'failing' } },
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
