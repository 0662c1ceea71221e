import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { twoConnections, type TwoConnections } from '../../../tests/support/two-connections.js';
import { loadConfig } from './config.js';
import { shareInstanceSecrets } from './shared-secrets.js';

const dirs: string[] = [];
/** One instance's settings: its own DATA_DIR, so its own generated secrets unless given. */
function instanceEnv(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-secrets-'));
  dirs.push(dir);
  return { DATA_DIR: dir, DATABASE_URL: 'mysql://root@127.0.0.1:3306/odf', ...extra };
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.skipIf(!process.env.MYSQL_URL)('secrets shared by instances on one MySQL', () => {
  let dbs: TwoConnections;
  beforeAll(async () => {
    dbs = await twoConnections('mysql');
  });
  afterAll(async () => {
    await dbs.close();
  });

  // Every instance of one database shares the audit key (only its check value is stored).
  const auditKey = randomBytes(32).toString('hex');
  let sharedKey = '';

  it('signs with the first instance’s session secret everywhere, unless SESSION_SECRET is set', async () => {
    const key = randomBytes(32).toString('hex');
    const envA = instanceEnv({ ENCRYPTION_KEY: key, AUDIT_KEY: auditKey });
    const envB = instanceEnv({ ENCRYPTION_KEY: key, AUDIT_KEY: auditKey });
    const ownA = loadConfig(envA, () => {});
    const ownB = loadConfig(envB, () => {});
    expect(ownA.sessionSecret).not.toBe(ownB.sessionSecret);
    const a = await shareInstanceSecrets(dbs.a, ownA, envA);
    const b = await shareInstanceSecrets(dbs.b, ownB, envB);
    expect(a.sessionSecret).toBe(ownA.sessionSecret);
    expect(b.sessionSecret).toBe(ownA.sessionSecret);
    const given = 'x'.repeat(40);
    const envC = instanceEnv({ ENCRYPTION_KEY: key, SESSION_SECRET: given, AUDIT_KEY: auditKey });
    expect(
      (
        await shareInstanceSecrets(
          dbs.b,
          loadConfig(envC, () => {}),
          envC,
        )
      ).sessionSecret,
    ).toBe(given);
    // The database holds no key, only check values.
    const rows = (await dbs.a.query('SELECT name, value FROM instance_secrets')) as { name: string; value: string }[];
    expect(rows.map((r) => r.value).join()).not.toContain(key);
    expect(rows.map((r) => r.value).join()).not.toContain(auditKey);
    sharedKey = key;
  });

  it('refuses to start an instance whose AUDIT_KEY differs from the others’ (issue 36, low 9)', async () => {
    const envOther = instanceEnv({ ENCRYPTION_KEY: sharedKey, AUDIT_KEY: randomBytes(32).toString('hex') });
    await expect(
      shareInstanceSecrets(
        dbs.b,
        loadConfig(envOther, () => {}),
        envOther,
      ),
    ).rejects.toThrow(/AUDIT_KEY of this instance differs from the one the other instances on this database use/);
  });

  it('refuses to start an instance whose encryption key differs from the others’', async () => {
    const envOther = instanceEnv({ ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: auditKey });
    await expect(
      shareInstanceSecrets(
        dbs.b,
        loadConfig(envOther, () => {}),
        envOther,
      ),
    ).rejects.toThrow(/encryption key version 1 of this instance differs from the one the other instances on this database use/);
  });
});

describe('secrets on SQLite', () => {
  it('stay those of DATA_DIR: one database file has one instance', async () => {
    const dbs = await twoConnections('sqlite');
    try {
      const env = { DATA_DIR: instanceEnv().DATA_DIR };
      const own = loadConfig(env, () => {});
      expect(await shareInstanceSecrets(dbs.a, own, env)).toBe(own);
    } finally {
      await dbs.close();
    }
  });
});
