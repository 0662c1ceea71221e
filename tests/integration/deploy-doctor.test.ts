import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/data-source.js';
import { startFakeClamd } from '../support/fake-clamd.js';
import { databases } from '../support/test-app.js';
import { installation, OTHER_KEY, runCli, KEY, type Installation } from './deploy.support.js';

interface Report {
  ok: boolean;
  checks: { name: string; status: 'ok' | 'warn' | 'fail'; detail: string; fix?: string }[];
}

async function doctor(env: Record<string, string>): Promise<{ status: number | null; report: Report; text: string }> {
  const json = await runCli('doctor', ['--json'], env);
  const text = await runCli('doctor', [], env);
  expect(text.status).toBe(json.status);
  return { status: json.status, report: JSON.parse(json.out) as Report, text: text.out };
}

const failing = (report: Report) => report.checks.filter((c) => c.status === 'fail').map((c) => c.name);

describe.each(databases)('npm run doctor (%s)', (kind) => {
  let site: Installation;

  beforeAll(async () => {
    site = await installation(kind);
    // A good installation has a recent backup and restore check.
    expect((await runCli('backup', ['--dir', site.backups], site.env)).status).toBe(0);
    const verify = await runCli('backup-verify', ['--dir', site.backups], site.env);
    expect(verify.status, verify.out).toBe(0);
  }, 120_000);
  afterAll(() => site?.close());

  it('passes on a good installation, one line per check, and prints what it checked', async () => {
    const { status, report, text } = await doctor(site.env);
    console.log(`[doctor, good installation, ${kind}]\n${text}`);
    expect(failing(report)).toEqual([]);
    expect(status).toBe(0);
    expect(report.checks.map((c) => c.name)).toEqual([
      'runtime',
      'database',
      'migrations',
      'encryption-key',
      'session-secret',
      'audit-key',
      'data-permissions',
      'production',
      'public-url',
      'trust-proxy',
      'host',
      'rate-limits',
      'second-factor',
      'introspection',
      'smtp',
      'scanner',
      'disk',
      'clock',
      'backup',
      'restore-check',
    ]);
    expect(report.checks.find((c) => c.name === 'encryption-key')!.detail).toMatch(
      /opens the newest SSN \(opened\) and document \(opened\)/,
    );
    // No scanner configured: a warning, not a failure.
    expect(report.checks.find((c) => c.name === 'scanner')!.status).toBe('warn');
    // As deploy/ sets it up: private files, the app on loopback, limits on, the schema for staff.
    for (const name of ['data-permissions', 'host', 'rate-limits', 'introspection']) {
      expect(report.checks.find((c) => c.name === name)!.status, name).toBe('ok');
    }
    expect(text.split('\n').filter((l) => /^[✔!✖] /.test(l))).toHaveLength(report.checks.length);
  });

  it('names a key other users can read, and says how to fix it', async () => {
    const file = path.join(site.credentials, 'encryption-key');
    chmodSync(file, 0o644);
    try {
      const { status, report, text } = await doctor(site.env);
      console.log(`[doctor, broken installation: key readable by others, ${kind}]\n${text}`);
      expect(status).toBe(1);
      expect(failing(report)).toEqual(['encryption-key']);
      expect(report.checks.find((c) => c.name === 'encryption-key')!.fix).toMatch(/chmod 600/);
    } finally {
      chmodSync(file, 0o600);
    }
  });

  it('names a key that does not open the stored data', async () => {
    site.writeCredential('encryption-key', OTHER_KEY);
    try {
      const { status, report } = await doctor(site.env);
      expect(status).toBe(1);
      expect(failing(report)).toEqual(['encryption-key']);
      expect(report.checks.find((c) => c.name === 'encryption-key')!.detail).toMatch(/does not open the stored data/);
    } finally {
      site.writeCredential('encryption-key', KEY);
    }
  });

  it('names TRUST_PROXY given as a hop count, and as nothing, behind the proxy', async () => {
    for (const value of ['1', '']) {
      const { status, report } = await doctor({ ...site.env, TRUST_PROXY: value });
      expect(status, value).toBe(1);
      expect(failing(report), value).toEqual(['trust-proxy']);
    }
  });

  it('names rate limits turned off in production (issue 36)', async () => {
    const { status, report, text } = await doctor({ ...site.env, ODF_RATE_LIMITS: 'off' });
    expect(status).toBe(1);
    expect(failing(report)).toEqual(['rate-limits']);
    expect(report.checks.find((c) => c.name === 'rate-limits')!.detail).toMatch(/^ODF_RATE_LIMITS=off/);
    expect(text).not.toMatch(/All checks passed/);
  });

  it('names NODE_ENV=Production, which is not production, and judges the rest as production', async () => {
    const { status, report } = await doctor({ ...site.env, NODE_ENV: 'Production', STAFF_MFA: 'off' });
    expect(status).toBe(1);
    expect(failing(report)).toEqual(['production', 'second-factor']);
    expect(report.checks.find((c) => c.name === 'production')!.fix).toMatch(/NODE_ENV=production exactly/);
  });

  it('names a database, a session secret and a data folder other users can read, each with its chmod', async () => {
    const database = path.join(site.dataDir, 'app.sqlite');
    // As the server generates it when no session-secret credential is given, then copied without its mode.
    const secret = path.join(site.dataDir, 'session-secret');
    writeFileSync(secret, 's'.repeat(64) + '\n', { mode: 0o644 });
    chmodSync(secret, 0o644);
    if (kind === 'sqlite') chmodSync(database, 0o644);
    chmodSync(site.dataDir, 0o755);
    try {
      const { status, report, text } = await doctor(site.env);
      console.log(`[doctor, broken installation: data readable by others, ${kind}]\n${text}`);
      expect(status).toBe(1);
      expect(failing(report)).toEqual(['data-permissions']);
      const check = report.checks.find((c) => c.name === 'data-permissions')!;
      const files = kind === 'sqlite' ? [database, secret] : [secret];
      for (const file of files) expect(check.detail).toContain(`${file} (mode 0644)`);
      expect(check.detail).toContain(`${site.dataDir} (mode 0755)`);
      expect(check.fix).toContain(`chmod 600 ${files.join(' ')}; chmod 700 ${site.dataDir}`);
    } finally {
      chmodSync(site.dataDir, 0o700);
      if (kind === 'sqlite') chmodSync(database, 0o600);
      rmSync(secret);
    }
  });

  it('warns on the app on every interface behind a local proxy, and on introspection for everyone', async () => {
    const { status, report } = await doctor({ ...site.env, HOST: '0.0.0.0', GRAPHQL_INTROSPECTION: 'everyone' });
    expect(status).toBe(0);
    const warned = report.checks.filter((c) => c.status === 'warn').map((c) => c.name);
    expect(warned).toEqual(expect.arrayContaining(['host', 'introspection']));
  });

  it('names a scanner that refuses a file of the upload limit', async () => {
    const small = await startFakeClamd({ streamMaxLength: 4 * 1024 * 1024 });
    const large = await startFakeClamd({ streamMaxLength: 64 * 1024 * 1024 });
    try {
      const refused = await doctor({ ...site.env, CLAMD_URL: small.url });
      expect(refused.status).toBe(1);
      expect(failing(refused.report)).toEqual(['scanner']);
      expect(refused.report.checks.find((c) => c.name === 'scanner')!.fix).toMatch(/StreamMaxLength 10M/);
      const taken = await doctor({ ...site.env, CLAMD_URL: large.url });
      expect(taken.report.checks.find((c) => c.name === 'scanner')).toMatchObject({ status: 'ok' });
      expect(large.scanned).toEqual([10 * 1024 * 1024, 10 * 1024 * 1024]);
    } finally {
      await small.close();
      await large.close();
    }
  }, 60_000);

  it('names an SMTP server that does not answer', async () => {
    const { status, report } = await doctor({ ...site.env, SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(status).toBe(1);
    expect(failing(report)).toEqual(['smtp']);
    expect(report.checks.find((c) => c.name === 'smtp')!.detail).toMatch(/unreachable \(ECONNREFUSED\)/);
  });

  it('names migrations behind this version, and an http PUBLIC_URL in production', async () => {
    const db = await openDatabase({ dataDir: site.dataDir, databaseUrl: site.database?.url }, { migrate: false });
    try {
      const [last] = (await db.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1')) as {
        id: number;
        timestamp: number;
        name: string;
      }[];
      await db.query('DELETE FROM migrations WHERE id = ?', [last!.id]);
      try {
        const { status, report } = await doctor({ ...site.env, PUBLIC_URL: 'http://apply.example.org' });
        expect(status).toBe(1);
        expect(failing(report)).toEqual(['migrations', 'public-url']);
        expect(report.checks.find((c) => c.name === 'migrations')!.detail).toContain(last!.name);
      } finally {
        await db.query('INSERT INTO migrations (id, timestamp, name) VALUES (?, ?, ?)', [last!.id, last!.timestamp, last!.name]);
      }
    } finally {
      await db.destroy();
    }
  });

  it('names a missing backup and restore check, and a scanner that does not answer', async () => {
    const { report } = await doctor({ ...site.env, DATA_DIR: site.root, CLAMD_URL: 'tcp://127.0.0.1:9' });
    // Another DATA_DIR, where no backup was recorded.
    expect(failing(report)).toEqual(expect.arrayContaining(['scanner', 'backup', 'restore-check']));
  });
});
