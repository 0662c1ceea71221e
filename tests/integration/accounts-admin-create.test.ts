import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../../api/src/domain/messages.js';
import { projectRoot } from '../../api/src/config/paths.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { OutboxMail } from '../../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { createStaffAccount, logIn, STRONG_PASSWORD } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/** `npm run admin:create` runs the built CLI; `npm test` builds before the suites. */
const CLI = path.join(projectRoot, 'dist/api/src/cli/admin-create.js');

interface Run {
  code: number | null;
  out: string;
}

function runCli(app: TestApp, args: string[], { tty = false, answers = [] as [string, string][] } = {}): Promise<Run> {
  const env = {
    ...process.env,
    DATA_DIR: app.dataDir,
    ...(app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : {}),
  };
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} ${args.map((a) => JSON.stringify(a)).join(' ')}`;
  // `script` gives the CLI a real terminal, as when an operator runs it by hand.
  const child = tty
    ? spawn('script', ['-qec', command, '/dev/null'], { env, cwd: projectRoot })
    : spawn(process.execPath, [CLI, ...args], { env, cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const pending = [...answers];
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    const next = pending[0];
    if (next && out.includes(next[0])) {
      pending.shift();
      // Typed a moment after the prompt appears, as a person would.
      setTimeout(() => child.stdin?.write(`${next[1]}\r`), 150);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

describe.each(databases)('npm run admin:create on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error('Build first (npm run build): dist/api/src/cli/admin-create.js is missing');
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('creates an admin from the flags while the server runs; the admin can sign in at once', async () => {
    const result = await runCli(app, [
      '--email',
      'Ada@Example.org',
      '--password',
      STRONG_PASSWORD,
      '--first-name',
      'Ada',
      '--last-name',
      'Lovelace',
    ]);
    expect(result.out).toContain('Created admin Ada Lovelace <Ada@Example.org>');
    expect(result.code).toBe(0);
    expect(result.out).not.toContain(STRONG_PASSWORD);
    const client = await logIn(app, { email: 'ada@example.org', password: STRONG_PASSWORD });
    expect(await (await client.get('/api/auth/status')).json()).toEqual({
      user: { firstName: 'Ada', lastName: 'Lovelace', role: 'admin' },
    });
  });

  it('refuses a password that breaks the rule, and missing values without a terminal', async () => {
    const weak = await runCli(app, [
      '--email',
      'weak@example.org',
      '--password',
      'password',
      '--first-name',
      'W',
      '--last-name',
      'P',
    ]);
    expect(weak.code).toBe(1);
    expect(weak.out).toContain(messages.passwordRule);
    const missing = await runCli(app, ['--email', 'missing@example.org']);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/First name is missing/);
    expect(await app.services.accounts.users.findByEmail('weak@example.org')).toBeNull();
  });

  it('promotes an existing user, optionally with a new password', async () => {
    const waiting = await createStaffAccount(app, null);
    const result = await runCli(app, ['--email', waiting.email]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('is now an admin');
    expect((await app.services.infra.db.getRepository(User).findOneByOrFail({ id: waiting.id })).role).toBe('admin');
    const again = await runCli(app, ['--email', waiting.email, '--password', 'Fresh#Pass9']);
    expect(again.out).toContain('is already an admin; the password was changed');
    await logIn(app, { email: waiting.email, password: 'Fresh#Pass9' });
  });

  it('asks on a terminal for what is missing, hides the password and repeats a question until the answer is valid', async () => {
    const result = await runCli(app, ['--email', 'grace@example.org'], {
      tty: true,
      answers: [
        ['First name: ', 'Grace'],
        ['Last name: ', 'Hopper'],
        ['Password: ', 'weak'],
        ['1 upper case letter.', STRONG_PASSWORD],
      ],
    });
    expect(result.out).toContain('Created admin Grace Hopper');
    expect(result.code).toBe(0);
    expect(result.out).not.toContain(STRONG_PASSWORD);
    await logIn(app, { email: 'grace@example.org', password: STRONG_PASSWORD });
  });

  // Two runs of the CLI, each starting Node and the database: slow on a busy machine.
  it(
    "resets a user's second factors with --reset-factors: audited, mailed, sessions ended, enrolment next",
    { timeout: 90_000 },
    async () => {
      const account = await createStaffAccount(app, 'admin');
      const client = await logIn(app, account);
      expect(await app.services.accounts.secondFactors.methods(account.id)).toContain('totp');
      const result = await runCli(app, ['--reset-factors', account.email.toUpperCase()]);
      expect(result.code).toBe(0);
      expect(result.out).toContain('set up a new one at their next sign-in');
      expect(await app.services.accounts.secondFactors.methods(account.id)).toEqual([]);
      expect((await client.get('/api/auth/status')).status).toBe(401);
      const login = await client.post('/api/auth/admin-access/login', { email: account.email, password: account.password });
      expect(await login.json()).toEqual({ mfa: 'enrol' });
      const audit = await app.services.infra.db
        .getRepository(AuditLogEntry)
        .findOneByOrFail({ action: 'mfa.reset_approved', targetId: String(account.id) });
      expect(audit.detail).toBe('admin:create --reset-factors');
      expect(
        await app.services.infra.db
          .getRepository(OutboxMail)
          .countBy({ kind: 'factor-reset-approved', recipient: account.email }),
      ).toBe(1);
      const unknown = await runCli(app, ['--reset-factors', 'nobody@example.org']);
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain('No user has the email address nobody@example.org.');
    },
  );
});
