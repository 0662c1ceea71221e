import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { completeSecondFactor, secondFactorOverApi } from './second-factor.js';
import { answerNoConflict } from './conflict-question.js';

/**
 * Staff users for e2e suites. Admins come from the built `admin:create` CLI against the running
 * app's data folder; other roles register through the REST API and are approved by an admin,
 * as in real life. Every helper talks to the app started by global-setup.
 */

export type StaffRoleName = 'admin' | 'employee' | 'volunteer';

export interface StaffUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4310';

/** A password that meets the spec §5 rule. */
export const E2E_PASSWORD = 'Sturdy#Pass1';

/** A browser-like REST client with a cookie and the CSRF token. */
class ApiSession {
  /** Cookies by name, as a browser keeps them: the session and the anonymous CSRF cookie. */
  private readonly cookies = new Map<string, string>();
  private token: string | undefined;

  async request(method: string, url: string, body?: unknown, csrf = false): Promise<Response> {
    const headers: Record<string, string> = {};
    if (csrf) {
      if (!this.token)
        this.token = ((await (await this.request('GET', '/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
      headers['CSRF-Token'] = this.token;
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl() + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [name, ...value] = set.split(';')[0]!.split('=');
      // A new session means a new CSRF token.
      if (name === 'odf.sid' && this.cookies.get(name) !== value.join('=')) this.token = undefined;
      this.cookies.set(name!, value.join('='));
    }
    return response;
  }

  private user: Pick<StaffUser, 'email' | 'password'> | undefined;

  /** Password, then the second factor (enrolled on the first sign-in). */
  async signIn(user: Pick<StaffUser, 'email' | 'password'>): Promise<void> {
    this.user = user;
    const step = await this.ok('POST', '/api/auth/admin-access/login', { email: user.email, password: user.password });
    await secondFactorOverApi(
      async (path, body) => {
        const response = await this.request('POST', path, body, true);
        return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
      },
      user.email,
      step as Record<string, unknown>,
    );
  }

  async ok(method: string, url: string, body?: unknown, csrf = false): Promise<unknown> {
    let response = await this.request(method, url, body, csrf);
    // A role change needs a factor from the last 15 minutes: a long-lived session steps up, then retries.
    if (
      response.status === 401 &&
      this.user &&
      ((await response.clone().json()) as { code?: string }).code === 'STEP_UP_REQUIRED'
    ) {
      await secondFactorOverApi(
        async (path, data) => {
          const answer = await this.request('POST', path, data, true);
          return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
        },
        this.user.email,
        { mfa: 'verify' },
      );
      response = await this.request(method, url, body, csrf);
    }
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
}

function newUser(role: StaffRoleName, overrides: Partial<StaffUser>): StaffUser {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `${role}-${tag}@example.org`,
    password: E2E_PASSWORD,
    firstName: role.charAt(0).toUpperCase() + role.slice(1),
    lastName: `Tester${tag}`,
    ...overrides,
  };
}

/** Runs `npm run admin:create`'s built CLI against the e2e app's data folder (the server keeps running). */
async function createAdmin(user: StaffUser): Promise<void> {
  await run(
    process.execPath,
    [
      path.join(root, 'dist/api/src/cli/admin-create.js'),
      '--email',
      user.email,
      '--password',
      user.password,
      '--first-name',
      user.firstName,
      '--last-name',
      user.lastName,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_REQUESTS: 'off' } },
  );
}

/**
 * The name of each worker's approving admin, the one staff user a run leaves behind (global-setup
 * checks that no other is left).
 */
export const APPROVER_NAME = { firstName: 'Approving', lastName: 'Admin' } as const;

/** The admin who approves registrations, signed in once per worker (a code works once per 30 s). */
let approver: Promise<ApiSession> | undefined;

/**
 * Creates a staff user with the role and returns the credentials. Unless `secondFactor` is false,
 * the user has also set up an authenticator app (over the API, as on the set-up page), so a
 * sign-in in the browser asks for its code; without, the first sign-in goes to the set-up page.
 * Specs do not call it: they ask for the `staffUser` fixture (support/fixtures.ts), which deletes
 * the user again.
 */
export async function createStaffUser(
  role: StaffRoleName,
  overrides: Partial<StaffUser> = {},
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<StaffUser> {
  const user = await createWithoutFactor(role, overrides);
  if (secondFactor) await new ApiSession().signIn(user);
  return user;
}

/**
 * Deletes these staff users through the console's own REST path, as the worker's approving admin
 * (spec §5 keeps at least one admin, so that one stays: it stands for the installation's first).
 */
export async function removeStaffUsers(emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  const session = await approverSession();
  const users = (await session.ok('GET', '/api/auth/admin-access/get-users')) as { user_id: number; email: string }[];
  for (const email of emails) {
    const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    // A test may have deleted its user already.
    if (user) await session.ok('DELETE', `/api/auth/manage-privileges/delete-user/${user.user_id}`, undefined, true);
  }
}

function approverSession(): Promise<ApiSession> {
  approver ??= (async () => {
    const admin = newUser('admin', APPROVER_NAME);
    await createAdmin(admin);
    const signedIn = new ApiSession();
    await signedIn.signIn(admin);
    return signedIn;
  })();
  return approver;
}

async function createWithoutFactor(role: StaffRoleName, overrides: Partial<StaffUser>): Promise<StaffUser> {
  const user = newUser(role, overrides);
  if (role === 'admin') {
    await createAdmin(user);
    return user;
  }
  const session = await approverSession();
  const visitor = new ApiSession();
  await visitor.ok('POST', '/api/auth/admin-access/register', { ...user, password2: user.password }, true);
  const users = (await session.ok('GET', '/api/auth/admin-access/get-users')) as { user_id: number; email: string }[];
  const created = users.find((u) => u.email === user.email);
  if (!created) throw new Error(`the registration of ${user.email} is not in the users list`);
  await session.ok('POST', '/api/auth/manage-privileges', { id: created.user_id, choice: role }, true);
  return user;
}

/** Logs in through the /login form and waits for the 1-second redirect to /admin-access. */
export async function signIn(page: Page, user: Pick<StaffUser, 'email' | 'password'>): Promise<void> {
  await answerNoConflict(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await completeSecondFactor(page, user.email);
  await page.waitForURL('**/admin-access');
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
}
