import { existsSync, mkdirSync, writeFileSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { organisation } from '../domain/organisation.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../domain/program-cycles.js';
import { ConfigError } from './config-error.js';
import { withCredentials } from './credentials.js';
import { loadSecrets } from './secrets.js';
import { parseTrustProxy } from './trust-proxy.js';
import { parseDatabaseUrl, parsePublicUrl, parseSmtpUrl } from './urls.js';
import { parseClamdUrl, type ClamdAddress } from '../scanning/clamd-client.js';
import type { ScanningSettings } from '../scanning/create-scanner.js';
import type { RingKey } from '../crypto/key-ring.js';

/** Every setting the app reads from the environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  orgInbox: string;
  /** Where people reach the site (no trailing slash): the base of every link in an e-mail. */
  publicUrl: string;
  sessionSecret: string;
  /**
   * AUDIT_KEY: seals the audit log's rows and head (docs/decisions/450). Never stored in the
   * database: given in the environment, or generated once into DATA_DIR/audit-key.
   */
  auditKey: Buffer;
  /** The newest key of the ring. */
  encryptionKey: Buffer;
  /** Every key, newest first (docs/decisions/170). */
  encryptionKeys: RingKey[];
  /** The ring file the server re-reads after a rotation; unset when ENCRYPTION_KEYS is given. */
  keyRingFile: string | undefined;
  production: boolean;
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count, or the proxies' addresses
   * (IPs, CIDR ranges, or Express's names loopback, linklocal, uniquelocal).
   */
  trustProxy: false | number | string[];
  /** Who may introspect the GraphQL schema: signed-in staff always; anyone else with 'everyone'. */
  graphqlIntrospection: 'everyone' | 'staff';
  /** Who gets graphql's "Did you mean …?" hints: signed-in staff always; anyone else with 'everyone'. */
  graphqlSuggestions: 'everyone' | 'staff';
  uploadLimits: { fileBytes: number; requestBytes: number };
  /** Document jobs (package PDFs, page counts, exports) running at once in worker threads. */
  documentWorkers: number;
  /** ODF_RATE_LIMITS=off turns rate limits off; only the test harness sets it, and production refuses it. */
  rateLimits: boolean;
  logRequests: boolean;
  /** How long SIGTERM waits for requests in flight (uploads) before stopping anyway. */
  shutdownGraceMs: number;
  /** The organisation's IANA time zone: program cycles' deadlines are set and shown in it. */
  orgTimeZone: string;
  /** STAFF_MFA: 'required' (default) asks every staff sign-in for a second factor; 'off' never (refused in production). */
  staffMfa: StaffMfaMode;
  /** Alerts to admins (issue 27): one account reading more distinct applications, or revealing more SSNs, in an hour. */
  accessAlerts: { readsPerHour: number; ssnRevealsPerHour: number };
  /** Malware scanning of uploads (docs/virus-scanning.md): clamd's address, or off without one. */
  scanning: ScanningSettings;
}

export type StaffMfaMode = 'required' | 'off';

export { ConfigError, parsePublicUrl, parseTrustProxy };

const MB = 1024 * 1024;

const port = z.coerce.number().int().min(0).max(65535);
const email = z.string().trim().email();
const positiveMb = z.coerce.number().positive().max(1024);

type Env = Record<string, string | undefined>;

function read<T>(env: Env, name: string, schema: z.ZodType<T>, fallback: string | undefined, hint: string): T {
  const raw = env[name] === undefined || env[name] === '' ? fallback : env[name];
  const result = schema.safeParse(raw);
  if (!result.success) throw new ConfigError(`${name} is invalid: ${hint} (got "${raw ?? ''}")`);
  return result.data;
}

function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    // Not `recursive`: on a read-only mount a recursive mkdir reports ENOENT instead of EROFS,
    // and the operator would look for a missing folder.
    if (!existsSync(path.join(dir, 'outbox'))) mkdirSync(path.join(dir, 'outbox'));
    accessSync(dir, constants.W_OK);
    // Prove the disk takes a write: a full disk or a read-only mount fails here, not mid-request.
    const probe = path.join(dir, '.write-check');
    writeFileSync(probe, 'ok');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`DATA_DIR is not writable: ${dir} (${code}). Point DATA_DIR at a writable folder with free space.`);
  }
}

/**
 * Only where the data lives, for commands that copy the database (backup, restore) and must
 * never generate a secret: a fresh key written next to a restored database would be the wrong one.
 */
export function loadDatabaseSettings(given: Env = process.env): { dataDir: string; databaseUrl: string | undefined } {
  const env = withCredentials(given);
  const dataDir = path.resolve(read(env, 'DATA_DIR', z.string().min(1), './data', 'a folder path'));
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  prepareDataDir(dataDir);
  return { dataDir, databaseUrl };
}

/**
 * How NODE_ENV is written: `production` exactly; production in another case or with spaces
 * around it (`Production`, ` production`), which Express and this app would read as development;
 * or anything else (development, test, unset).
 */
export function nodeEnvKind(value: string | undefined): 'production' | 'misspelt' | 'other' {
  if (value === 'production') return 'production';
  return value?.trim().toLowerCase() === 'production' ? 'misspelt' : 'other';
}

/** NODE_ENV: production or not; a misspelt production stops the start instead of running as development. */
export function parseProduction(env: Env): boolean {
  const kind = nodeEnvKind(env.NODE_ENV);
  if (kind === 'misspelt') {
    throw new ConfigError(
      `NODE_ENV is invalid: write production exactly, in lower case and without spaces; anything else is not production (got ${JSON.stringify(env.NODE_ENV)})`,
    );
  }
  return kind === 'production';
}

