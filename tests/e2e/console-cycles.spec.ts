import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The cycle editor (/admin-access-cycles): an admin changes the parent repayment cycle (award,
 * budget, number of awards, a deadline in its time zone), finds it after a reload and on the
 * public page, then makes it rolling again, so the other suites' parent forms stay open.
 * Screenshots at 1280 and 390 px go to test-results/cycles.
 */

test('an admin sets a cycle deadline, award and budget, sees them on the public page, then makes it rolling again', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs('admin');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Cycles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cycles' })).toBeVisible();
  const parent = page.getByRole('form', { name: 'Parent repayment cycle' });
  await expect(parent.getByLabel('Rolling, open all year')).toBeChecked();
  await expect(page.getByRole('table', { name: 'Awards per cycle' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/cycles/cycles-1280.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // The domain's rules answer in the browser, at the field.
  await parent.getByLabel('Budget in dollars').fill('lots');
  await parent.getByRole('button', { name: 'Save the parent repayment cycle' }).click();
  await expect(parent.getByText('Please give an amount in dollars, like 1,000 or 2,500.50.')).toBeVisible();
  await expect(parent.getByLabel('Budget in dollars')).toHaveAttribute('aria-invalid', 'true');

  await parent.getByLabel('Rolling, open all year').uncheck();
  await parent.getByLabel('Deadline', { exact: true }).fill('2030-07-31T23:59');
  await parent.getByLabel('Time zone').selectOption('America/Chicago');
  await parent.getByLabel('Award in dollars').fill('2,500');
  await parent.getByLabel('Budget in dollars').fill('50,000');
  await parent.getByLabel('Most awards').fill('20');
  await parent.getByRole('button', { name: 'Save the parent repayment cycle' }).click();
  await expect(parent.getByText('Saved. The public pages show it within a few seconds.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Parent repayment cycle' });
  await expect(reloaded.getByLabel('Deadline', { exact: true })).toHaveValue('2030-07-31T23:59');
  await expect(reloaded.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(reloaded.getByLabel('Award in dollars')).toHaveValue('2500');
  await expect(reloaded.getByLabel('Budget in dollars')).toHaveValue('50000');
  await expect(reloaded.getByLabel('Most awards')).toHaveValue('20');
  await expect(page.getByText('Open until July 31, 2030 at 11:59 PM CDT.')).toBeVisible();
  const figures = page.getByRole('table', { name: 'Awards per cycle' });
  const parentRow = figures.getByRole('row', { name: /Parent repayment/ });
  await expect(parentRow).toContainText('of $50,000');
  await expect(parentRow).toContainText('of 20');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/cycles/cycles-390.png', fullPage: true });

  // The public page says it in its first HTML, in the cycle's time zone.
  const html = await (await page.request.get('/open-diploma-fund-for-parents')).text();
  expect(html.replace(/<[^>]+>/g, '')).toContain('Apply by July 31, 2030 at 11:59 PM CDT.');

  await reloaded.getByLabel('Rolling, open all year').check();
  await reloaded.getByLabel('Time zone').selectOption('America/New_York');
  await reloaded.getByLabel('Award in dollars').fill('');
  await reloaded.getByLabel('Budget in dollars').fill('');
  await reloaded.getByLabel('Most awards').fill('');
  await reloaded.getByRole('button', { name: 'Save the parent repayment cycle' }).click();
  await expect(reloaded.getByText('Saved. The public pages show it within a few seconds.')).toBeVisible();
  await expect(page.getByText('Open, rolling.')).toHaveCount(2);
});

test('employees see no Cycles link and cannot open the page', async ({ page, signInAs }) => {
  await signInAs('employee');
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Cycles' })).toHaveCount(0);
  await page.goto('/admin-access-cycles');
  await expect(page.getByRole('heading', { level: 1, name: 'Cycles' })).toHaveCount(0);
});

test('an approval beyond the budget is refused with what remains, and an admin may override it', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const app = await submitApplication(request, 'parent', { firstName: 'Ines', lastName: `Budget${uniqueTag()}` });
  await signInAs('admin');
  await page.goto('/admin-access-cycles');
  const parent = page.getByRole('form', { name: 'Parent repayment cycle' });
  await parent.getByLabel('Budget in dollars').fill('1,000');
  await parent.getByRole('button', { name: 'Save the parent repayment cycle' }).click();
  await expect(parent.getByText('Saved. The public pages show it within a few seconds.')).toBeVisible();

  await page.goto('/admin-access');
  const table = tableOf(page, 'parent');
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await review.getByRole('button', { name: 'Start review' }).click();
  await review.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByLabel('Award in dollars').fill('2,500');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'An award of $2,500 is more than the Parent loan repayment program cycle has left',
  );
  await expect(dialog.getByRole('alert')).toContainText('of its $1,000 budget');
  await dialog.getByLabel('Approve beyond the budget anyway (recorded in the audit log)').check();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/cycles/override-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByText('$2,500.00')).toBeVisible();

  await page.goto('/admin-access-cycles');
  const row = page.getByRole('table', { name: 'Awards per cycle' }).getByRole('row', { name: /Parent repayment/ });
  await expect(row).toContainText('-$1,500');
  await page.getByRole('form', { name: 'Parent repayment cycle' }).getByLabel('Budget in dollars').fill('');
  await page
    .getByRole('form', { name: 'Parent repayment cycle' })
    .getByRole('button', { name: 'Save the parent repayment cycle' })
    .click();
  await expect(page.getByText('Saved. The public pages show it within a few seconds.')).toBeVisible();
});
