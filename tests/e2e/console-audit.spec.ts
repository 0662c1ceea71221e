import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { APPLICATION_KIND_PATHS } from '../../api/src/domain/applications/index.js';
import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { screenshotBothWidths } from './support/screenshots.js';

/**
 * Issues 27 and 42: an employee opens an application and starts its review; an admin finds on its
 * page who has seen it (by person and day), and in the audit log, in words, who moved it: by its
 * reference, also filtered by hand. The filters never overlap; on a phone a long log stays a few
 * screens. Screenshots at 390 and 1280 px go to SCREENS_DIR (default test-results/audit).
 */
const dir = process.env.SCREENS_DIR ?? 'test-results/audit';
const screenshots = (page: Page, name: string) => screenshotBothWidths(page, `${dir}/audit-${name}`, { goOnAt: 1280 });

/** Each of the filter form's controls is clear of every other, and inside the form. */
async function expectNoOverlap(form: Locator): Promise<void> {
  const controls = [
    form.getByLabel('Staff member'),
    form.getByLabel('Action', { exact: true }),
    form.getByLabel('Application reference'),
    form.getByLabel('From'),
    form.getByLabel('To'),
    form.getByRole('button', { name: 'Show' }),
    form.getByRole('button', { name: 'Clear' }),
  ];
  const outer = (await form.boundingBox())!;
  const boxes = await Promise.all(controls.map(async (c) => (await c.boundingBox())!));
  for (const [i, a] of boxes.entries()) {
    expect(a.x, `control ${i} starts inside the form`).toBeGreaterThanOrEqual(outer.x - 0.5);
    expect(a.x + a.width, `control ${i} ends inside the form`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    for (const [j, b] of boxes.entries()) {
      if (j <= i) continue;
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `controls ${i} and ${j} overlap`).toBe(true);
    }
  }
}

for (const width of [1280, 390] as const) {
  test(`an admin reads the audit log in words and finds who moved an application by its reference (${width} px)`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(150_000);
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
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Start review' }).click();
    await expect(review.getByText(/Received → In review/)).toBeVisible();
    const detailUrl = page.url();

    // "Who has seen this": one line per person and day, its count a link to those rows.
    await signInAs('admin');
    await page.goto(detailUrl);
    const seen = page.getByRole('region', { name: 'Who has seen this' });
    const employeeDay = seen.getByRole('listitem').filter({ hasText: employeeName });
    await expect(employeeDay).toHaveCount(1);
    await expect(employeeDay).toContainText(/ · [A-Z][a-z]+ \d{1,2}, \d{4} · (once|twice|\d+ times)/);
    await expect(employeeDay).toContainText('Opened the application');
    await expect(seen.getByText(/^\d+ reads? by \d+ (person|people), newest first\.$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 1280)
      for (const shot of [1280, 390] as const) {
        await page.setViewportSize(shot === 390 ? { width: 390, height: 844 } : { width: 1280, height: 900 });
        await seen.screenshot({ path: `${dir}/audit-detail-seen-by-${shot}.png` });
      }
    await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 900 });

    // Everything about the application, in words: the status move names it and who made it.
    await seen.getByRole('link', { name: `All activity on ${app.reference} in the audit log` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByLabel('Application reference')).toHaveValue(app.reference);
    const move = page.getByRole('row').filter({ hasText: `Moved ${app.reference} from Received to In review` });
    await expect(move).toHaveCount(1);
    await expect(move).toContainText(employeeName);
    await expect(move).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M E[SD]T/);
    const opened = page.getByRole('row').filter({ hasText: `Opened ${app.reference}` });
    await expect(opened.filter({ hasText: employeeName }).first()).toBeVisible();

    // "Who moved it?", asked by hand: the reference (as typed) and the kind of action.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Application reference')).toHaveValue('');
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Application reference').fill(app.reference.toLowerCase());
    await filters.getByLabel('Action', { exact: true }).selectOption({ label: "Changed an application's status" });
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^1 row, newest first/ }),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Moved ${app.reference} from Received to In review`);
    await expect(rows.nth(1).getByRole('link', { name: employeeName })).toBeVisible();
    await expectNoOverlap(filters);
    await expectNoSeriousAxeViolations(page);
    if (width === 1280) await screenshots(page, 'log-by-reference');

    // The CSV: the same row in words, and as stored for auditors.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-log.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('"What happened"');
    expect(csv).toContain('"Action code"');
    expect(csv).toContain(`"Moved ${app.reference} from Received to In review"`);
    expect(csv).toContain('"review.status"');
    expect(csv).toContain('"RECEIVED->IN_REVIEW"');

    // A staff member's activity, from the privileges page.
    await page.goto('/admin-access-privileges');
    await page.getByRole('link', { name: `Activity of ${employeeName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(employeeName);
  });
}

test('on a phone a long audit log stays a few screens: short cards, a page at a time (390 px)', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(150_000);
  const person = { firstName: 'Lona', lastName: `Long${uniqueTag()}` };
  const app = await submitApplication(request, 'undergrad', person);
  await signInAs('admin');
  const list = await page.request.get(`/api/${APPLICATION_KIND_PATHS.undergrad}/get-all?q=${app.reference}`);
  const [{ id }] = (await list.json()) as [{ id: number }];
  // 60 reads of one application: more rows than a page holds.
  for (let i = 0; i < 60; i++)
    expect((await page.request.get(`/api/${APPLICATION_KIND_PATHS.undergrad}/get-individual/${id}`)).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin-access-audit?reference=${app.reference}`);
  const summary = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /rows, newest first\./ });
  await expect(summary).toHaveText(/^\d+ rows, newest first\. Page 1 of [3-9]\.$/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26);
  await expect(rows.nth(1)).toContainText(`Opened ${app.reference}`);
  await screenshots(page, 'log-phone-pages');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const i of [1, 12, 25]) expect((await rows.nth(i).boundingBox())!.height).toBeLessThanOrEqual(100);
  const height = await page.locator('html').evaluate((html) => html.scrollHeight);
  expect(height).toBeLessThan(4000);
  await expectNoOverlap(page.getByRole('form', { name: 'Filter the audit log' }));
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('navigation', { name: 'Pages of the audit log' }).getByRole('button', { name: 'Older' }).click();
  await expect(summary).toHaveText(/Page 2 of [3-9]\.$/);
  await expect(rows).toHaveCount(26);
});
