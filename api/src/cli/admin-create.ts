import 'reflect-metadata';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema, firstNameSchema, lastNameSchema, normalizeEmail } from '../domain/accounts.js';
import { messages } from '../domain/messages.js';
import { passwordMeetsRule } from '../domain/password.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { hashPassword } from '../modules/accounts/password-hash.js';
import { User } from '../modules/accounts/user.entity.js';
import { TypeormSessionStore } from '../modules/accounts/session.store.js';
import { FactorResetsService } from '../modules/accounts/factor-resets.service.js';
import { registerOutboxSink } from '../modules/mail-outbox/enqueue.js';
import { PiiCipher } from '../crypto/pii-cipher.js';
import { KeyRing } from '../crypto/key-ring.js';
import { DatabaseError, describeDatabase, openDatabase } from '../../../db/data-source.js';

/**
 * `npm run admin:create -- --email E --password P --first-name F --last-name L`
 * Creates an admin, or makes an existing user admin (and sets the password when one is given).
 * Missing values are asked for on a terminal; the password is read without echo.
 * `npm run admin:create -- --reset-factors EMAIL` resets a user's second factors (a lost phone in
 * an office with a single admin): audited, mailed, and the user's sessions end.
 * Safe while the server runs: it only writes rows, like any request would.
 */

class UsageError extends Error {}

const USAGE =
  'Usage: npm run admin:create -- --email you@example.org --password <password> --first-name Ada --last-name Lovelace\n' +
  '       npm run admin:create -- --reset-factors someone@example.org';

function readArgs() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'reset-factors': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  return values;
}

const interactive = Boolean(stdin.isTTY && stdout.isTTY);

/** Reads a line on the terminal. */
async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: stdin, output: stdout, terminal: true });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a password on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  // Echo off before the prompt appears, so nothing typed after it is shown.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return (done(), resolve(typed.trim()));
        if (ch === '\u0003') return (done(), reject(new UsageError('Cancelled.')));
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function value(given: string | undefined, question: string, valid: (v: string) => string | null, hidden = false) {
  if (given !== undefined) {
    const problem = valid(given);
    if (problem) throw new UsageError(problem);
    return given;
  }
  if (!interactive) throw new UsageError(`${question.replace(/: $/, '')} is missing.\n${USAGE}`);
  for (;;) {
    const answer = hidden ? await askHidden(question) : await ask(question);
    const problem = valid(answer);
    if (!problem) return answer;
    console.error(problem);
  }
}

const validEmail = (v: string) => (emailSchema.safeParse(v).success ? null : 'Please give a valid email address.');
const validPassword = (v: string) => (passwordMeetsRule(v) ? null : messages.passwordRule);
const validName = (schema: typeof firstNameSchema) => (v: string) => {
  const result = schema.safeParse(v);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This name is not valid.');
};

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (args['reset-factors'] !== undefined) return resetFactors(args['reset-factors']);
  const email = await value(args.email, 'Email: ', validEmail);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const users = db.getRepository(User);
    const audit = new AuditService(db, config.auditKey);
    const existing = await users.findOneBy({ emailNormalized: normalizeEmail(email) });
    if (existing) {
      const password = args.password === undefined ? undefined : await value(args.password, 'Password: ', validPassword, true);
      const changes: Partial<User> = { role: 'admin' };
      if (password) changes.passwordHash = await hashPassword(password);
      await users.update({ id: existing.id }, changes);
      await audit.record(
        { userId: null, ip: null },
        {
          action: 'user.role_changed',
          targetType: 'user',
          targetId: existing.id,
          detail: `${existing.role ?? 'none'} -> admin (admin:create${password ? ', new password' : ''})`,
        },
      );
      if (password) await new TypeormSessionStore(db).destroyForUser(existing.id);
      const what = existing.role === 'admin' ? 'is already an admin' : 'is now an admin';
      console.log(
        `${existing.firstName} ${existing.lastName} <${existing.email}> ${what}${password ? '; the password was changed' : ''}.`,
      );
      return;
    }
    const firstName = await value(args['first-name'], 'First name: ', validName(firstNameSchema));
    const lastName = await value(args['last-name'], 'Last name: ', validName(lastNameSchema));
    const password = await value(args.password, 'Password: ', validPassword, true);
    const created = await users.save(
      users.create({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        emailNormalized: normalizeEmail(email),
        passwordHash: await hashPassword(password),
        role: 'admin',
      }),
    );
    await audit.record(
      { userId: null, ip: null },
      { action: 'user.admin_created', targetType: 'user', targetId: created.id, detail: 'admin:create' },
    );
    console.log(`Created admin ${created.firstName} ${created.lastName} <${created.email}> (${describeDatabase(config)}).`);
  } finally {
    await db.destroy();
  }
}

/**
 * The operator's factor reset. The mail to the user is queued in the outbox, sealed like every
 * mail, and the running server sends it (or the next start does).
 */
async function resetFactors(email: string): Promise<void> {
  const problem = validEmail(email);
  if (problem) throw new UsageError(problem);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    registerOutboxSink(db, { cipher: new PiiCipher(new KeyRing(config.encryptionKeys, config.keyRingFile)), wake: () => {} });
    const resets = new FactorResetsService(
      db,
      new AuditService(db, config.auditKey),
      new TypeormSessionStore(db),
      config.orgTimeZone,
    );
    const user = await resets.operatorReset(email);
    if (!user) throw new UsageError(`No user has the email address ${email}.`);
    console.log(
      `The second factors of ${user.firstName} ${user.lastName} <${user.email}> were reset; they set up a new one at their next sign-in.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseError) {
    console.error(error.message);
  } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n${USAGE}`);
  } else {
    console.error(`admin:create failed: ${(error as Error).message}`);
  }
  process.exit(1);
});
