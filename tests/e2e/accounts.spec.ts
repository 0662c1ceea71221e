import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { messages } from '../../api/src/domain/messages.js';
import { E2E_PASSWORD, signIn } from './support/staff.js';

/** The newest reset code mailed to an address, read from the SMTP receiver's .eml files. */
async function resetCodeFor(email: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const codes = readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter((raw) => raw.includes(email) && /verification code is:/.test(raw))
      .map((raw) => /verification code is:\s+(\d{8})/.exec(raw)?.[1]);
    const code = codes.at(-1);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset code mailed to ${email}`);
}

function staffBar(page: Page) {
  return page.getByRole('navigation', { name: 'Staff' });
}

test('a registration waits, an admin grants a role on the privileges page, and the new user signs in', async ({
  staffUser,
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const email = `new-${tag}@example.org`;
  staffUser.alsoRemove(email);
  await page.goto('/registration');
  await page.getByLabel('First name').fill('Mae');
  await page.getByLabel('Last name').fill(`Jemison${tag}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Re-enter password').fill('weak');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.passwordRule)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Re-enter password').fill(`${E2E_PASSWORD}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.passwordsDontMatch)).toBeVisible();
  await page.getByLabel('Re-enter password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.registrationSuccess)).toBeVisible();

  // Before an admin acts, the login is refused with the privileges message.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(messages.loginNoPrivileges)).toBeVisible();

  const admin = await staffUser('admin');
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await staffBar(adminPage).getByRole('link', { name: 'Privileges' }).click();
  await expect(adminPage).toHaveURL(/\/admin-access-privileges$/);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('waiting')).toBeVisible();
  await row.getByRole('radio', { name: 'employee' }).check();
  await row.getByRole('button', { name: /^Save role of/ }).click();
  await expect(adminPage.getByText(`Mae Jemison${tag} is now an employee.`)).toBeVisible();
  await expect(row.getByText('employee', { exact: true }).first()).toBeVisible();
  await adminContext.close();

  await signIn(page, { email, password: E2E_PASSWORD });
  await expect(staffBar(page)).toContainText(`Welcome, Mae Jemison${tag}`);
  await expect(staffBar(page).getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(staffBar(page).getByRole('link', { name: 'Archive' })).toBeVisible();
  await expect(staffBar(page).getByRole('link', { name: 'Privileges' })).toHaveCount(0);
});

test('an admin deletes a registration after confirming', async ({ staffUser, page }) => {
  const doomed = await staffUser('volunteer');
  const admin = await staffUser('admin');
  await signIn(page, admin);
  await page.goto('/admin-access-privileges');
  const name = `${doomed.firstName} ${doomed.lastName}`;
  const row = page.getByRole('row').filter({ hasText: doomed.email });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText(`${name}'s staff account is removed and cannot be restored.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('row').filter({ hasText: doomed.email })).toHaveCount(0);
  // Your own row cannot be deleted (it has no DELETE) or demoted.
  const mine = page.getByRole('row').filter({ hasText: admin.email });
  await expect(mine.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(mine.getByRole('radio', { name: 'volunteer' })).toBeDisabled();
});

test('a volunteer sees no Privileges link and is refused the privileges page; signed out, the page asks to log in', async ({
  staffUser,
  page,
}) => {
  const volunteer = await staffUser('volunteer');
  await signIn(page, volunteer);
  await expect(staffBar(page)).toContainText(`Welcome, ${volunteer.firstName} ${volunteer.lastName}`);
  await expect(staffBar(page).getByRole('link', { name: 'Privileges' })).toHaveCount(0);
  await page.goto('/admin-access-privileges');
  await expect(page.getByRole('heading', { name: messages.noPermission })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await staffBar(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(staffBar(page)).toHaveCount(0);
  await page.goto('/admin-access-privileges');
  await expect(page.getByRole('heading', { name: messages.notSignedIn })).toBeVisible();
});

test('a wrong password shakes the form and says so; the password can be shown', async ({ staffUser, page }) => {
  const employee = await staffUser('employee');
  await page.goto('/login');
  await page.getByLabel('Email').fill(employee.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Wrong#Pass1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(messages.loginFailure)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
});

test('the full password reset: code by e-mail, new password twice, then login', async ({ staffUser, page }) => {
  const employee = await staffUser('employee');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(employee.email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(messages.resetCodeSent)).toBeVisible();
  const code = await resetCodeFor(employee.email);

  await page.getByLabel('Verification code').fill(` ${code} `);
  await page.getByLabel('New password', { exact: true }).fill('Renewed#Pass7');
  await page.getByLabel('Confirm new password').fill('Renewed#Pass8');
  await page.getByRole('button', { name: 'Create new password' }).click();
  await expect(page.getByText(messages.resetPasswordsDontMatch)).toBeVisible();
  await page.getByLabel('Confirm new password').fill(' Renewed#Pass7 ');
  await page.getByRole('button', { name: 'Create new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signIn(page, { email: employee.email, password: 'Renewed#Pass7' });
  await expect(staffBar(page)).toContainText(`${employee.firstName} ${employee.lastName}`);
});
