import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'odf-config-'));
const quiet = () => {};

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() }, quiet);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.orgInbox).toBe('hello@opendiplomafund.org');
    expect(config.publicUrl).toBe('https://opendiplomafund.org');
    expect(config.uploadLimits).toEqual({ fileBytes: 10 * 1024 * 1024, requestBytes: 40 * 1024 * 1024 });
  });

  it.each([
    ['PORT', 'eighty', /^PORT is invalid/],
    ['PORT', '70000', /^PORT is invalid/],
    ['DATABASE_URL', 'postgres://x@y/z', /^DATABASE_URL is invalid: only mysql/],
    ['DATABASE_URL', 'mysql://root@127.0.0.1:3306', /^DATABASE_URL is invalid: it must name a database/],
    ['SMTP_URL', 'http://mail', /^SMTP_URL is invalid/],
    ['MAIL_FROM', 'not-an-email', /^MAIL_FROM is invalid/],
    ['ORG_INBOX', 'nobody', /^ORG_INBOX is invalid/],
    ['PUBLIC_URL', 'opendiplomafund.org', /^PUBLIC_URL is invalid/],
    ['PUBLIC_URL', 'ftp://opendiplomafund.org', /^PUBLIC_URL is invalid/],
    ['PUBLIC_URL', 'https://opendiplomafund.org/?next=x', /^PUBLIC_URL is invalid/],
    ['ENCRYPTION_KEY', 'short', /^ENCRYPTION_KEY is invalid/],
    ['SESSION_SECRET', 'short', /^SESSION_SECRET is invalid/],
    ['UPLOAD_FILE_MB', '-1', /^UPLOAD_FILE_MB is invalid/],
    ['CLAMD_URL', 'http://127.0.0.1:3310', /^CLAMD_URL is invalid: expected tcp:\/\/host:port/],
    ['CLAMD_TIMEOUT_S', 'soon', /^CLAMD_TIMEOUT_S is invalid/],
  ])('names %s when its value %j is bad', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value }, quiet)).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value }, quiet)).toThrow(message);
  });

  it('scans uploads with clamd when CLAMD_URL is set, and not at all without it', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, quiet).scanning).toEqual({
      clamdUrl: undefined,
      clamd: undefined,
      timeoutMs: 15_000,
      rescanMs: 60_000,
    });
    const tcp = loadConfig(
      { DATA_DIR: tempDir(), CLAMD_URL: 'tcp://10.0.0.9:3310', CLAMD_TIMEOUT_S: '2.5', CLAMD_RESCAN_S: '5' },
      quiet,
    );
    expect(tcp.scanning).toEqual({
      clamdUrl: 'tcp://10.0.0.9:3310',
      clamd: { host: '10.0.0.9', port: 3310 },
      timeoutMs: 2500,
      rescanMs: 5000,
    });
    const unix = loadConfig({ DATA_DIR: tempDir(), CLAMD_URL: 'unix:/run/clamav/clamd.ctl' }, quiet);
    expect(unix.scanning.clamd).toEqual({ path: '/run/clamav/clamd.ctl' });
  });

  it('asks staff for a second factor unless STAFF_MFA=off, and refuses off in production in one line', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, quiet).staffMfa).toBe('required');
    expect(loadConfig({ DATA_DIR: tempDir(), STAFF_MFA: 'off' }, quiet).staffMfa).toBe('off');
    expect(() => loadConfig({ DATA_DIR: tempDir(), STAFF_MFA: 'sometimes' }, quiet)).toThrow(/^STAFF_MFA is invalid/);
    const production = () => loadConfig({ DATA_DIR: tempDir(), STAFF_MFA: 'off', NODE_ENV: 'production' }, quiet);
    expect(production).toThrow(ConfigError);
    expect(production).toThrow(/^STAFF_MFA=off is refused in production[^\n]*$/);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' }, quiet).staffMfa).toBe('required');
  });

  it('keeps rate limits on in production: ODF_RATE_LIMITS=off is refused there in one line, and allowed elsewhere', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' }, quiet).rateLimits).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), ODF_RATE_LIMITS: 'off' }, quiet).rateLimits).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ODF_RATE_LIMITS: 'off', NODE_ENV: 'test' }, quiet).rateLimits).toBe(false);
    const production = () => loadConfig({ DATA_DIR: tempDir(), ODF_RATE_LIMITS: 'off', NODE_ENV: 'production' }, quiet);
    expect(production).toThrow(ConfigError);
    expect(production).toThrow(/^ODF_RATE_LIMITS=off is refused in production[^\n]*$/);
  });

  it.each(['Production', 'PRODUCTION', ' production', 'production ', 'production\n'])(
    'refuses NODE_ENV=%j, a production that would run as development, in one line saying to write it exactly',
    (value) => {
      for (const env of [{}, { STAFF_MFA: 'off' }, { ODF_RATE_LIMITS: 'off' }]) {
        const start = () => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: value, ...env }, quiet);
        expect(start).toThrow(ConfigError);
        expect(start).toThrow(/^NODE_ENV is invalid: write production exactly[^\n]*$/);
      }
    },
  );

  it('takes any other NODE_ENV as not production', () => {
    for (const value of ['development', 'test', 'staging', '']) {
      const config = loadConfig({ DATA_DIR: tempDir(), NODE_ENV: value, STAFF_MFA: 'off' }, quiet);
      expect(config.production, value).toBe(false);
      expect(config.staffMfa, value).toBe('off');
    }
  });

  it('keeps PUBLIC_URL without its trailing slash, a path prefix included', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://apply.example.org/' }, quiet).publicUrl).toBe(
      'https://apply.example.org',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://127.0.0.1:4000/odf/' }, quiet).publicUrl).toBe(
      'http://127.0.0.1:4000/odf',
    );
  });

  it('generates missing secrets once, mode 0600, with a warning', () => {
    const dir = tempDir();
    const warnings: string[] = [];
    const first = loadConfig({ DATA_DIR: dir }, (w) => warnings.push(w));
    expect(warnings).toHaveLength(3);
    expect(warnings.join('\n')).toMatch(/SESSION_SECRET is not set/);
    expect(warnings.join('\n')).toMatch(/AUDIT_KEY is not set.*keep it with your backups/);
    expect(statSync(path.join(dir, 'audit-key')).mode & 0o777).toBe(0o600);
    const keyFile = path.join(dir, 'encryption-key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toHaveLength(64);
    const second = loadConfig({ DATA_DIR: dir }, (w) => warnings.push(w));
    expect(warnings).toHaveLength(3);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.auditKey.equals(first.auditKey)).toBe(true);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
  });

  it('takes secrets from the environment without writing them', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32) }, quiet);
    expect(config.encryptionKey).toHaveLength(32);
    expect(() => statSync(path.join(dir, 'encryption-key'))).toThrow();
  });

  it('refuses a DATA_DIR it cannot write to', () => {
    // A path below a regular file can never be created, even by root.
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') }, quiet)).toThrow(/^DATA_DIR is not writable: .* \(ENOTDIR\)/);
  });
});
