import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The reports page (/admin-access-reports, issue 27): an admin reads a cycle's figures in charts
 * and tables, downloads them, then Schedule I for a fiscal year as CSV and as a printable page.
 * Employees read the reports but not Schedule I. Screenshots at 1280 and 390 px go to
 * test-results/reports.
 */

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path()).toString('utf8') };
}

for (const width of [1280, 390]) {
  test(`an admin reads a cycle's report and downloads Schedule I (${width} px)`, async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs('admin');
    await page.goto('/admin-access-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    await page.getByLabel('Program').selectOption({ label: 'Undergraduate loan repayment' });
    await expect(page).toHaveURL(/program=undergrad/);
    await expect(page.getByRole('heading', { name: /^Undergraduate loan repayment, cycle \d+ \(current\)$/ })).toBeVisible();
    const chart = page.getByRole('img', { name: /Applications by stage/ });
    await expect(chart).toBeVisible();
    const stages = page.getByRole('table', { name: 'Applications by stage' });
    await expect(stages.getByRole('row')).toHaveCount(9);
    const received = Number(
      await stages
        .getByRole('row', { name: /^Received/ })
        .getByRole('cell')
        .textContent(),
    );
    expect(received).toBeGreaterThanOrEqual(0);
    await expect(page.getByRole('table', { name: 'Budget and awards' })).toBeVisible();

    const report = await downloaded(page, () => page.getByRole('link', { name: 'Download this report (CSV)' }).click());
    expect(report.name).toMatch(/^report-undergrad-cycle-\d+\.csv$/);
    expect(report.text).toContain(`"Funnel","Received","${received}"`);

    const schedule = page.getByRole('region', { name: 'Form 990, Schedule I, Part III' });
    await schedule.getByLabel('Fiscal year', { exact: true }).selectOption(String(new Date().getFullYear()));
    await expect(schedule.getByRole('table', { name: /Schedule I, Part III, fiscal year \d{4}/ })).toBeVisible();
    await expect(schedule.getByRole('row', { name: /Scholarships to graduating high-school seniors/ })).toBeVisible();
    await page.screenshot({ path: `test-results/reports/reports-${width}.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);

    const csv = await downloaded(page, () => schedule.getByRole('link', { name: 'Download Schedule I (CSV)' }).click());
    expect(csv.name).toMatch(/^schedule-i-part-iii-fy\d{4}\.csv$/);
    expect(csv.text).toContain('"(b) Number of recipients"');

    await schedule.getByRole('link', { name: 'Printable page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Schedule I, Part III: fiscal year \d{4}$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.screenshot({ path: `test-results/reports/schedule-i-${width}.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
}

test('an employee reads the reports but gets no Schedule I', async ({ page, signInAs }) => {
  await signInAs('employee');
  await page.goto('/admin-access-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications by stage' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Form 990, Schedule I, Part III' })).toHaveCount(0);
  await page.goto('/admin-access-reports-schedule-i');
  await expect(page.getByText('You have no permissions to access this page.')).toBeVisible();
});

test('volunteers see no Reports link and cannot open the page', async ({ page, signInAs }) => {
  await signInAs('volunteer');
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/admin-access-reports');
  await expect(page.getByText('You have no permissions to access this page.')).toBeVisible();
});
