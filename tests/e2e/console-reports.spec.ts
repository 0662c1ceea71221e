import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { answerWithNewVersion } from './support/answered-request.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { submitApplication, uniqueTag } from './support/console.js';

/**
 * The reports page (/admin-access-reports, issue 27): an admin reads a cycle's figures in charts
 * and tables, downloads them, then Schedule I for a fiscal year as CSV and as a printable page.
 * The funnel counts every stage an application reached (issue 42, problem 5): a round trip
 * through Needs information stays in that bar. Employees read the reports but not Schedule I.
 * Screenshots at 1280 and 390 px go to test-results/reports.
 */

const FUNNEL = 'Applications that reached each stage';

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path()).toString('utf8') };
}

/** The funnel's table, stage by stage, as the page shows it. */
async function funnelFigures(stages: Locator): Promise<Record<string, number>> {
  await expect(stages.getByRole('row')).toHaveCount(8);
  const names = await stages.getByRole('rowheader').allTextContents();
  const counts = await stages.getByRole('cell').allTextContents();
  return Object.fromEntries(names.map((name, i) => [name, Number(counts[i])]));
}

/** A new undergraduate application asked for a document, which the applicant sends: Needs information and back to review. */
async function roundTripThroughNeedsInformation(page: Page, applicant: APIRequestContext): Promise<void> {
  const app = await submitApplication(applicant, 'undergrad', { firstName: 'Nadia', lastName: `Funnel${uniqueTag()}` });
  const rows = (await (await page.request.get('/api/undergrad/get-all')).json()) as { id: number; reference: string }[];
  const id = rows.find((r) => r.reference === app.reference)!.id;
  await page.goto(`/show-applicant/undergrad/${id}/funnel`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);
  await answerWithNewVersion(page, applicant, app, 'transcript');
}

for (const width of [1280, 390]) {
  test(`an admin reads a cycle's report and downloads Schedule I (${width} px)`, async ({ page, request, signInAs }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs('admin');
    await page.goto('/admin-access-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Undergraduate loan repayment' });
    await expect(page).toHaveURL(/program=undergrad/);
    await expect(page.getByRole('heading', { name: /^Undergraduate loan repayment, cycle \d+ \(current\)$/ })).toBeVisible();
    const stages = page.getByRole('table', { name: FUNNEL });
    const before = await funnelFigures(stages);

    // Other specs may add applications meanwhile: the bars can only grow, and this one adds one to each of three.
    await roundTripThroughNeedsInformation(page, request);
    await page.goto('/admin-access-reports?program=undergrad');
    const after = await funnelFigures(stages);
    for (const stage of ['Received', 'In review', 'Needs information'])
      expect(after[stage], stage).toBeGreaterThanOrEqual(before[stage]! + 1);
    for (const stage of Object.keys(before)) expect(after[stage], stage).toBeGreaterThanOrEqual(before[stage]!);
    const needsInformation = after['Needs information']!;
    const received = after.Received!;
    await expect(stages.getByRole('row', { name: `Needs information ${needsInformation}`, exact: true })).toBeVisible();
    await expect(stages.getByRole('columnheader', { name: 'Applications that reached it' })).toBeVisible();
    const chart = page.getByRole('img', {
      name: new RegExp(`^${FUNNEL} Received: ${received};.* Needs information: ${needsInformation};`),
    });
    await expect(chart).toBeVisible();
    await expect(page.getByText('Needs information is a side step of review:')).toBeVisible();
    const funnel = page.getByRole('region', { name: 'How far applications got' });
    await funnel.scrollIntoViewIfNeeded();
    await funnel.screenshot({ path: `test-results/reports/funnel-${width}.png` });
    await expect(page.getByRole('table', { name: 'Budget and awards' })).toBeVisible();

    const report = await downloaded(page, () => page.getByRole('link', { name: 'Download this report (CSV)' }).click());
    expect(report.name).toMatch(/^report-undergrad-cycle-\d+\.csv$/);
    // Asked for a moment after the page: other specs' applications may have arrived since, never left.
    const inCsv = (stage: string) => Number(new RegExp(`"${FUNNEL}","${stage}","(\\d+)"`).exec(report.text)?.[1]);
    expect(inCsv('Received')).toBeGreaterThanOrEqual(received);
    expect(inCsv('Needs information')).toBeGreaterThanOrEqual(needsInformation);

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
  await expect(page.getByRole('table', { name: FUNNEL })).toBeVisible();
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
