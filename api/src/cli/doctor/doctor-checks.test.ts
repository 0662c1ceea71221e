import { createServer, type Server } from 'node:net';
import type { DoctorContext, Env } from './check.js';
import { checkRuntime } from './runtime-check.js';
import { checkScanner } from './scanner-check.js';
import { checkPublicUrl, checkSecondFactor, checkTrustProxy } from './settings-checks.js';

const context = (env: Env): DoctorContext => ({
  env,
  given: env,
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  production: env.NODE_ENV === 'production',
  db: undefined,
});

/** A stand-in for clamd: answers `reply` to whatever it is sent, then closes. */
async function fakeClamd(reply: (sent: string) => string): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => {
    socket.once('data', (chunk: Buffer) => socket.end(reply(chunk.toString('latin1'))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `tcp://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

describe('the doctor’s scanner check', () => {
  it('sends zPING and passes on PONG', async () => {
    const clamd = await fakeClamd((sent) => (sent === 'zPING\0' ? 'PONG\0' : 'UNKNOWN COMMAND\0'));
    try {
      expect(await checkScanner(context({ CLAMD_URL: clamd.url }))).toMatchObject({ status: 'ok' });
    } finally {
      clamd.server.close();
    }
  });

  it('fails on any other answer, and on no clamd; warns when none is configured', async () => {
    const clamd = await fakeClamd(() => 'PANG\0');
    try {
      expect(await checkScanner(context({ CLAMD_URL: clamd.url }))).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(/PANG/),
      });
    } finally {
      clamd.server.close();
    }
    expect(await checkScanner(context({ CLAMD_URL: 'tcp://127.0.0.1:9' }))).toMatchObject({ status: 'fail' });
    expect(await checkScanner(context({}))).toMatchObject({ status: 'warn', detail: expect.stringMatching(/not scanned/) });
  });
});

describe('the doctor’s settings checks', () => {
  it.each([
    ['127.0.0.1', 'production', 'ok'],
    ['10.0.0.5,loopback', 'production', 'ok'],
    ['1', 'production', 'fail'],
    ['', 'production', 'fail'],
    ['1', 'development', 'warn'],
    ['', 'development', 'ok'],
    ['nonsense', 'development', 'fail'],
  ])('TRUST_PROXY=%j in %s: %s', (value, nodeEnv, status) => {
    expect(checkTrustProxy(context({ TRUST_PROXY: value, NODE_ENV: nodeEnv })).status).toBe(status);
  });

  it('wants https in production, and a second factor', () => {
    expect(checkPublicUrl(context({ NODE_ENV: 'production', PUBLIC_URL: 'http://apply.example.org' })).status).toBe('fail');
    expect(checkPublicUrl(context({ NODE_ENV: 'production', PUBLIC_URL: 'https://apply.example.org' })).status).toBe('ok');
    expect(checkPublicUrl(context({ PUBLIC_URL: 'http://localhost:3000' })).status).toBe('ok');
    expect(checkSecondFactor(context({ STAFF_MFA: 'off' })).status).toBe('warn');
    expect(checkSecondFactor(context({ STAFF_MFA: 'off', NODE_ENV: 'production' })).status).toBe('fail');
    expect(checkSecondFactor(context({})).status).toBe('ok');
  });
});

describe('the doctor’s runtime check', () => {
  const today = new Date('2026-11-28T12:00:00Z');

  it('fails a Node past its end of life in production, and warns elsewhere', () => {
    const production = checkRuntime(context({ NODE_ENV: 'production' }), '20.20.2', today);
    expect(production).toMatchObject({ status: 'fail', detail: expect.stringMatching(/end of life on 2026-04-30/) });
    expect(production.fix).toMatch(/Node 24 LTS/);
    expect(checkRuntime(context({}), '20.20.2', today)).toMatchObject({ status: 'warn' });
  });

  it('passes the supported lines until their end, and fails a line the site is not tested on', () => {
    expect(checkRuntime(context({ NODE_ENV: 'production' }), '24.21.0', today)).toMatchObject({ status: 'ok' });
    expect(checkRuntime(context({ NODE_ENV: 'production' }), '22.23.3', today)).toMatchObject({ status: 'ok' });
    expect(checkRuntime(context({ NODE_ENV: 'production' }), '22.23.3', new Date('2027-05-01'))).toMatchObject({
      status: 'fail',
    });
    expect(checkRuntime(context({ NODE_ENV: 'production' }), '23.11.1', today)).toMatchObject({ status: 'fail' });
    // Older than the release the dependencies ask for (typeorm wants 22.13, @apollo/server 22.15).
    expect(checkRuntime(context({ NODE_ENV: 'production' }), '22.12.0', today)).toMatchObject({ status: 'fail' });
  });
});
