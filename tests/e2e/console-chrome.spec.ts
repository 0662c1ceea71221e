import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';

/**
 * Issue 29, points 1 and 2: the console's own frame (a compact sticky header that is the admin
 * welcome bar grown up, a keyboard-usable phone menu, a small link back to the public site, and
 * no public navigation, Donate button or footer), and the export buttons (Export CSV above each
 * list with its filters, Download all documents (.zip) beside the package), each for the roles
 * allowed and showing progress. At 390 and 1280 px. Screenshots go to test-results/console-chrome.
 */
const SHOTS = 'test-results/console-chrome';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Staff' });

async function expectNoPublicChrome(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Donate', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test('an admin works under the console header at 1280 px: name, sections in order, no public chrome, sticky', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize(LAPTOP);
  const admin = await signInAs('admin');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Open Diploma Fund Staff console' })).toBeVisible();
  const nav = staffNav(page);
  await expect(nav).toContainText(`Welcome, ${admin.firstName} ${admin.lastName}`);
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
  const sections = await nav.getByRole('listitem').getByRole('link').allTextContents();
  expect(sections.slice(0, 3)).toEqual(['Applications', 'Archive', 'Privileges']);
  for (const name of ['Content', 'Rubric', 'Cycles', 'Mail', 'Retention', 'Messages', 'Security'])
    await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Privileges' }).locator('svg')).toHaveCount(1);
  // Every section on one line at 1280 px: a second line would double the sticky header's height.
  const tops = new Set<number>();
  for (const name of ['Applications', 'Archive', 'Privileges', 'Content', 'Reports', 'Audit', 'Messages'])
    tops.add(Math.round((await nav.getByRole('link', { name: new RegExp(`^${name}`) }).boundingBox())!.y));
  expect(tops.size).toBe(1);
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/');
  await expectNoPublicChrome(page);
  // The intro says what the list is for today: review, not only archiving.
  await expect(page.getByText(/score it and move it through review/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/applications-1280.png` });

  // Sticky: the header stays at the top of the window as the list scrolls.
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  await expect(header).toBeInViewport();

  // Every staff route has the frame, the sign-in page too.
  await nav.getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(page.getByText(/taken out of the working lists/)).toBeVisible();
  await expectNoPublicChrome(page);
  await nav.getByRole('link', { name: 'Privileges' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoPublicChrome(page);
});

test('the phone menu opens, closes with Escape and goes to a section, by keyboard alone, at 390 px', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize(PHONE);
  const employee = await signInAs('employee');
  const header = page.getByRole('banner');
  const nav = staffNav(page);
  await expect(nav).toContainText(`${employee.firstName} ${employee.lastName}`);
  // Compact: the header is one line on a phone, far from the 290 px of the public chrome it replaces.
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  await expectNoPublicChrome(page);
  const menu = nav.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Archive' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/applications-390.png` });

  // Keyboard alone: Tab to Menu, open it, Tab into it, Escape gives the focus back.
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // the console's name
  await page.keyboard.press('Tab'); // Menu
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Archive' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Public site' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Privileges' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/menu-open-390.png` });
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Archive' })).toBeHidden();

  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Archive' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin-access-archive$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
});

test('signed out, the sign-in page has the console frame and its way back to the public site', async ({ page }) => {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Public site' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
    await expectNoPublicChrome(page);
  }
  await expectNoSeriousAxeViolations(page);
});

test('the public site keeps its own header, Donate and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
});

for (const size of [LAPTOP, PHONE])
  test(`Export CSV takes the list as searched, shows its progress, and retries after a failure (${size.width} px)`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const lastName = `Export${uniqueTag()}`;
    const app = await submitApplication(page.request, 'undergrad', { firstName: 'Ana', lastName });
    await page.setViewportSize(size);
    await signInAs('employee');
    await showKind(page, 'undergrad');
    const table = tableOf(page, 'undergrad');
    await searchTable(table, lastName);
    await expect(rowOf(table, app)).toBeVisible();

    // The first try fails: a notice with Retry, like the console's other failures.
    const asked: string[] = [];
    let calls = 0;
    await page.route('**/api/undergrad/export-csv**', async (route) => {
      asked.push(route.request().url());
      calls++;
      if (calls === 1) return route.fulfill({ status: 500, json: { error: 'Something failed.' } });
      await new Promise((r) => setTimeout(r, 1200)); // a large export takes a while to start
      return route.continue();
    });
    await table.getByRole('button', { name: 'Export CSV' }).click();
    const notice = page.getByText('The undergraduate CSV export could not be downloaded.');
    await expect(notice).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(table.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe('undergrad-applications.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(app.reference);
    expect(csv.trim().split('\r\n')).toHaveLength(2); // the header and the one application searched for
    expect(new URL(asked.at(-1)!).searchParams.get('search')).toBe(lastName);
    await expect(table.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/export-csv-${size.width}.png` });
  });

for (const size of [LAPTOP, PHONE])
  test(`an employee downloads all documents as a ZIP beside the package; a volunteer sees neither export (${size.width} px)`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const app = await submitApplication(page.request, 'undergrad', { firstName: 'Zed', lastName: `Zip${uniqueTag()}` });
    await page.setViewportSize(size);
    await signInAs('employee');
    await showKind(page, 'undergrad');
    const table = tableOf(page, 'undergrad');
    await searchTable(table, app.lastName);
    await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
    const zip = page.getByRole('button', { name: 'Download all documents (.zip)' });
    await expect(page.getByRole('button', { name: 'DOWNLOAD', exact: true })).toBeVisible();
    await expect(zip).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-zip-${size.width}.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), zip.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await expect(zip).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    const detailUrl = page.url();

    await signInAs('volunteer');
    await showKind(page, 'undergrad');
    await expect(tableOf(page, 'undergrad').getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download all documents (.zip)' })).toHaveCount(0);
  });
