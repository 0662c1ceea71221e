import { test as base, expect, type Browser, type Cookie } from '@playwright/test';
import { answerNoConflict } from './conflict-question.js';
import { createStaffUser, removeStaffUsers, signIn, type StaffRoleName, type StaffUser } from './staff.js';

/**
 * The e2e suites' fixtures. `signInAs(role)` opens the console in the test's page as a staff
 * member of that role. Each worker signs one user per role in through the /login form (password,
 * then the authenticator code) and keeps the browser's saved state, so a test starts signed in
 * without typing a password or waiting for a fresh code.
 *
 * `staffUser(role)` gives a test a staff member of its own, deleted when the test ends;
 * `workerStaffUser(role)` one shared by a worker's tests (a `beforeAll`), deleted when the worker
 * ends. Specs create staff only through these two, so a run leaves no staff user behind but each
 * worker's approving admin (support/staff.ts).
 */

/**
 * A saved sign-in is used for this long. The sharpest actions (an SSN, an export) want a factor
 * from the last 15 minutes; a newer sign-in keeps them from asking mid-test.
 */
const SAVED_SIGN_IN_MS = 10 * 60_000;

/** Creates a staff user of the role (support/staff.ts, `createStaffUser`) that is deleted again. */
export type StaffUserFixture = ((
  role: StaffRoleName,
  overrides?: Partial<StaffUser>,
  options?: { secondFactor?: boolean },
) => Promise<StaffUser>) & {
  /** Deletes with the others a user the test registered itself, through /registration. */
  alsoRemove(email: string): void;
};

/** A creator of staff users that remembers each one, and deletes them all in `removeAll`. */
function staffUserCreator(): StaffUserFixture & { removeAll(): Promise<void> } {
  const emails: string[] = [];
  const create = async (...args: Parameters<typeof createStaffUser>) => {
    const user = await createStaffUser(...args);
    emails.push(user.email);
    return user;
  };
  return Object.assign(create, {
    alsoRemove: (email: string) => void emails.push(email),
    removeAll: () => removeStaffUsers(emails.splice(0)),
  });
}

interface SavedSignIn {
  user: StaffUser;
  cookies: Cookie[];
  at: number;
}

/** One worker's signed-in staff, by role. */
class StaffSignIns {
  private readonly saved = new Map<StaffRoleName, Promise<SavedSignIn>>();
  private readonly users = new Map<StaffRoleName, Promise<StaffUser>>();

  constructor(
    private readonly browser: Browser,
    private readonly createUser: StaffUserFixture,
  ) {}

  async of(role: StaffRoleName): Promise<SavedSignIn> {
    const known = await this.saved.get(role);
    if (known && Date.now() - known.at < SAVED_SIGN_IN_MS) return known;
    const fresh = this.signIn(role);
    this.saved.set(role, fresh);
    return fresh;
  }

  private async signIn(role: StaffRoleName): Promise<SavedSignIn> {
    if (!this.users.has(role)) this.users.set(role, this.createUser(role));
    const user = await this.users.get(role)!;
    const context = await this.browser.newContext();
    try {
      const page = await context.newPage();
      const at = Date.now();
      await signIn(page, user);
      return { user, cookies: (await context.storageState()).cookies, at };
    } finally {
      await context.close();
    }
  }
}

export const test = base.extend<
  {
    /** Opens /admin-access in the test's page, signed in as this worker's user of the role. */
    signInAs: (role: StaffRoleName) => Promise<StaffUser>;
    /** A staff user of the test's own, deleted when the test ends. */
    staffUser: StaffUserFixture;
  },
  {
    /** A staff user shared by the worker's tests, deleted when the worker ends. */
    workerStaffUser: StaffUserFixture;
    staffSignIns: StaffSignIns;
  }
>({
  workerStaffUser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      const creator = staffUserCreator();
      await use(creator);
      await creator.removeAll();
    },
    { scope: 'worker' },
  ],
  staffSignIns: [
    async ({ browser, workerStaffUser }, use) => {
      await use(new StaffSignIns(browser, workerStaffUser));
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
  staffUser: async ({}, use) => {
    const creator = staffUserCreator();
    await use(creator);
    await creator.removeAll();
  },
  signInAs: async ({ page, staffSignIns }, use) => {
    await use(async (role) => {
      const { user, cookies } = await staffSignIns.of(role);
      // Leave the page first: a request still in flight from the previous user's console would
      // answer with that user's rolling session cookie and put it back over this one.
      await page.goto('about:blank');
      await answerNoConflict(page);
      await page.context().addCookies(cookies);
      await page.goto('/admin-access');
      await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
      return user;
    });
  },
});

export { expect };
