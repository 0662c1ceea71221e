import { readFileSync } from 'node:fs';
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import {
  KINDS,
  rowOf,
  searchTable,
  seeEveryApplication,
  submitApplication,
  tableOf,
  todayUs,
  uniqueTag,
  type Submitted,
} from './support/console.js';
import type { StaffRoleName } from './support/staff.js';

/**
 * The staff console end to end, for each staff role: applications submitted through the real
 * REST path show in their tables, open in the detail page with their downloads, and move to the
 * archive and back. The e2e database is shared with other suites, so each test finds its own
 * applications by a unique surname (which also proves the search).
 */

const segments = { 'high-school': 'high-school', undergrad: 'undergrad', parent: 'parent' } as const;

function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) names.push(body.operationName);
  });
  return names;
}

async function downloadBytes(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

async function checkDetail(page: Page, app: Submitted, role: StaffRoleName): Promise<void> {
  const form = APPLICATION_FORMS[app.kind];
  await expect(page).toHaveURL(new RegExp(`/show-applicant/${segments[app.kind]}/\\d+/${app.firstName}-${app.lastName}$`, 'i'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);
  await expect(page.getByText(app.reference, { exact: true })).toBeVisible();
  await expect(page.getByText(`Submitted ${todayUs()}`)).toBeVisible();
  for (const section of form.sections) await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();

  // Social Security numbers are masked; admin and employee may reveal them, a volunteer may not.
  const main = page.getByRole('article');
  for (const ssn of Object.values(app.ssns)) {
    await expect(main.getByText(`***-**-${ssn.slice(-4)}`, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(ssn, { exact: true })).toHaveCount(0);
  }
  const reveal = page.getByRole('button', { name: 'Reveal Social Security numbers' });
  if (role === 'volunteer') {
    await expect(reveal).toHaveCount(0);
  } else {
    await reveal.click();
    for (const ssn of Object.values(app.ssns)) await expect(main.getByText(ssn, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Hide Social Security numbers' }).click();
    for (const ssn of Object.values(app.ssns)) await expect(main.getByText(ssn, { exact: true })).toHaveCount(0);
  }

  // One PDF document, and the PNG of the repayment forms: same bytes, saved as {lastName}_{fileAlias}.ext.
  const first = form.documents[0]!;
  const pdf = await downloadBytes(page, () => page.getByRole('button', { name: `Download ${first.label}` }).click());
  expect(pdf.name).toBe(`${app.lastName}_${first.name}.pdf`);
  expect(pdf.bytes.equals(app.documents[first.name]!.bytes)).toBe(true);
  const image = form.documents.find((d) => app.documents[d.name]!.mediaType === 'image/png');
  if (image) {
    const png = await downloadBytes(page, () => page.getByRole('button', { name: `Download ${image.label}` }).click());
    expect(png.name).toBe(`${app.lastName}_${image.name}.png`);
    expect(png.bytes.equals(app.documents[image.name]!.bytes)).toBe(true);
  }

  // The application package: admin and employee only.
  const packageButton = page.getByRole('button', { name: 'DOWNLOAD', exact: true });
  if (role === 'volunteer') {
    await expect(page.getByRole('button', { name: `Download ${first.label}` })).toBeVisible();
    await expect(packageButton).toHaveCount(0);
  } else {
    const pack = await downloadBytes(page, () => packageButton.click());
    expect(pack.name).toBe(`${app.lastName}_application_${app.reference}.pdf`);
    expect(pack.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pack.bytes.length).toBeGreaterThan(app.documents[first.name]!.bytes.length);
  }
}

for (const role of ['admin', 'employee', 'volunteer'] as const) {
  test(`as ${role}: each kind is listed, opened, downloaded, archived and unarchived`, async ({ page, request, signInAs }) => {
    test.setTimeout(150_000);
    const tag = uniqueTag();
    const lastName = `Vale${tag}`;
    const apps: Submitted[] = [];
    for (const [i, kind] of KINDS.entries()) {
      apps.push(await submitApplication(request, kind, { firstName: ['Robin', 'Jordan', 'Casey'][i]!, lastName }));
    }
    await signInAs(role);
    const operations = graphqlOperations(page);

    for (const app of apps) {
      // In its table, found by the search box, with its submission date.
      const table = tableOf(page, app.kind);
      await seeEveryApplication(table);
      await searchTable(table, lastName);
      await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
      const row = rowOf(table, app);
      await expect(row).toHaveCount(1);
      await expect(table.getByRole('row')).toHaveCount(2); // the header and this one
      await expect(row).toContainText(app.reference);
      await expect(row).toContainText(todayUs());

      await row.getByRole('link', { name: `View ${app.firstName} ${app.lastName}'s application` }).click();
      await checkDetail(page, app, role);

      // Back to the list it came from, search kept.
      await page.getByRole('link', { name: 'Back to Applications' }).click();
      await expect(page).toHaveURL(/\/admin-access\?/);
      await expect(tableOf(page, app.kind).getByRole('searchbox')).toHaveValue(lastName);
      await expect(rowOf(tableOf(page, app.kind), app)).toHaveCount(1);
    }

    for (const app of apps) {
      const table = tableOf(page, app.kind);
      const row = rowOf(table, app);
      const archive = row.getByRole('button', { name: `Archive ${app.firstName} ${app.lastName}'s application` });
      const dialog = page.getByRole('dialog');
      const question = `Are you sure you want to archive ${app.firstName} ${app.lastName}'s application?`;

      // Keyboard: Enter opens, focus starts on No and stays inside, Escape means No.
      await archive.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(question);
      await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(1);
      await expect(archive).toBeFocused();

      // No keeps it.
      await archive.click();
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(1);

      // Yes: the row leaves without a reload and without asking for the list again.
      await page.evaluate(() => ((globalThis as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
      await archive.click();
      operations.length = 0;
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(row).toHaveCount(0);
      await expect(dialog).toBeHidden();
      await expect(table.getByText(`match “${lastName}”`)).toBeVisible();
      expect(await page.evaluate(() => (globalThis as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      // A refetch set off by the archive would be sent as soon as its answer arrived, so before
      // the next list request we cause ourselves: the two must be the only operations, in order.
      const listed = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'ApplicationList',
      );
      await searchTable(table, app.reference);
      await listed;
      expect(operations).toEqual(['ArchiveApplication', 'ApplicationList']);
    }

    // In the archive; unarchive; back in Applications.
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/admin-access-archive$/);
    // The address changes before the page does: the lists are the Archive's once its heading shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    for (const app of apps) {
      const table = tableOf(page, app.kind);
      await seeEveryApplication(table);
      await searchTable(table, lastName);
      const row = rowOf(table, app);
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `Unarchive ${app.firstName} ${app.lastName}'s application` }).click();
      await expect(row).toHaveCount(0);
    }
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Applications' }).click();
    // Else the Archive's lists, still on screen for a moment, would be the ones read (their box already cleared).
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    for (const app of apps) {
      const table = tableOf(page, app.kind);
      await seeEveryApplication(table);
      await searchTable(table, lastName);
      await expect(rowOf(table, app)).toHaveCount(1);
    }
  });
}
