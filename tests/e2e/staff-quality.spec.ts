import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { submitApplication, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Issue 8's web quality bar on the staff side: every staff route, signed out and signed in as an
 * admin, has no serious or critical axe violation and logs no console error.
 */
/** axe on one staff route, named in the report. */
const expectAccessible = (page: Page, route: string) => test.step(`axe on ${route}`, () => expectNoSeriousAxeViolations(page));

/**
 * Console errors and uncaught exceptions. A signed-out browser's session check is answered 401
 * by design (spec §4: a non-ok status means signed out), and Chromium logs every non-ok fetch;
 * that one line alone is expected.
 */
function watchConsole(page: Page, signedOut: boolean): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected401 = signedOut && message.text().includes('401') && message.location().url.endsWith('/api/auth/status');
    if (!expected401) errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

const signedOutRoutes: [string, string | RegExp][] = [
  ['/login', 'Staff login'],
  ['/registration', /administrative access/i],
  ['/reset-password', /reset/i],
];

test('staff sign-in pages: no serious axe violations, no console errors', async ({ page }) => {
  const errors = watchConsole(page, true);
  for (const [route, heading] of signedOutRoutes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, route);
  }
  await page.goto('/admin-access');
  await expect(page.getByText('Please log in to access this page.')).toBeVisible();
  await expectAccessible(page, '/admin-access (signed out)');
  expect(errors).toEqual([]);
});

test('console pages as an admin: no serious axe violations, no console errors', async ({ page, signInAs }) => {
  // Nine pages through axe, after a sign-in with its second factor: more than a minute on a busy machine.
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const submitted = await submitApplication(page.request, 'undergrad', { firstName: 'Quality', lastName: `Check${tag}` });
  await signInAs('admin');
  // From here on the browser is signed in: no error of any kind is expected.
  const errors = watchConsole(page, false);

  for (const route of [
    '/admin-access',
    '/admin-access-archive',
    '/admin-access-privileges',
    '/admin-access-rubric',
    '/admin-access-cycles',
    '/admin-access-content',
    '/admin-access-messages',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/loading/i)).toHaveCount(0);
    await expectAccessible(page, route);
  }

  await page.goto('/admin-access');
  await page
    .getByRole('link', { name: new RegExp(`View.*${submitted.lastName}`, 'i') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/show-applicant\/undergrad\/\d+\//);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(submitted.lastName) })).toBeVisible();
  await expectAccessible(page, 'applicant detail');
  expect(errors).toEqual([]);
});
