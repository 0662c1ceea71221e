import { ConfigError, parseTrustProxy } from '../../api/src/config/config.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

const CONTACT = '/api/send/send-email-contact';
const contact = { name: 'Sam Lee', email: 'sam@example.org', message: 'Hello there.' };

/** Sends the contact form as if from `forwardedFor` (a header anyone can write) until it answers 429. */
async function sendUntilLimited(app: TestApp, forwardedFor: string): Promise<number> {
  for (let sent = 1; sent <= 100; sent++) {
    const response = await post(app, forwardedFor);
    if (response.status === 429) return sent;
    expect(response.status).toBe(201);
  }
  throw new Error('no per-address limit answered 429 within 100 requests');
}

async function post(app: TestApp, forwardedFor: string): Promise<Response> {
  const response = await fetch(app.url + CONTACT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(contact),
  });
  await response.arrayBuffer();
  return response;
}

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,loopback')).toEqual(['10.0.0.5', '10.0.1.0/24', 'loopback']);
    expect(parseTrustProxy('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '-1', '10.0.0.1/8/2'])
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
  });
});

describe.each(databases)('a forged X-Forwarded-For (%s)', (dbKind) => {
  it('does not escape the per-address limit when the caller is not a listed proxy', async () => {
    // The app trusts one proxy address; this caller connects from 127.0.0.1, with no proxy in front.
    const app = await startTestApp(dbKind, { env: { ODF_RATE_LIMITS: 'on', TRUST_PROXY: '10.0.0.9' } });
    try {
      await sendUntilLimited(app, '203.0.113.1');
      for (const forged of ['203.0.113.2', '198.51.100.7, 203.0.113.3', '127.0.0.2'])
        expect((await post(app, forged)).status, forged).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('behind a listed proxy, counts each forwarded client on its own', async () => {
    const app = await startTestApp(dbKind, { env: { ODF_RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' } });
    try {
      await sendUntilLimited(app, '203.0.113.1');
      expect((await post(app, '203.0.113.1')).status).toBe(429);
      expect((await post(app, '203.0.113.2')).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});
