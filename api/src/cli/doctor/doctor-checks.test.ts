import { nodeEnvKind } from '../../config/config.js';
import type { DoctorContext, Env } from './check.js';
import { checkRuntime } from './runtime-check.js';
import {
  checkAuditKey,
  checkHost,
  checkIntrospection,
  checkProduction,
  checkPublicUrl,
  checkRateLimits,
  checkSecondFactor,
  checkTrustProxy,
} from './settings-checks.js';

/** As the doctor builds it: a misspelt production is judged as production. */
const context = (env: Env): DoctorContext => ({
  env,
  given: env,
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  production: nodeEnvKind(env.NODE_ENV) !== 'other',
  db: undefined,
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

describe('the doctor’s production checks (issue 36)', () => {
  it.each(['Production', 'PRODUCTION', ' production', 'production '])(
    'fails NODE_ENV=%j, which is not production, saying to write it exactly',
    (value) => {
      const result = checkProduction(context({ NODE_ENV: value }));
      expect(result).toMatchObject({ status: 'fail', detail: expect.stringContaining(JSON.stringify(value)) });
      expect(result.fix).toMatch(/NODE_ENV=production exactly/);
      // What was meant is production: STAFF_MFA=off and limits off fail as they would there.
      expect(checkSecondFactor(context({ NODE_ENV: value, STAFF_MFA: 'off' })).status).toBe('fail');
      expect(checkRateLimits(context({ NODE_ENV: value, ODF_RATE_LIMITS: 'off' })).status).toBe('fail');
    },
  );

  it('passes production, and warns on anything else', () => {
    expect(checkProduction(context({ NODE_ENV: 'production' })).status).toBe('ok');
    expect(checkProduction(context({ NODE_ENV: 'development' })).status).toBe('warn');
    expect(checkProduction(context({})).status).toBe('warn');
  });

  it('fails rate limits off in production, warns elsewhere, and passes them on', () => {
    const off = checkRateLimits(context({ NODE_ENV: 'production', ODF_RATE_LIMITS: 'off' }));
    expect(off).toMatchObject({ status: 'fail', detail: expect.stringMatching(/^ODF_RATE_LIMITS=off/) });
    expect(off.fix).toMatch(/Unset ODF_RATE_LIMITS/);
    expect(checkRateLimits(context({ ODF_RATE_LIMITS: 'off' })).status).toBe('warn');
    expect(checkRateLimits(context({ NODE_ENV: 'production' })).status).toBe('ok');
    expect(checkRateLimits(context({ NODE_ENV: 'production', ODF_RATE_LIMITS: 'on' })).status).toBe('ok');
  });

  it.each([
    [undefined, '127.0.0.1', 'warn'],
    ['0.0.0.0', '127.0.0.1', 'warn'],
    ['::', 'loopback', 'warn'],
    ['10.0.0.4', '127.0.0.1,::1', 'warn'],
    ['127.0.0.1', '127.0.0.1', 'ok'],
    ['localhost', 'loopback', 'ok'],
    ['::1', '127.0.0.1', 'ok'],
    // A proxy on another machine must reach the app from outside.
    ['0.0.0.0', '10.0.0.5', 'ok'],
    ['0.0.0.0', '127.0.0.1,10.0.0.5', 'ok'],
    ['0.0.0.0', '', 'ok'],
    ['0.0.0.0', '1', 'ok'],
  ])('HOST=%j behind TRUST_PROXY=%j: %s', (host, trust, status) => {
    const result = checkHost(context({ NODE_ENV: 'production', TRUST_PROXY: trust, ...(host ? { HOST: host } : {}) }));
    expect(result.status).toBe(status);
    if (status === 'warn') {
      expect(result.detail).toMatch(/around it/);
      expect(result.fix).toMatch(/HOST=127\.0\.0\.1/);
    }
  });

  it('warns on introspection open to everyone in production only', () => {
    const open = checkIntrospection(context({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'everyone' }));
    expect(open).toMatchObject({ status: 'warn', detail: expect.stringMatching(/^GRAPHQL_INTROSPECTION=everyone/) });
    expect(open.fix).toMatch(/Unset GRAPHQL_INTROSPECTION/);
    expect(checkIntrospection(context({ NODE_ENV: 'production' })).status).toBe('ok');
    expect(checkIntrospection(context({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'staff' })).status).toBe('ok');
    expect(checkIntrospection(context({ GRAPHQL_INTROSPECTION: 'everyone' })).status).toBe('ok');
    expect(checkIntrospection(context({ GRAPHQL_INTROSPECTION: 'all' }))).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^GRAPHQL_INTROSPECTION is invalid/),
    });
  });
});

describe('the doctor’s audit key check (issue 36, low 9)', () => {
  it('passes a key given, fails a short one, and warns when several instances would each generate their own', () => {
    expect(checkAuditKey(context({ AUDIT_KEY: 'k'.repeat(64) })).status).toBe('ok');
    expect(checkAuditKey(context({ AUDIT_KEY: 'short' })).status).toBe('fail');
    expect(checkAuditKey(context({})).status).toBe('ok');
    expect(checkAuditKey({ ...context({}), databaseUrl: 'mysql://odf@db/odf' }).status).toBe('warn');
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
