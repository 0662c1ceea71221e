import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../../api/src/domain/accounts.js';
import type { StaffRole } from '../../api/src/domain/roles.js';
import { hashPassword } from '../../api/src/modules/accounts/password-hash.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { HttpClient } from './http-client.js';
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
  const repo = app.services.db.getRepository(User);
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

/** Logs in through the REST login; throws unless it answers 200. */
export async function logIn(app: TestApp, account: Pick<StaffAccount, 'email' | 'password'>): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  const response = await client.post('/api/auth/admin-access/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return client;
}

/** A signed-in client of a new staff user with the given role. */
export async function signedInStaff(app: TestApp, role: StaffRole): Promise<{ client: HttpClient; account: StaffAccount }> {
  const account = await createStaffAccount(app, role);
  return { client: await logIn(app, account), account };
}
