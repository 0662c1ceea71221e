import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { APPLICATION_KIND_PATHS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { rowOf, searchTable, seeEveryApplication, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Staff lists on a 390 px phone (issue 14 item 8): one kind at a time behind tabs that show each
 * kind's count, instead of three tables stacked; the search also matches college and major. On a
 * laptop the three tables stay side by side in one column. Screenshots go to test-results/preview.
 */

const SHOTS = 'test-results/preview';
const TABS: Record<ApplicationKind, string> = { 'high-school': 'High school', undergrad: 'Undergraduate', parent: 'Parent' };

/** The list's total as the REST API counts it (X-Total-Count), with the browser's session. */
async function restTotal(page: Page, kind: ApplicationKind, archived: boolean): Promise<number> {
  const path = archived
    ? `/api/archive/${APPLICATION_KIND_PATHS[kind]}/get-archive`
    : `/api/${APPLICATION_KIND_PATHS[kind]}/get-all`;
  const response = await page.request.get(`${path}?pageSize=1`);
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

const tab = (page: Page, kind: ApplicationKind) => page.getByRole('tab', { name: new RegExp(`^${TABS[kind]}\\b`) });

for (const archived of [false, true]) {
  const path = archived ? '/admin-access-archive' : '/admin-access';
  test(`on a phone ${path} shows one kind at a time, with each kind's count`, async ({ page, request, signInAs }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const college = `Zephyr${tag} College`;
    const app = await submitApplication(request, 'undergrad', { firstName: 'Phone', lastName: `Lister${tag}` });
    await signInAs('volunteer');
    if (archived) {
      await page.goto('/admin-access');
      const table = tableOf(page, 'undergrad');
      await seeEveryApplication(table);
      await searchTable(table, app.lastName);
      await rowOf(table, app)
        .getByRole('button', { name: /^Archive/ })
        .click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(rowOf(table, app)).toHaveCount(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    const before = await Promise.all((['high-school', 'undergrad', 'parent'] as const).map((k) => restTotal(page, k, archived)));
    // Every application, not the volunteer's own queue the lists start with: the counts are the server's whole lists.
    await page.goto(`${path}?hs.mine=0&ug.mine=0&pa.mine=0`);
    const tablist = page.getByRole('tablist', { name: 'Kind of application' });
    await expect(tablist).toBeVisible();
    await expect(tab(page, 'high-school')).toHaveAttribute('aria-selected', 'true');
    // One table at a time: only the chosen kind's list is on the page.
    await expect(tableOf(page, 'high-school')).toBeVisible();
    await expect(tableOf(page, 'undergrad')).toHaveCount(0);
    await expect(tableOf(page, 'parent')).toHaveCount(0);
    // Each tab shows its kind's count, as the server counts that list.
    const after = await Promise.all((['high-school', 'undergrad', 'parent'] as const).map((k) => restTotal(page, k, archived)));
    for (const [i, kind] of (['high-school', 'undergrad', 'parent'] as const).entries()) {
      await expect(tab(page, kind)).not.toContainText('…');
      const shown = Number(/(\d+)/.exec((await tab(page, kind).textContent())!)![1]);
      expect(shown).toBeGreaterThanOrEqual(before[i]!);
      expect(shown).toBeLessThanOrEqual(after[i]!);
    }
    expect(Number(/(\d+)/.exec((await tab(page, 'undergrad').textContent())!)![1])).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/lists${archived ? '-archive' : ''}-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // Keyboard: arrows move between the tabs and show that kind.
    await tab(page, 'high-school').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'undergrad')).toBeFocused();
    await expect(tab(page, 'undergrad')).toHaveAttribute('aria-selected', 'true');
    await expect(tableOf(page, 'undergrad')).toBeVisible();
    await expect(tableOf(page, 'high-school')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]kind=ug\b/);
    await page.keyboard.press('End');
    await expect(tab(page, 'parent')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'high-school')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'undergrad').click();

    // The search matches the college and the major; the tab's count follows the search.
    const undergrad = tableOf(page, 'undergrad');
    await searchTable(undergrad, 'Biology');
    await expect(rowOf(undergrad, app)).toBeVisible();
    await searchTable(undergrad, `Howard ${app.lastName}`);
    // The row alone proves little (it matched Biology too): it must be the only one.
    await expect(undergrad.getByRole('searchbox')).toHaveValue(`Howard ${app.lastName}`);
    await expect(undergrad.getByRole('row')).toHaveCount(2);
    await expect(rowOf(undergrad, app)).toBeVisible();
    await expect(tab(page, 'undergrad')).toHaveText(/\D1 application$/);
    await searchTable(undergrad, `${college}`);
    await expect(undergrad.getByText(`No undergraduate applications match “${college}”.`)).toBeVisible();
    await expect(tab(page, 'undergrad')).toHaveText(/\D0 applications$/);
    await searchTable(undergrad, app.lastName);

    // Open the applicant and come back: the same kind is still chosen.
    await rowOf(undergrad, app).getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Phone ${app.lastName}`);
    await page.getByRole('link', { name: archived ? 'Back to Archive' : 'Back to Applications' }).click();
    await expect(tab(page, 'undergrad')).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(tableOf(page, 'undergrad'), app)).toBeVisible();

    // On a laptop the three tables are all there, and no tabs.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('tablist')).toHaveCount(0);
    for (const kind of ['high-school', 'undergrad', 'parent'] as const) await expect(tableOf(page, kind)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/lists${archived ? '-archive' : ''}-1280.png`, fullPage: true });
  });
}

