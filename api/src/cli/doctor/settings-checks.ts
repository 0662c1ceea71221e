import {
  ConfigError,
  nodeEnvKind,
  parseDisclosure,
  parsePublicUrl,
  parseStaffMfa,
  parseTrustProxy,
} from '../../config/config.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

/**
 * The settings a proxied, production install depends on; each read as the server reads it. A
 * production spelt otherwise (`Production`) counts as production for the other checks here,
 * since that is what was meant; the server refuses to start with it.
 */
export function checkProduction(ctx: DoctorContext): CheckResult {
  if (nodeEnvKind(ctx.env.NODE_ENV) === 'misspelt') {
    return fail(
      'production',
      `NODE_ENV=${JSON.stringify(ctx.env.NODE_ENV)} is not production: the server refuses to start with it`,
      'Write NODE_ENV=production exactly, in lower case and without spaces, in /etc/odf/odf.env.',
    );
  }
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

/** The audit log's key (docs/decisions/450): kept out of the database, the same on every instance, kept with the backups. */
export function checkAuditKey(ctx: DoctorContext): CheckResult {
  const fix =
    'Set the audit-key credential (`openssl rand -hex 32`), the same for every instance, and keep it with your backups.';
  if (ctx.env.AUDIT_KEY) {
    if (ctx.env.AUDIT_KEY.length < 32) return fail('audit-key', 'shorter than 32 characters', fix);
    return ok('audit-key', ctx.given.AUDIT_KEY ? 'set in the environment' : 'set by the audit-key credential');
  }
  // A key generated per DATA_DIR differs between instances: the second refuses to start on a shared MySQL.
  if (ctx.databaseUrl) return warn('audit-key', 'generated into this instance’s DATA_DIR', fix);
  return ok('audit-key', 'generated into DATA_DIR (one instance on SQLite); keep DATA_DIR/audit-key with your backups');
}

export function checkSecondFactor(ctx: DoctorContext): CheckResult {
  try {
    const mode = parseStaffMfa(ctx.env, ctx.production);
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

/**
 * ODF_RATE_LIMITS=off turns off every per-address and per-account limit (meant for tests): one
 * address then had 2,172 second-factor codes checked in 30 s. Production refuses to start with it.
 */
export function checkRateLimits(ctx: DoctorContext): CheckResult {
  if (ctx.env.ODF_RATE_LIMITS !== 'off') return ok('rate-limits', 'on: sign-in, codes and submissions are limited');
  const detail = 'ODF_RATE_LIMITS=off: no limit on sign-in attempts, second-factor codes or submissions';
  const fix = 'Unset ODF_RATE_LIMITS: it is for tests only.';
  return ctx.production ? fail('rate-limits', detail, fix) : warn('rate-limits', detail, fix);
}

/** 127.0.0.0/8 and ::1 (with or without a prefix length), and the names loopback and localhost. */
const isLoopback = (address: string) =>
  ['loopback', 'localhost'].includes(address.toLowerCase()) ||
  /^(::ffff:)?127(\.\d{1,3}){3}(\/\d+)?$/i.test(address) ||
  /^(::1|0:0:0:0:0:0:0:1)(\/128)?$/.test(address);

/**
 * HOST, when TRUST_PROXY says the proxy runs on this machine: the app then only needs to listen
 * on loopback. On every interface (HOST unset is 0.0.0.0) callers reach it around the proxy, in
 * plain HTTP, past whatever the proxy enforces.
 */
export function checkHost(ctx: DoctorContext): CheckResult {
  const host = ctx.env.HOST?.trim() || '0.0.0.0';
  const shown = ctx.env.HOST?.trim() ? `HOST=${host}` : 'HOST unset (0.0.0.0)';
  let trust: ReturnType<typeof parseTrustProxy>;
  try {
    trust = parseTrustProxy(ctx.env.TRUST_PROXY);
  } catch {
    return ok('host', `${shown} (TRUST_PROXY is unreadable: see trust-proxy)`);
  }
  if (!Array.isArray(trust) || !trust.every(isLoopback) || isLoopback(host.replace(/^\[|\]$/g, ''))) {
    return ok('host', shown);
  }
  return warn(
    'host',
    `${shown} is not loopback, though TRUST_PROXY=${trust.join(',')} says the proxy runs on this machine: callers can reach the app around it`,
    'Set HOST=127.0.0.1 in /etc/odf/odf.env: the proxy reaches the app there, and nothing else does.',
  );
}

/** GRAPHQL_INTROSPECTION=everyone in production: anyone may read the whole API schema, staff operations included. */
export function checkIntrospection(ctx: DoctorContext): CheckResult {
  let who: 'everyone' | 'staff';
  try {
    who = parseDisclosure(ctx.env, 'GRAPHQL_INTROSPECTION', ctx.production);
  } catch (error) {
    if (error instanceof ConfigError) return fail('introspection', error.message, 'Unset GRAPHQL_INTROSPECTION.');
    throw error;
  }
  if (who === 'staff') return ok('introspection', 'the GraphQL schema is shown to signed-in staff only');
  if (!ctx.production) return ok('introspection', 'the GraphQL schema is shown to everyone (not production)');
  return warn(
    'introspection',
    'GRAPHQL_INTROSPECTION=everyone: anyone can read the whole GraphQL schema, staff operations included',
    'Unset GRAPHQL_INTROSPECTION in production: signed-in staff can still read the schema.',
  );
}
