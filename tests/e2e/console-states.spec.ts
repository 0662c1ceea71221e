import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import { rowOf, searchTable, submitApplication, tableOf, uniqueTag } from './support/console.js';

/**
 * The console's states: search by name, e-mail and reference; a failed fetch, archive or
 * download shows a short notice with Retry and is logged; an unknown applicant is "not found";
 * a signed-out visitor is asked to log in.
 */

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[staff console]')) errors.push(message.text());
  });
  return errors;
}

test('searching narrows a list by name, e-mail and reference', async ({ page, request, signInAs }) => {
  const tag = uniqueTag();
  const first = await submitApplication(request, 'undergrad', { firstName: 'Harper', lastName: `Stone${tag}` });
  const second = await submitApplication(request, 'undergrad', { firstName: 'Rowan', lastName: `Stone${tag}` });
  await signInAs('employee');
  const table = tableOf(page, 'undergrad');

  await searchTable(table, `Stone${tag}`);
  await expect(rowOf(table, first)).toHaveCount(1);
  await expect(rowOf(table, second)).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(3);

  await searchTable(table, `harper stone${tag}`);
  await expect(rowOf(table, first)).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);

  await searchTable(table, second.email);
  await expect(rowOf(table, second)).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);

  await searchTable(table, second.reference);
  await expect(rowOf(table, second)).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Typing alone searches too (after a short pause); Clear brings the wider list back.
  await table.getByRole('searchbox').fill(`nobody${tag}`);
  await expect(table.getByText(`No undergraduate applications match “nobody${tag}”.`)).toBeVisible();
  await table.getByRole('button', { name: 'Clear search undergraduate applications' }).click();
  await expect(table.getByRole('searchbox')).toHaveValue('');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Sorting by name: A to Z and Z to A within the search.
  await searchTable(table, `Stone${tag}`);
  await table.getByLabel('Sort by').selectOption({ label: 'Name, A to Z' });
  await expect(table.getByRole('row').nth(1)).toContainText('Harper');
  await table.getByLabel('Sort by').selectOption({ label: 'Name, Z to A' });
  await expect(table.getByRole('row').nth(1)).toContainText('Rowan');
  await table.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
  await expect(table.getByRole('row').nth(1)).toContainText('Harper');
  await table.getByLabel('Sort by').selectOption({ label: 'Newest first' });
  await expect(table.getByRole('row').nth(1)).toContainText('Rowan');
});

test('failed fetch, archive and download show a notice with Retry, and are logged', async ({ page, request, signInAs }) => {
  const tag = uniqueTag();
  const app = await submitApplication(request, 'parent', { firstName: 'Quinn', lastName: `Moss${tag}` });
  await signInAs('admin');
  const errors = consoleErrors(page);
  const table = tableOf(page, 'parent');
  // The list's first load ends before its requests are made to fail: on a busy machine the console
  // may still be starting, and a failed first load, then the search landing in the URL, would
  // fetch the searched list again on its own and take the Retry button away before it is clicked.
  await expect(table.getByRole('heading', { level: 2 })).toContainText(/\d/);

  // The list: the first request fails, Retry loads it.
  let failList = true;
  await page.route('**/graphql', async (route) => {
    const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (op === 'ApplicationList' && failList) return route.abort('failed');
    return route.continue();
  });
  await searchTable(table, `Moss${tag}`);
  // The search has reached the URL, so the failure shown is the searched list's.
  await expect.poll(() => new URL(page.url()).search).toContain(`Moss${tag}`);
  await expect(table.getByRole('alert')).toContainText('The parent applications could not be loaded.');
  failList = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(table, app)).toHaveCount(1);
  await page.unroute('**/graphql');

  // Archive: the mutation fails once; the notice's Retry archives it.
  let failArchive = true;
  await page.route('**/graphql', async (route) => {
    const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (op === 'ArchiveApplication' && failArchive) {
      failArchive = false;
      return route.abort('failed');
    }
    return route.continue();
  });
  await rowOf(table, app)
    .getByRole('button', { name: /^Archive/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  const notice = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: `Quinn Moss${tag}'s application could not be archived.` });
  await expect(notice).toBeVisible();
  await expect(rowOf(table, app)).toHaveCount(1);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(table, app)).toHaveCount(0);
  await expect(notice).toBeHidden();
  await page.unroute('**/graphql');

  // A download fails once (server error); Retry downloads the file.
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Archive' }).click();
  // The Archive page itself, not the Applications page still shown while it loads: a search
  // typed there would replace the navigation.
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await searchTable(tableOf(page, 'parent'), `Moss${tag}`);
  await rowOf(tableOf(page, 'parent'), app).getByRole('link', { name: /^View/ }).click();
  const doc = APPLICATION_FORMS.parent.documents[0]!;
  let failDownload = true;
  await page.route('**/download-file/**', async (route) => {
    if (!failDownload) return route.continue();
    failDownload = false;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Storage unavailable."}' });
  });
  await page.getByRole('button', { name: `Download ${doc.label}` }).click();
  const failed = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: `${doc.label} could not be downloaded.` });
  await expect(failed).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), failed.getByRole('button', { name: 'Retry' }).click()]);
  expect(download.suggestedFilename()).toBe(`Moss${tag}_${doc.name}.pdf`);

  // A notice can be dismissed, and does not block the page meanwhile.
  failDownload = true;
  await page.getByRole('button', { name: `Download ${doc.label}` }).click();
  await expect(failed).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Archive' })).toBeVisible();
  await failed.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(failed).toBeHidden();

  expect(errors.some((e) => e.includes('could not be loaded') || e.includes('Loading the parent applications failed'))).toBe(
    true,
  );
  expect(errors.some((e) => e.includes('could not be archived'))).toBe(true);
  expect(errors.filter((e) => e.includes('could not be downloaded'))).toHaveLength(2);
});

test('an unknown applicant shows a clear not-found state', async ({ page, signInAs }) => {
  await signInAs('volunteer');
  await page.goto('/show-applicant/undergrad/987654321/nobody-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this application");
  await page.getByRole('link', { name: 'Back to Applications' }).click();
  await expect(page).toHaveURL(/\/admin-access$/);

  await page.goto('/show-applicant/graduate/1/nobody');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this application");
  await page.goto('/show-applicant/parent/not-a-number/nobody');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this application");
});

test('signed out, the console pages ask to log in', async ({ page }) => {
  for (const path of ['/admin-access', '/admin-access-archive', '/show-applicant/high-school/1/someone']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please log in to access this page.');
  }
});