test('a search followed at once by a new order or kind tab keeps the search', async ({ page, request, signInAs }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const first = await submitApplication(request, 'undergrad', { firstName: 'Ana', lastName: `Quick${tag}` });
  const last = await submitApplication(request, 'undergrad', { firstName: 'Zoe', lastName: `Quick${tag}` });
  await signInAs('volunteer');
  await page.goto('/admin-access');
  const undergrad = tableOf(page, 'undergrad');
  await seeEveryApplication(undergrad);
  await expect(undergrad.getByRole('searchbox')).toBeVisible();
  // A slow device: the search reaches the page's URL a while after Enter, as on a busy phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  // Enter, and a new order straight away, before the search has reached the URL.
  await undergrad.getByRole('searchbox').fill(`Quick${tag}`);
  await Promise.all([
    undergrad.getByRole('searchbox').press('Enter'),
    undergrad.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, Z to A' }),
  ]);
  await expect(page).toHaveURL(new RegExp(`[?&]ug\\.q=Quick${tag}(&|$)`));
  await expect(page).toHaveURL(/[?&]ug\.sort=name-desc(&|$)/);
  await expect(undergrad.getByRole('searchbox')).toHaveValue(`Quick${tag}`);
  await expect(undergrad.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-desc');
  await expect(undergrad.getByRole('row')).toHaveCount(3);
  await expect(undergrad.getByRole('row').nth(1)).toContainText(`Zoe ${last.lastName}`);
  await expect(undergrad.getByRole('row').nth(2)).toContainText(`Ana ${first.lastName}`);

  // On a phone: a new search, then another kind's tab straight away; coming back finds the search.
  await page.setViewportSize({ width: 390, height: 844 });
  await tab(page, 'undergrad').click();
  await undergrad.getByRole('searchbox').fill(`Zoe Quick${tag}`);
  await Promise.all([undergrad.getByRole('searchbox').press('Enter'), tab(page, 'parent').click()]);
  await expect(tab(page, 'parent')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]ug\\.q=Zoe\\+Quick${tag}(&|$)`));
  await expect(page).toHaveURL(/[?&]kind=pa(&|$)/);
  await expect(tab(page, 'undergrad')).toHaveText(/\D1 application$/);
  await tab(page, 'undergrad').click();
  await expect(undergrad.getByRole('searchbox')).toHaveValue(`Zoe Quick${tag}`);
  await expect(undergrad.getByRole('row')).toHaveCount(2);
  await expect(rowOf(undergrad, last)).toBeVisible();
  await expect(page).toHaveURL(/[?&]ug\.sort=name-desc(&|$)/);
});
