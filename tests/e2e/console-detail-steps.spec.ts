import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, seeEveryApplication, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The detail page as a reviewer works through a pile (issue 14 item 3): previous and next
 * application in the list they came from (same search and order), and Archive or Unarchive
 * without going back to the list. Screenshots go to test-results/preview.
 */

const SHOTS = 'test-results/preview';

const steps = (page: Page) => page.getByRole('navigation', { name: 'Applications in this list' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a reviewer walks the list from the detail page, archives one there and unarchives it', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const lastName = `Stepper${uniqueTag()}`;
  for (const firstName of ['Cal', 'Ann', 'Ben']) await submitApplication(request, 'undergrad', { firstName, lastName });
  await signInAs('volunteer');

  await page.goto('/admin-access');
  const table = tableOf(page, 'undergrad');
  await seeEveryApplication(table);
  await searchTable(table, lastName);
  await table.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, A to Z' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await rowOf(table, { firstName: 'Ann', lastName }).getByRole('link', { name: /^View/ }).click();
  await expect(heading(page)).toHaveText(`Ann ${lastName}`);

  // First of three: no previous, the next is Ben (name order, as the list showed).
  await expect(steps(page).getByText('1 of 3')).toBeVisible();
  await expect(steps(page).getByRole('link', { name: /^Previous application/ })).toHaveCount(0);
  const toBen = steps(page).getByRole('link', { name: `Next application Ben ${lastName}` });
  await expect(toBen).toBeVisible();
  // Keyboard: the link is reached and followed like any other.
  await toBen.focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(`Ben ${lastName}`);
  await expect(steps(page).getByText('2 of 3')).toBeVisible();
  await expect(steps(page).getByRole('link', { name: `Previous application Ann ${lastName}` })).toBeVisible();
  await expect(steps(page).getByRole('link', { name: `Next application Cal ${lastName}` })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/detail-steps-${width}.png`, fullPage: true });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${SHOTS}/detail-steps-top-${width}.png` });
    await page.getByRole('heading', { level: 2, name: 'Documents' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/detail-documents-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);

  // Archive from the detail page: asked first, then the page says so and offers Unarchive.
  await page.getByRole('button', { name: `Archive Ben ${lastName}'s application` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/^Archived \d\d\/\d\d\/\d{4} by /)).toBeVisible();
  const unarchive = page.getByRole('button', { name: `Unarchive Ben ${lastName}'s application` });
  await expect(unarchive).toBeFocused();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `Ben ${lastName}'s application was archived.` }),
  ).toBeAttached();
  // Ben has left the list: Ann and Cal are still on either side, and the count is gone.
  await expect(steps(page).getByText(/ of /)).toHaveCount(0);
  await expect(steps(page).getByRole('link', { name: `Previous application Ann ${lastName}` })).toBeVisible();
  await steps(page)
    .getByRole('link', { name: `Next application Cal ${lastName}` })
    .click();
  await expect(heading(page)).toHaveText(`Cal ${lastName}`);
  await expect(steps(page).getByText('2 of 2')).toBeVisible();
  await expect(steps(page).getByRole('link', { name: `Previous application Ann ${lastName}` })).toBeVisible();
  await expect(steps(page).getByRole('link', { name: /^Next application/ })).toHaveCount(0);

  // Back to the list as it was left (search and order kept), without Ben.
  await page.getByRole('link', { name: 'Back to Applications' }).click();
  await expect(table.getByRole('searchbox')).toHaveValue(lastName);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(rowOf(table, { firstName: 'Ben', lastName })).toHaveCount(0);

  // Unarchive from the detail page, opened from the archive.
  await page.goto('/admin-access-archive');
  const archive = tableOf(page, 'undergrad');
  await seeEveryApplication(archive);
  await searchTable(archive, lastName);
  await rowOf(archive, { firstName: 'Ben', lastName }).getByRole('link', { name: /^View/ }).click();
  await expect(heading(page)).toHaveText(`Ben ${lastName}`);
  await expect(steps(page).getByText('1 of 1')).toBeVisible();
  await page.getByRole('button', { name: `Unarchive Ben ${lastName}'s application` }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Archive Ben ${lastName}'s application` })).toBeFocused();
  await page.goto('/admin-access');
  await seeEveryApplication(tableOf(page, 'undergrad'));
  await searchTable(tableOf(page, 'undergrad'), lastName);
  await expect(tableOf(page, 'undergrad').getByRole('row')).toHaveCount(4);
});

test('opened from its address alone, the detail page shows no list steps but can still archive', async ({
  page,
  request,
  signInAs,
}) => {
  const app = await submitApplication(request, 'parent', { firstName: 'Direct', lastName: `Link${uniqueTag()}` });
  await signInAs('employee');
  await page.goto('/admin-access');
  const table = tableOf(page, 'parent');
  await searchTable(table, app.lastName);
  const href = await rowOf(table, app).getByRole('link', { name: /^View/ }).getAttribute('href');
  await page.goto(href!);
  await expect(heading(page)).toHaveText(`Direct ${app.lastName}`);
  await expect(steps(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Archive Direct ${app.lastName}'s application` })).toBeVisible();
});
