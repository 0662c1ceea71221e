import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../../api/src/domain/accounts.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { hashPassword } from '../../api/src/modules/accounts/password-hash.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { HttpClient } from './http-client.js';
import { authenticatorOf, rememberAuthenticator, TestAuthenticator } from './test-authenticator.js';
import type { TestApp } from './test-app.js';

/** Meets the password rule of spec §5. */
export const STRONG_PASSWORD = 'Sturdy#Pass1';

export interface StaffAccount {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole | null;
}

/** Writes a staff user straight into the test app's database (role null = waiting for privileges). */
export async function createStaffAccount(
  app: TestApp,
  role: StaffRole | null,
  overrides: Partial<Omit<StaffAccount, 'id' | 'role'>> = {},
): Promise<StaffAccount> {
  const tag = randomBytes(4).toString('hex');
  const account = {
    email: `${role ?? 'pending'}-${tag}@example.org`,
    password: STRONG_PASSWORD,
    firstName: 'Test',
    lastName: `${role ?? 'Pending'} ${tag}`,
    ...overrides,
  };
  const repo = app.services.infra.db.getRepository(User);
  const saved = await repo.save(
    repo.create({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      emailNormalized: normalizeEmail(account.email),
      passwordHash: await hashPassword(account.password),
      role,
    }),
  );
  return { ...account, id: saved.id, role };
}

async function ok(response: Response, what: string): Promise<Record<string, unknown>> {
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Sets up an authenticator app for a half-signed-in client (the `{mfa: "enrol"}` answer), as a
 * person would with a phone: start, compute the first code from the secret, confirm.
 */
export async function enrolAuthenticator(client: HttpClient, email: string): Promise<TestAuthenticator> {
  const started = await ok(await client.post('/api/auth/mfa/totp/start', {}, true), 'totp/start');
  const authenticator = new TestAuthenticator(String(started.secret));
  const confirmed = await ok(
    await client.post('/api/auth/mfa/totp/confirm', { code: await authenticator.nextCode() }, true),
    'totp/confirm',
  );
  authenticator.recoveryCodes.push(...(confirmed.recoveryCodes as string[]));
  rememberAuthenticator(email, authenticator);
  return authenticator;
}

/**
 * The step after a right password: enrols an authenticator the first time, else gives its next
 * code. Answers the login's body (the user object once signed in).
 */
export async function secondStep(client: HttpClient, email: string, login: Record<string, unknown>): Promise<void> {
  if (login.mfa === 'enrol') {
    await enrolAuthenticator(client, email);
    return;
  }
  if (login.mfa !== 'verify') return; // STAFF_MFA=off: already signed in
  const authenticator = authenticatorOf(email);
  if (!authenticator) throw new Error(`${email} has a factor this test did not enrol`);
  await ok(await client.post('/api/auth/mfa/verify', { code: await authenticator.nextCode() }, true), 'mfa/verify');
}

/** Logs in through the REST login and its second factor; throws unless both answer 200. */
export async function logIn(app: TestApp, account: Pick<StaffAccount, 'email' | 'password'>): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  const login = await ok(
    await client.post('/api/auth/admin-access/login', { email: account.email, password: account.password }),
    'login',
  );
  await secondStep(client, account.email, login);
  return client;
}

/** A signed-in client of a new staff user with the given role. */
export async function signedInStaff(app: TestApp, role: StaffRole): Promise<{ client: HttpClient; account: StaffAccount }> {
  const account = await createStaffAccount(app, role);
  return { client: await logIn(app, account), account };
}
