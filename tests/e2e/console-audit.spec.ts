import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { screenshotBothWidths } from './support/screenshots.js';

/**
 * Issue 27: an employee opens an application; an admin finds on its page who has seen it, opens
 * the audit log filtered to that application, follows the employee's activity there and from the
 * privileges page. Screenshots at 390 and 1280 px go to SCREENS_DIR (default test-results/audit).
 */
const dir = process.env.SCREENS_DIR ?? 'test-results/audit';
const screenshots = (page: Page, name: string) => screenshotBothWidths(page, `${dir}/${name}`, { goOnAt: 1280 });

for (const width of [1280, 390] as const) {
  test(`an admin finds who saw an applicant and follows a staff member's activity (${width} px)`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 900 });
    const person = { firstName: 'Audra', lastName: `Seen${uniqueTag()}` };
    const app = await submitApplication(request, 'undergrad', person);

    const employee = await signInAs('employee');
    const employeeName = `${employee.firstName} ${employee.lastName}`;
    await showKind(page, 'undergrad');
    const table = tableOf(page, 'undergrad');
    await searchTable(table, person.lastName);
    await rowOf(table, person)
      .getByRole('link', { name: `View ${person.firstName} ${person.lastName}'s application` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
    // Not an admin: no "Who has seen this", no Audit link.
    await expect(page.getByRole('region', { name: 'Who has seen this' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit' })).toHaveCount(0);
    const detailUrl = page.url();

    await signInAs('admin');
    await page.goto(detailUrl);
    const seen = page.getByRole('region', { name: 'Who has seen this' });
    await expect(seen.getByRole('listitem').filter({ hasText: employeeName })).toContainText('opened the application');
    await expectNoSeriousAxeViolations(page);
    await seen.getByRole('link', { name: `Every read of ${app.reference} in the audit log` }).scrollIntoViewIfNeeded();
    if (width === 1280) await screenshots(page, 'detail-seen-by');

    await seen.getByRole('link', { name: `Every read of ${app.reference} in the audit log` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByLabel('Application reference')).toHaveValue(app.reference);
    const employeeRow = page.getByRole('row').filter({ hasText: employeeName });
    await expect(employeeRow.first()).toContainText('Opened the application');
    await expect(employeeRow.first()).toContainText(app.reference);
    await expectNoSeriousAxeViolations(page);
    if (width === 1280) await screenshots(page, 'audit-by-reference');

    // The employee's activity: every row theirs.
    await employeeRow.first().getByRole('link', { name: employeeName }).click();
    await expect(page.getByLabel('Staff member')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Application reference')).toHaveValue('');
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /rows?, newest first/ }),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText(employeeName);
    for (const text of (await rows.allInnerTexts()).slice(1)) expect(text).toContain(employeeName);

    // The CSV of the same filtered rows.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-log.csv');

    // From the privileges page: the employee's row links to the same view.
    await page.goto('/admin-access-privileges');
    await expect(page.getByRole('link', { name: `Activity of ${employeeName}` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 1280) await screenshots(page, 'privileges');
    await page.getByRole('link', { name: `Activity of ${employeeName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(employeeName);
    if (width === 1280) await screenshots(page, 'audit-activity');
  });
}
