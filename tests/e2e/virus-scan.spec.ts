import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { messages } from '../../api/src/domain/messages.js';
import { clamdIn, EICAR } from '../support/clamd.js';
import { makePdf } from '../support/fixtures/documents.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag, type Submitted } from './support/console.js';
import { field, hydratedForm, makePdfs, typeInto } from './support/forms.js';
import { signIn } from './support/staff.js';

/**
 * Virus scanning as people meet it (issue 24), with the real clamd that global-setup started:
 * an applicant's EICAR upload is refused at its field, and staff see a document waiting for its
 * scan, then clean once clamd is back. Screenshots go to test-results/virus-scan.
 */
const SHOTS = 'test-results/virus-scan';
const clamdDir = process.env.E2E_CLAMD_DIR;

test.skip(!clamdDir, 'clamd is not installed (apt-get install clamav-daemon): the virus-scan spec is skipped.');

async function fillHighSchool(page: Page) {
  const form = await hydratedForm(page, 'High-school senior scholarship application');
  await typeInto(field(form, 'First name'), 'Nia');
  await typeInto(field(form, 'Last name'), 'Okafor');
  await field(form, 'Date of birth').fill('2007-05-02');
  await field(form, 'Citizenship').selectOption('US citizen');
  await typeInto(field(form, 'Social Security number'), '234567891');
  await typeInto(field(form, 'Confirm Social Security number'), '234567891');
  await typeInto(field(form, 'E-mail'), 'nia.okafor@example.com');
  await typeInto(field(form, 'Phone'), '2405550199');
  await typeInto(field(form, 'Street address'), '12 Elm Street');
  await typeInto(field(form, 'City'), 'Bowie');
  await field(form, 'State').selectOption('MD');
  await typeInto(field(form, 'ZIP code'), '20715');
  await typeInto(field(form, 'High school attended'), 'Bowie High School');
  await field(form, 'Year of high-school graduation').selectOption('2025');
  await typeInto(field(form, 'College you have been accepted to'), 'Morgan State University');
  return form;
}

test("an applicant's file with the EICAR test string is refused at its field, naming the document", async ({ page }) => {
  const pdfs = await makePdfs(['applicationEssay', 'recommendationLetter']);
  const infected = path.join(mkdtempSync(path.join(tmpdir(), 'odf-eicar-')), 'records.pdf');
  writeFileSync(infected, await makePdf({ marker: EICAR, title: 'Academic records' }));
  await page.goto('/open-diploma-fund-for-high-school-students');
  const form = await fillHighSchool(page);
  await form.locator('input[type=file][name=academicRecords]').setInputFiles(infected);
  for (const doc of ['applicationEssay', 'recommendationLetter'])
    await form.locator(`input[type=file][name=${doc}]`).setInputFiles(pdfs[doc]!);
  await form.getByRole('checkbox', { name: /I confirm/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  const failure = page.getByRole('alertdialog', { name: messages.applicationFailure });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await failure.getByRole('button', { name: 'OK' }).click();
  const message = form.getByText(/was refused: our virus scan found something harmful in it/);
  await expect(message).toBeVisible();
  await expect(message).toContainText(/academic/i);
  await expect(form.locator('input[type=file][name=academicRecords]')).toHaveAttribute('aria-invalid', 'true');
  await message.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/applicant-refused-1280.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await message.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/applicant-refused-390.png`, fullPage: false });
});

async function openApplication(page: Page, app: Submitted): Promise<void> {
  await page.goto('/admin-access');
  await showKind(page, app.kind);
  const table = tableOf(page, app.kind);
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);
}

test('staff see a document waiting for the virus scan, then clean once the scanner is back', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const clamd = clamdIn(clamdDir!);
  await clamd.stop();
  let app: Submitted;
  try {
    app = await submitApplication(request, 'high-school', { firstName: 'Pending', lastName: `Scan${uniqueTag()}` });
  } finally {
    await clamd.start();
  }
  // The rescan job may already have cleared it: stop clamd again while staff look.
  await clamd.stop();
  try {
    await signInAs('employee');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openApplication(page, app);
      const documents = page.getByRole('region', { name: 'Documents' });
      await expect(documents.getByText('Waiting for the virus scan')).toHaveCount(3);
      await expect(documents.getByRole('button', { name: /^Download / })).toHaveCount(0);
      await documents.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/staff-pending-${width}.png`, fullPage: false });
    }
  } finally {
    await clamd.start();
  }
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(async () => {
    await page.reload();
    await expect(documents.getByText('Virus scan: clean')).toHaveCount(3, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(documents.getByRole('button', { name: /^Download / })).toHaveCount(3);
  await documents.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/staff-clean-390.png`, fullPage: false });
});

test('admins see a notice in plain words while documents wait for the virus scan, and each can dismiss it', async ({
  staffUser,
  page,
  request,
  browser,
}) => {
  const clamd = clamdIn(clamdDir!);
  await clamd.stop();
  try {
    await submitApplication(request, 'high-school', { firstName: 'Notice', lastName: `Scan${uniqueTag()}` });
    // Admins of their own: a dismissal is kept per person, and must not reach the worker's shared admin.
    const [admin, colleague] = [await staffUser('admin'), await staffUser('admin')];
    await signIn(page, admin);
    // A note, not a live region: it stands on every page and must not share the page's status role.
    const notice = page.getByRole('note', { name: 'Notice for admins' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/admin-access');
      await expect(notice).toContainText(/^\d+ documents? (is|are) waiting for the virus scan\. (It is|They are) scanned again/);
      // The technical words wait behind Details.
      await expect(notice.getByText(/clamd/)).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/admin-notice-${width}.png`, fullPage: false });
    }
    await notice.getByText('Details', { exact: true }).click();
    await expect(notice.getByText(/clamd/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-notice-details-1280.png`, fullPage: false });
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(notice).toHaveCount(0);
    // Kept on the server: still gone after a reload, once the notices have been asked for again.
    const asked = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /ConsoleNotices/.test(r.request().postData() ?? ''),
    );
    await page.reload();
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    // Another admin still sees it.
    const other = await browser.newPage();
    try {
      await signIn(other, colleague);
      await expect(other.getByRole('note', { name: 'Notice for admins' })).toContainText(/waiting for the virus scan/);
    } finally {
      await other.close();
    }
  } finally {
    await clamd.start();
  }
});
