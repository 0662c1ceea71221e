import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag, type Submitted } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The lists' bulk bar (issue 29, point 5): only the moves valid for every selected row, a field
 * only for what the move needs (the award starting from the scholarship's $1,000), each row moved
 * on its own, and a summary naming every row that could not move and why. At 1280 and 390 px;
 * screenshots go to test-results/bulk-moves.
 */

const barOf = (table: Locator) => table.getByRole('region', { name: 'Change the selected applications' });

async function optionsOf(select: Locator): Promise<string[]> {
  return select.locator('option').allTextContents();
}

async function openList(page: Page, tag: string): Promise<Locator> {
  await page.goto('/admin-access');
  await showKind(page, 'high-school');
  const table = tableOf(page, 'high-school');
  await searchTable(table, tag);
  return table;
}

/** Scrolls to the middle of the screen, clear of the sticky console header, for a screenshot. */
async function centre(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

async function select(table: Locator, apps: readonly Submitted[]): Promise<void> {
  for (const app of apps) await rowOf(table, app).getByRole('checkbox').check();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('offers only the moves that fit every selected row, and approves with the cycle’s award', async ({
      page,
      request,
      signInAs,
    }) => {
      test.setTimeout(150_000);
      const tag = `Bulk${uniqueTag()}`;
      const apps: Submitted[] = [];
      for (const firstName of ['Maya', 'Ines', 'Rosa', 'Lena'])
        apps.push(await submitApplication(request, 'high-school', { firstName, lastName: tag }));
      const [maya, ines, rosa, lena] = apps as [Submitted, Submitted, Submitted, Submitted];
      await signInAs('admin');
      const table = await openList(page, tag);
      await select(table, [maya, ines, rosa]);
      const bar = barOf(table);
      await expect(bar.getByText('3 selected')).toBeVisible();
      await expect(bar).toContainText('(3 Received)');

      // From Received: start the review or ask for information; no reason field for either.
      expect(await optionsOf(bar.getByLabel('Move to'))).toEqual(['No change', 'In review', 'Needs information']);
      await expect(bar.getByLabel('Reason')).toHaveCount(0);

      // By keyboard: choose In review in the select, Tab to Apply past Assign to, press Enter.
      await bar.getByLabel('Move to').focus();
      await page.keyboard.press('ArrowDown');
      await expect(bar.getByLabel('Move to')).toHaveValue('IN_REVIEW');
      await expect(bar.getByLabel('Reason')).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(bar.getByLabel('Assign to')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('button', { name: 'Apply' })).toBeFocused();
      await page.keyboard.press('Enter');
      const result = table.getByRole('status').filter({ hasText: 'Moved' });
      await expect(result).toHaveText('Moved 3 to In review.');
      await expect(bar).toBeHidden();
      for (const app of [maya, ines, rosa]) await expect(rowOf(table, app)).toContainText('In review');

      // One Received row among them leaves only the request, which fits both statuses.
      await select(table, [maya, ines, rosa, lena]);
      await expect(bar).toContainText('(1 Received, 3 In review)');
      expect(await optionsOf(bar.getByLabel('Move to'))).toEqual(['No change', 'Needs information']);
      await rowOf(table, lena).getByRole('checkbox').uncheck();

      // From In review an admin may ask, approve or decline; a reason only for the decline.
      expect(await optionsOf(bar.getByLabel('Move to'))).toEqual(['No change', 'Needs information', 'Approved', 'Declined']);
      await bar.getByLabel('Move to').selectOption({ label: 'Declined' });
      await expect(bar.getByLabel('Reason')).toBeVisible();
      await expect(bar.getByLabel('Award in dollars, each')).toHaveCount(0);
      await bar.getByLabel('Move to').selectOption({ label: 'Approved' });
      await expect(bar.getByLabel('Reason')).toHaveCount(0);
      // The scholarship's award is the cycle's fixed $1,000, and the applicants are told at once.
      await expect(bar.getByLabel('Award in dollars, each')).toHaveValue('1,000.00');
      await expect(bar.getByText('Each of the 3 applicants is e-mailed at once that the application was approved')).toBeVisible();
      await expect(bar.getByText(/budget or award limit|remains of the cycle|awards are left/)).toBeVisible();
      // What Apply will do is said before the button, and the button is described by it.
      const apply = bar.getByRole('button', { name: 'Apply' });
      await expect(apply).toHaveAccessibleDescription(/Each of the 3 applicants is e-mailed at once/);
      const notice = await bar.getByText(/^Each of the 3 applicants is e-mailed at once/).boundingBox();
      expect(notice!.y + notice!.height).toBeLessThanOrEqual((await apply.boundingBox())!.y);
      if (width === 390) {
        // On a phone the fields line up in one column inside the bar.
        const box = (await bar.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        const lefts = await Promise.all(
          [
            bar.getByLabel('Move to'),
            bar.getByLabel('Award in dollars, each'),
            bar.getByLabel('Assign to'),
            bar.getByRole('button', { name: 'Apply' }),
          ].map(async (l) => (await l.boundingBox())!),
        );
        for (const b of lefts) {
          expect(Math.abs(b.x - lefts[0]!.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(b.width - lefts[0]!.width)).toBeLessThanOrEqual(1);
        }
      }
      await expectNoSeriousAxeViolations(page);
      await centre(bar);
      await expect(page.getByRole('button', { name: /^Change \d+ selected$/ })).toBeHidden();
      await page.screenshot({ path: `test-results/bulk-moves/approve-${width}.png` });

      // All three are approved at once, each with the award.
      await bar.getByLabel('Move to').selectOption({ label: 'Approved' });
      await bar.getByRole('button', { name: 'Apply' }).click();
      await expect(table.getByRole('status').filter({ hasText: 'Approved' })).toHaveText(
        'Approved 3: $1,000 each. 3 applicants were e-mailed.',
      );
      for (const app of [maya, ines, rosa]) await expect(rowOf(table, app)).toContainText('Approved');
      await centre(table.getByRole('status').filter({ hasText: 'Approved' }));
      await page.screenshot({ path: `test-results/bulk-moves/approved-${width}.png` });

      // Someone else starts Lena's review meanwhile: her row, still shown here as Received, offers
      // In review, which the server refuses for her alone, naming her and why.
      const other = await page.context().newPage();
      const otherTable = await openList(other, tag);
      await select(otherTable, [lena]);
      await barOf(otherTable).getByLabel('Move to').selectOption({ label: 'In review' });
      await barOf(otherTable).getByRole('button', { name: 'Apply' }).click();
      await expect(otherTable.getByRole('status').filter({ hasText: 'Moved' })).toHaveText('Moved 1 to In review.');
      await other.close();

      await rowOf(table, lena).getByRole('checkbox').check();
      await expect(bar).toContainText('(1 Received)');
      await bar.getByLabel('Move to').selectOption({ label: 'In review' });
      await bar.getByRole('button', { name: 'Apply' }).click();
      const summary = table.getByRole('status').filter({ hasText: 'Moved' });
      await expect(summary.getByText('Moved 0 of 1 to In review.')).toBeVisible();
      await expect(summary.getByRole('listitem')).toHaveText([
        `Lena ${tag} (${lena.reference}): An application cannot move from In review to In review.`,
      ]);
      // What could not move stays selected, now with its real status.
      await expect(bar).toContainText('1 selected');
      await expect(bar).toContainText('(1 In review)');
      await expectNoSeriousAxeViolations(page);
      await centre(bar);
      await expect(page.getByRole('button', { name: /^Change \d+ selected$/ })).toBeHidden();
      await page.screenshot({ path: `test-results/bulk-moves/summary-${width}.png` });
    });
  });
}

test('on a phone a button brings the bar back when the list has scrolled it away', async ({ page, request, signInAs }) => {
  test.setTimeout(90_000);
  const tag = `Far${uniqueTag()}`;
  const apps: Submitted[] = [];
  for (const firstName of ['Ana', 'Bea', 'Cora', 'Dina', 'Eva'])
    apps.push(await submitApplication(request, 'high-school', { firstName, lastName: tag }));
  await page.setViewportSize({ width: 390, height: 700 });
  await signInAs('admin');
  const table = await openList(page, tag);
  await select(table, apps);
  const bar = barOf(table);
  // The newest comes first: the oldest is at the foot of the list.
  await rowOf(table, apps[0]!).scrollIntoViewIfNeeded();
  const back = page.getByRole('button', { name: 'Change 5 selected' });
  await expect(back).toBeVisible();
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByLabel('Move to')).toBeFocused();
  await expect(bar).toBeInViewport();
  await expect(back).toBeHidden();
});
