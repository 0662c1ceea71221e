import Database from 'better-sqlite3';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { submitApplication, uniqueTag } from './support/console.js';
import { E2E_PORT } from './support/e2e-port.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { screenshotBothWidths } from './support/screenshots.js';
import { completeSecondFactor } from './support/second-factor.js';
import { signIn, type StaffUser } from './support/staff.js';
import { authenticatorOf, TestAuthenticator } from '../support/test-authenticator.js';

// Screenshots at two widths and axe on each new page: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = 'test-results/second-factor';
const shots = (page: Page, name: string, fullPage = true) =>
  screenshotBothWidths(page, `${SHOTS}/${name}`, { goOnAt: 1280, fullPage: () => fullPage });

async function password(page: Page, user: Pick<StaffUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Pastes text into the focused field the way a person does (Ctrl+V), so a field that blocks paste fails. */
async function paste(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  type Clipboard = { navigator: { clipboard: { writeText(value: string): Promise<void> } } };
  await page.evaluate((value) => (globalThis as unknown as Clipboard).navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('Control+V');
  await expect(field).toHaveValue(text);
}

/** Moves the user's last second factor 16 minutes back in the e2e database, as if they signed in a while ago. */
function factorLongAgo(email: string): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.sqlite'));
  try {
    const user = db.prepare('SELECT user_id FROM users WHERE email_normalized = ?').get(email.toLowerCase()) as {
      user_id: number;
    };
    const rows = db.prepare('SELECT sid, data FROM sessions WHERE user_id = ?').all(user.user_id) as {
      sid: string;
      data: string;
    }[];
    for (const row of rows) {
      const data = JSON.parse(row.data) as { factorVerifiedAt?: number };
      data.factorVerifiedAt = Date.now() - 16 * 60 * 1000;
      db.prepare('UPDATE sessions SET data = ? WHERE sid = ?').run(JSON.stringify(data), row.sid);
    }
  } finally {
    db.close();
  }
}

test('a new staff member sets up an authenticator app after the password, pastes its code and saves the recovery codes', async ({
  staffUser,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const employee = await staffUser('employee', {}, { secondFactor: false });
  await password(page, employee);
  await expect(page).toHaveURL(/\/second-factor-setup$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await shots(page, 'set-up-choices');
  await expectNoSeriousAxeViolations(page, { what: 'set-up page' });

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByText(/^Key:/).locator('code').textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await shots(page, 'set-up-app');
  await expectNoSeriousAxeViolations(page, { what: 'set-up with the QR code' });
  const phone = new TestAuthenticator(key);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await paste(page, code, await phone.nextCode());
  await page.getByRole('button', { name: 'Confirm' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shots(page, 'recovery-codes');
  await expectNoSeriousAxeViolations(page, { what: 'recovery codes' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('odf-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved my codes: continue' }).click();
  await expect(page).toHaveURL(/\/admin-access$/);
  await expect(page.getByRole('navigation', { name: 'Staff' })).toContainText(`Welcome, ${employee.firstName}`);
});

test('a staff member signs in with a passkey made in Chromium’s virtual authenticator', async ({ staffUser, browser }) => {
  // Passkeys need a domain name: this test opens the app as localhost (the PUBLIC_URL of the e2e app).
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const admin = await staffUser('admin');
  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByText('The passkey was added.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
  await shots(page, 'security-page');
  await expectNoSeriousAxeViolations(page, { what: 'security page' });

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await password(page, admin);
  await expect(page.getByRole('heading', { name: 'Second step: confirm it’s you' })).toBeVisible();
  await shots(page, 'second-step');
  await expectNoSeriousAxeViolations(page, { what: 'second step' });
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText(`Welcome back, ${admin.firstName}!`)).toBeVisible();
  await page.waitForURL('**/admin-access');
  await context.close();
});

test('the console asks for the factor in a dialog before an SSN reveal, then reveals', async ({ staffUser, page, request }) => {
  const tag = uniqueTag();
  const app = await submitApplication(request, 'undergrad', { firstName: 'Stepup', lastName: `Reveal${tag}` });
  // Enrolled on the set-up page at this sign-in (one code), so the dialog's code is the very next
  // one, with no wait for the clock.
  const employee = await staffUser('employee', {}, { secondFactor: false });
  await signIn(page, employee);
  await page.getByRole('searchbox').first().fill(`Reveal${tag}`);
  await page.getByRole('searchbox').first().press('Enter');
  await page.getByRole('link', { name: /^View/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stepup Reveal${tag}`);

  factorLongAgo(employee.email);
  await page.getByRole('button', { name: 'Reveal Social Security numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  await shots(page, 'step-up-dialog', false);
  await expectNoSeriousAxeViolations(page, { what: 'step-up dialog' });
  await dialog.getByLabel('Code from your authenticator app').fill(await authenticatorOf(employee.email)!.nextCode());
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const ssn = Object.values(app.ssns)[0]!;
  await expect(page.getByRole('article').getByText(ssn, { exact: true }).first()).toBeVisible();
});

test('a lost phone: a recovery code signs in once, then the 1-second redirect to /admin-access', async ({ staffUser, page }) => {
  // Enrolled on the set-up page at this first sign-in (one code), so going back to the app after
  // the refused recovery code takes the very next code, with no wait for the clock.
  const volunteer = await staffUser('volunteer', {}, { secondFactor: false });
  await signIn(page, volunteer); // enrols the authenticator app and keeps the recovery codes
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Log out' }).click();
  const [recovery] = authenticatorOf(volunteer.email)!.recoveryCodes;
  await password(page, volunteer);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const field = page.getByLabel('Recovery code');
  await expect(field).toBeFocused();
  await shots(page, 'recovery-code');
  await field.fill(recovery!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Welcome back, ${volunteer.firstName}!`)).toBeVisible();
  await page.waitForURL('**/admin-access');

  // The same code never works twice.
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Log out' }).click();
  await password(page, volunteer);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText("That code didn't work. Check it and try again.")).toBeVisible();
  await completeSecondFactorWithApp(page, volunteer.email);
});

/** Back to the app's code after a refused recovery code. */
async function completeSecondFactorWithApp(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await completeSecondFactor(page, email);
  await page.waitForURL('**/admin-access');
}
