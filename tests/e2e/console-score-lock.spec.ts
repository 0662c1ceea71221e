import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openApplication, submitApplication, uniqueTag } from './support/console.js';
import { signIn } from './support/staff.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Blind review's lock said before it is taken (issue 42, problem 3): a reviewer whose colleagues
 * have scored or written is told, beside Save, what saving will show them and that their score
 * then locks; once locked, the reason given is what was shown. Screenshots go to test-results/review.
 */

const panel = (page: Page) => page.getByRole('region', { name: 'Review' });

async function scoreIt(page: Page, points: string): Promise<void> {
  for (const criterion of [/^Hardship/, /^Debt burden/, /^Degree finished in four years/, /^Documents complete/])
    await panel(page).getByLabel(criterion).selectOption(points);
  await panel(page).getByRole('button', { name: 'Save my score' }).click();
}

test('a reviewer is told before saving that the others’ score and note will show and their score will lock', async ({
  staffUser,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const app = await submitApplication(request, 'undergrad', { firstName: 'Lena', lastName: `Blind${uniqueTag()}` });
  const pageOf = async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, await staffUser('volunteer'));
    return page;
  };

  // The first reviewer: nothing is waiting, so no warning; they score and write about the applicant.
  const first = await pageOf();
  await openApplication(first, app);
  await expect(panel(first).getByRole('button', { name: 'Save my score' })).toBeVisible();
  await expect(panel(first).getByText(/When you save a score/)).toHaveCount(0);
  await scoreIt(first, '4');
  await expect(panel(first).getByText('Your score:')).toBeVisible();
  await panel(first).getByLabel('Add a note').fill('The loan statement matches the form.');
  await panel(first).getByRole('button', { name: 'Add note' }).click();
  await expect(panel(first).getByLabel('Add a note')).toHaveValue('');
  await expect(panel(first).getByText(/Your score is locked/)).toHaveCount(0);

  // The second reviewer is warned, beside the button that would take the lock.
  const second = await pageOf();
  await openApplication(second, app);
  const warning =
    'When you save a score, you will see 1 score and 1 note by other reviewers, and your score locks. An admin can unlock it if it must change.';
  const save = panel(second).getByRole('button', { name: 'Save my score' });
  await expect(panel(second).getByText(warning)).toBeVisible();
  await expect(save).toHaveAccessibleDescription(warning);
  await expectNoSeriousAxeViolations(second);
  for (const width of [390, 1280]) {
    await second.setViewportSize({ width, height: 900 });
    await panel(second).getByText(warning).scrollIntoViewIfNeeded();
    await expect(panel(second).getByText(warning)).toBeInViewport();
    await expect(save).toBeVisible();
    await second.screenshot({ path: `test-results/review/score-lock-warning-${width}.png` });
  }

  // Saved: the others are shown, the score locks, and the reason is the true one.
  await scoreIt(second, '3');
  await expect(
    panel(second).getByText(
      'Your score is locked: once you had saved it, the other reviewers’ scores were shown to you. An admin can unlock it if it must change.',
    ),
  ).toBeVisible();
  await expect(panel(second).getByText('The loan statement matches the form.')).toBeVisible();
  await expect(panel(second).getByRole('button', { name: /Save my score|Update my score/ })).toHaveCount(0);
  await second.screenshot({ path: 'test-results/review/score-locked-1280.png' });
});
