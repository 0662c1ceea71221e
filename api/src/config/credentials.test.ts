import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, loadDatabaseSettings } from './config.js';
import { withCredentials } from './credentials.js';

const KEY = 'ab'.repeat(32);

/** A credentials directory as systemd's LoadCredential= leaves it: one file per secret. */
function credentials(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-credentials-'));
  for (const [name, value] of Object.entries(files)) writeFileSync(path.join(dir, name), value + '\n', { mode: 0o400 });
  return dir;
}

describe('secrets from $CREDENTIALS_DIRECTORY', () => {
  it('fills in the key, the session secret and both passwords from their files', () => {
    const dir = credentials({
      'encryption-key': KEY,
      'session-secret': 's'.repeat(40),
      'db-password': 'p@ss/word',
      'smtp-password': 'mail-pass',
    });
    const env = withCredentials({
      CREDENTIALS_DIRECTORY: dir,
      DATABASE_URL: 'mysql://odf@127.0.0.1:3306/odf',
      SMTP_URL: 'smtp://odf@mail.example.org:587',
    });
    expect(env.ENCRYPTION_KEY).toBe(KEY);
    expect(env.SESSION_SECRET).toBe('s'.repeat(40));
    expect(decodeURIComponent(new URL(env.DATABASE_URL!).password)).toBe('p@ss/word');
    expect(new URL(env.SMTP_URL!).password).toBe('mail-pass');
  });

  it('is what loadConfig uses: the generated-secret files are not written', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-config-'));
    const dir = credentials({ 'encryption-key': KEY, 'session-secret': 'q'.repeat(40), 'audit-key': 'a'.repeat(64) });
    const warnings: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, CREDENTIALS_DIRECTORY: dir }, (l) => warnings.push(l));
    expect(config.encryptionKey.toString('hex')).toBe(KEY);
    expect(config.sessionSecret).toBe('q'.repeat(40));
    expect(config.auditKey.toString('utf8')).toBe('a'.repeat(64));
    expect(warnings).toEqual([]);
  });

  it('the backup and restore commands see the database password too', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'odf-config-'));
    const dir = credentials({ 'db-password': 'secret' });
    const settings = loadDatabaseSettings({
      DATA_DIR: dataDir,
      CREDENTIALS_DIRECTORY: dir,
      DATABASE_URL: 'mysql://odf@db:3306/odf',
    });
    expect(new URL(settings.databaseUrl!).password).toBe('secret');
  });

  it('a file wins over nothing; the same value in both places is accepted, a different one refused', () => {
    const dir = credentials({ 'encryption-key': KEY });
    expect(withCredentials({ CREDENTIALS_DIRECTORY: dir, ENCRYPTION_KEY: KEY }).ENCRYPTION_KEY).toBe(KEY);
    expect(() => withCredentials({ CREDENTIALS_DIRECTORY: dir, ENCRYPTION_KEY: 'cd'.repeat(32) })).toThrow(
      /ENCRYPTION_KEY is set and differs from the credential encryption-key/,
    );
    expect(() =>
      withCredentials({ CREDENTIALS_DIRECTORY: credentials({ 'db-password': 'a' }), DATABASE_URL: 'mysql://odf:b@db/odf' }),
    ).toThrow(ConfigError);
  });

  it('without the directory, or with an empty file, the environment is used as it is', () => {
    const env = { ENCRYPTION_KEY: KEY };
    expect(withCredentials(env)).toBe(env);
    expect(withCredentials({ CREDENTIALS_DIRECTORY: credentials({ 'session-secret': '' }) }).SESSION_SECRET).toBeUndefined();
  });

  it.runIf(process.getuid?.() !== 0)('an unreadable credential stops the start with its name, not its value', () => {
    const dir = credentials({ 'encryption-key': KEY });
    chmodSync(path.join(dir, 'encryption-key'), 0o000);
    expect(() => withCredentials({ CREDENTIALS_DIRECTORY: dir })).toThrow(/credential encryption-key cannot be read/);
  });
});
