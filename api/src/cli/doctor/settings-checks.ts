import { ConfigError, parsePublicUrl, parseStaffMfa, parseTrustProxy } from '../../config/config.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

/** The settings a proxied, production install depends on; each read as the server reads it. */
export function checkProduction(ctx: DoctorContext): CheckResult {
  if (ctx.production) return ok('production', 'NODE_ENV=production: Secure cookies and HSTS are on');
  return warn(
    'production',
    'NODE_ENV is not production: cookies are not Secure and there is no HSTS',
    'Set NODE_ENV=production in /etc/odf/odf.env on a public server.',
  );
}

export function checkPublicUrl(ctx: DoctorContext): CheckResult {
  let url: string;
  try {
    url = parsePublicUrl(ctx.env.PUBLIC_URL);
  } catch (error) {
    return fail('public-url', (error as Error).message, "Set PUBLIC_URL to the site's address, e.g. https://apply.example.org.");
  }
  if (ctx.production && !url.startsWith('https://')) {
    return fail(
      'public-url',
      `${url} is not https`,
      'Set PUBLIC_URL to the https:// address the proxy serves: links in e-mails and passkeys use it.',
    );
  }
  return ok('public-url', url);
}

/**
 * In production the app sits behind the TLS proxy (it speaks plain HTTP only). A hop count lets
 * anyone who reaches the app's port directly write their own address in X-Forwarded-For; no
 * trust at all makes every visitor the proxy's address, one shared per-address limit.
 */
export function checkTrustProxy(ctx: DoctorContext): CheckResult {
  let trust: ReturnType<typeof parseTrustProxy>;
  try {
    trust = parseTrustProxy(ctx.env.TRUST_PROXY);
  } catch (error) {
    return fail('trust-proxy', (error as Error).message, "Set TRUST_PROXY to the proxy's address, e.g. 127.0.0.1.");
  }
  const fix = "Set TRUST_PROXY to the proxy's address (127.0.0.1 when Caddy or nginx runs on this machine), not a hop count.";
  if (typeof trust === 'number') {
    const detail = `a hop count (${trust}): a caller reaching the app without the proxy chooses its own address with X-Forwarded-For`;
    return ctx.production ? fail('trust-proxy', detail, fix) : warn('trust-proxy', detail, fix);
  }
  if (trust === false) {
    const detail = "unset: behind a proxy every visitor shares the proxy's address and one per-address limit";
    return ctx.production ? fail('trust-proxy', detail, fix) : ok('trust-proxy', 'unset (no proxy; not production)');
  }
  return ok('trust-proxy', `the proxy at ${trust.join(', ')}`);
}

/** One session secret for all instances: else a visitor signed in on one is signed out on the next. */
export async function checkSessionSecret(ctx: DoctorContext): Promise<CheckResult> {
  if (ctx.env.SESSION_SECRET) {
    if (ctx.env.SESSION_SECRET.length < 32)
      return fail('session-secret', 'shorter than 32 characters', 'Use `openssl rand -hex 32`.');
    return ok('session-secret', ctx.given.SESSION_SECRET ? 'set in the environment' : 'set by the session-secret credential');
  }
  if (ctx.databaseUrl && ctx.db) {
    const rows = (await ctx.db
      .query("SELECT name FROM instance_secrets WHERE name = 'session-secret'")
      .catch(() => [])) as unknown[];
    if (rows.length) return ok('session-secret', 'shared by every instance through the database');
    return warn(
      'session-secret',
      'not set, and not yet stored in the database',
      'Set the session-secret credential, the same for every instance.',
    );
  }
  return ok('session-secret', 'generated into DATA_DIR (one instance on SQLite)');
}

export function checkSecondFactor(ctx: DoctorContext): CheckResult {
  try {
    const mode = parseStaffMfa(ctx.env);
    if (mode === 'off')
      return warn(
        'second-factor',
        'STAFF_MFA=off: staff sign in with a password alone',
        'Unset STAFF_MFA (required is the default).',
      );
    return ok('second-factor', 'every staff sign-in asks for a second factor');
  } catch (error) {
    if (error instanceof ConfigError) return fail('second-factor', error.message, 'Unset STAFF_MFA.');
    throw error;
  }
}