/** ODF_RATE_LIMITS=off turns every limit off, for tests; never in production. */
export function parseRateLimits(env: Env, production = parseProduction(env)): boolean {
  const off = env.ODF_RATE_LIMITS === 'off';
  if (off && production) {
    throw new ConfigError(
      'ODF_RATE_LIMITS=off is refused in production: sign-in, codes and submissions need their limits there (unset ODF_RATE_LIMITS).',
    );
  }
  return !off;
}

/** UPLOAD_FILE_MB and UPLOAD_REQUEST_MB, in bytes. */
export function parseUploadLimits(env: Env): { fileBytes: number; requestBytes: number } {
  return {
    fileBytes: Math.round(read(env, 'UPLOAD_FILE_MB', positiveMb, '10', 'a size in MB') * MB),
    requestBytes: Math.round(read(env, 'UPLOAD_REQUEST_MB', positiveMb, '40', 'a size in MB') * MB),
  };
}

const disclosure = z.enum(['everyone', 'staff']);

/** GRAPHQL_INTROSPECTION or GRAPHQL_SUGGESTIONS: in production signed-in staff only, unless set otherwise. */
export function parseDisclosure(
  env: Env,
  name: 'GRAPHQL_INTROSPECTION' | 'GRAPHQL_SUGGESTIONS',
  production = parseProduction(env),
): 'everyone' | 'staff' {
  return read(env, name, disclosure, production ? 'staff' : 'everyone', 'everyone or staff');
}

/** CLAMD_URL and CLAMD_TIMEOUT_S: where clamd listens, and how long a scan may wait for it. */
export function parseScanning(env: Env): ScanningSettings {
  const clamdUrl = env.CLAMD_URL?.trim() || undefined;
  let clamd: ClamdAddress | undefined;
  if (clamdUrl) {
    try {
      clamd = parseClamdUrl(clamdUrl);
    } catch (error) {
      throw new ConfigError(`CLAMD_URL is invalid: ${(error as Error).message} (got "${clamdUrl}")`);
    }
  }
  const seconds = read(env, 'CLAMD_TIMEOUT_S', z.coerce.number().min(0.1).max(600), '15', 'a number of seconds from 0.1 to 600');
  const rescan = read(env, 'CLAMD_RESCAN_S', z.coerce.number().min(1).max(86_400), '60', 'a number of seconds from 1 to 86400');
  return { clamdUrl, clamd, timeoutMs: Math.round(seconds * 1000), rescanMs: Math.round(rescan * 1000) };
}

/** STAFF_MFA: a second factor for staff, on unless turned off, and never off in production. */
export function parseStaffMfa(env: Env, production = parseProduction(env)): StaffMfaMode {
  const mode = read(env, 'STAFF_MFA', z.enum(['required', 'off']), 'required', 'required or off');
  if (mode === 'off' && production) {
    throw new ConfigError('STAFF_MFA=off is refused in production: staff sign-in needs a second factor there (unset STAFF_MFA).');
  }
  return mode;
}

export function loadConfig(given: Env = process.env, warn: (line: string) => void = (l) => console.warn(l)): AppConfig {
  // Secrets from systemd's LoadCredential= (deploy/odf.service) fill in their variables.
  const env = withCredentials(given);
  // First: a misspelt NODE_ENV would otherwise let the production refusals below pass.
  const production = parseProduction(env);
  const dataDir = path.resolve(read(env, 'DATA_DIR', z.string().min(1), './data', 'a folder path'));
  const config = {
    port: read(env, 'PORT', port, '3000', 'a port number from 0 to 65535'),
    host: read(env, 'HOST', z.string().min(1), '0.0.0.0', 'a host name or address'),
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: read(env, 'MAIL_FROM', email, organisation.email, 'an e-mail address'),
    orgInbox: read(env, 'ORG_INBOX', email, organisation.email, 'an e-mail address'),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    graphqlIntrospection: parseDisclosure(env, 'GRAPHQL_INTROSPECTION', production),
    graphqlSuggestions: parseDisclosure(env, 'GRAPHQL_SUGGESTIONS', production),
    uploadLimits: parseUploadLimits(env),
    documentWorkers: read(env, 'DOCUMENT_WORKERS', z.coerce.number().int().min(1).max(8), '1', 'a whole number from 1 to 8'),
    rateLimits: parseRateLimits(env, production),
    logRequests: env.LOG_REQUESTS !== 'off',
    shutdownGraceMs: Math.round(
      read(env, 'SHUTDOWN_GRACE_S', z.coerce.number().min(0).max(600), '20', 'a number of seconds from 0 to 600') * 1000,
    ),
    orgTimeZone: read(
      env,
      'ORG_TIME_ZONE',
      z.string().refine(isValidTimeZone),
      DEFAULT_TIME_ZONE,
      'an IANA time zone such as America/New_York',
    ),
    staffMfa: parseStaffMfa(env, production),
    accessAlerts: {
      readsPerHour: read(env, 'ALERT_READS_PER_HOUR', z.coerce.number().int().min(1), '60', 'a whole number of applications'),
      ssnRevealsPerHour: read(
        env,
        'ALERT_SSN_REVEALS_PER_HOUR',
        z.coerce.number().int().min(1),
        '10',
        'a whole number of reveals',
      ),
    },
    scanning: parseScanning(env),
  };
  prepareDataDir(dataDir);
  return { ...config, ...loadSecrets(env, dataDir, Boolean(config.databaseUrl), warn) };
}
