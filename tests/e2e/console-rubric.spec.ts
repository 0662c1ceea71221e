import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The rubric editor (issue 12 item 4): an admin edits a kind's criteria and they are still there
 * after a reload; employees and volunteers neither see the link nor get the page. The parent
 * rubric is the one edited, so the review suite's undergraduate scores stay as they were.
 * Screenshots at 1280 and 390 px go to test-results/rubric.
 */

const criterion = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Criterion ${n}\\b`) });

test('an admin renames and reweighs a criterion, adds one, and finds them after a reload', async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await signInAs('admin');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Rubric' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rubric' })).toBeVisible();
  await expect(page.getByText('Saved scores keep their meaning.')).toBeVisible();

  await page.getByRole('radio', { name: 'Parent' }).check();
  await expect(page).toHaveURL(/kind=parent/);
  await expect(criterion(page, 2).getByLabel('Label')).toHaveValue('Debt burden');
  await expect(criterion(page, 2)).toContainText('debtBurden');
  await criterion(page, 2).getByLabel('Label').fill('Debt burden and income');
  await criterion(page, 2).getByLabel('Weight').fill('4');
  // Unsaved edits survive a look at another kind's rubric.
  await page.getByRole('radio', { name: 'High school' }).check();
  await expect(criterion(page, 1).getByLabel('Label')).toHaveValue('GPA and academics');
  await page.getByRole('radio', { name: 'Parent' }).check();
  await expect(criterion(page, 2).getByLabel('Label')).toHaveValue('Debt burden and income');

  await page.getByRole('button', { name: 'Add criterion' }).click();
  const added = criterion(page, 5);
  await expect(added.getByLabel('Label')).toBeFocused();
  await added.getByLabel('Label').fill('Community ties');
  await expect(added).toContainText('communityTies');
  // The domain's rule answers in the browser, at the field.
  await added.getByLabel('Maximum points').fill('');
  await page.getByRole('button', { name: 'Save rubric' }).click();
  await expect(added.getByText('Maximum points are 1 to 100.')).toBeVisible();
  await expect(added.getByLabel('Maximum points')).toHaveAttribute('aria-invalid', 'true');
  await added.getByLabel('Maximum points').fill('5');
  await added.getByLabel('Weight').fill('2');
  // Moved above the fourth criterion with the keyboard-reachable button, then saved.
  await added.getByRole('button', { name: 'Move up Community ties' }).click();
  await expect(criterion(page, 4).getByLabel('Label')).toHaveValue('Community ties');
  // With the keyboard: the first criterion goes down and comes back up; at the top its disabled
  // "Move up" hands the focus to "Move down".
  await criterion(page, 1).getByRole('button', { name: 'Move down Hardship' }).focus();
  await page.keyboard.press('Enter');
  await expect(criterion(page, 2).getByLabel('Label')).toHaveValue('Hardship');
  await criterion(page, 2).getByRole('button', { name: 'Move up Hardship' }).focus();
  await page.keyboard.press('Enter');
  await expect(criterion(page, 1).getByLabel('Label')).toHaveValue('Hardship');
  await expect(criterion(page, 1).getByRole('button', { name: 'Move down Hardship' })).toBeFocused();
  await page.getByRole('button', { name: 'Save rubric' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'rubric' })).toHaveText(
    'The parent rubric was saved.',
  );
  await expectNoSeriousAxeViolations(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/rubric/rubric-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Parent' })).toBeChecked();
  await expect(criterion(page, 2).getByLabel('Label')).toHaveValue('Debt burden and income');
  await expect(criterion(page, 2).getByLabel('Weight')).toHaveValue('4');
  await expect(criterion(page, 2)).toContainText('debtBurden');
  await expect(criterion(page, 4).getByLabel('Label')).toHaveValue('Community ties');
  await expect(criterion(page, 4)).toContainText('communityTies');
  await expect(criterion(page, 4).getByLabel('Maximum points')).toHaveValue('5');
  await expect(criterion(page, 5).getByLabel('Label')).toHaveValue('Documents complete');
  // The other kinds are their own rubrics, untouched.
  await page.getByRole('radio', { name: 'Undergraduate' }).check();
  await expect(criterion(page, 2).getByLabel('Label')).toHaveValue('Debt burden');
  await expect(criterion(page, 5)).toHaveCount(0);
});

for (const role of ['employee', 'volunteer'] as const) {
  test(`the ${role} role gets no rubric page and no link to it`, async ({ page, signInAs }) => {
    await signInAs(role);
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Rubric' })).toHaveCount(0);
    await page.goto('/admin-access-rubric');
    await expect(page.getByRole('heading', { level: 1, name: 'You have no permissions to access this page.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save rubric' })).toHaveCount(0);
  });
}
