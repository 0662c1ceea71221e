import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { parseCsv } from '../support/csv.js';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import { pageTexts, readOutline } from '../support/package-reader.js';
import { expectNoSeriousAxeViolations, field, hydratedForm, makePdfs, submitAndExpectThanks, typeInto } from './support/forms.js';
import { uniqueTag } from './support/console.js';
import { signIn } from './support/staff.js';

/**
 * On a 390 px phone an applicant answers what scholarship reviewers score (GPA, single-parent
 * household), confirms the SSN and gives the address in parts; an employee then finds both
 * answers on the detail page (and beside the rubric criteria they inform), in the application
 * package PDF and in the CSV export.
 */

const SHOTS = 'test-results/scholarship-fields';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test('the scholarship form’s GPA and household answers reach the detail page, the package PDF (with its outline) and the CSV', async ({
  staffUser,
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = `Rivera${uniqueTag()}`;
  const docs = ['academicRecords', 'applicationEssay', 'recommendationLetter'];
  const pdfs = await makePdfs(docs);

  await page.goto('/open-diploma-fund-for-high-school-students');
  const form = await hydratedForm(page, 'High-school senior scholarship application');
  // The minimum is explained beside the field; nothing stops a lower GPA.
  await expect(form.getByText(/asks for at least 2\.5; if yours is lower you may still apply/)).toBeVisible();
  const gpa = field(form, 'GPA (optional)');
  await expect(gpa).toHaveAttribute('inputmode', 'decimal');
  const household = field(form, 'Single-parent household (optional)');
  expect(await household.locator('option').allTextContents()).toEqual(['Select…', 'Yes', 'No']);

  await typeInto(field(form, 'First name'), 'Lucia');
  await typeInto(field(form, 'Last name'), lastName);
  await field(form, 'Date of birth').fill('2007-05-21');
  await field(form, 'Citizenship').selectOption('US citizen');
  await typeInto(field(form, 'Social Security number'), '345678912');
  await typeInto(field(form, 'Confirm Social Security number'), '345678912');
  await typeInto(field(form, 'E-mail'), `lucia.${lastName.toLowerCase()}@example.org`);
  await typeInto(field(form, 'Phone'), '3055550148');
  await typeInto(field(form, 'Street address'), '1450 NW 7th St, Apt 3');
  await typeInto(field(form, 'City'), 'Miami');
  await field(form, 'State').selectOption('FL');
  await typeInto(field(form, 'ZIP code'), '33125');
  await typeInto(field(form, 'High school attended'), 'Miami Senior High School');
  await field(form, 'Year of high-school graduation').selectOption('2025');

  // A GPA over 4.00 is refused at its field; 3.45 is taken.
  await typeInto(gpa, '4.2');
  await typeInto(field(form, 'College you have been accepted to'), 'Florida International University');
  await household.selectOption('Yes');
  for (const doc of docs) await form.locator(`input[type=file][name=${doc}]`).setInputFiles(pdfs[doc]!);
  await form.getByRole('checkbox', { name: /I confirm/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(gpa).toBeFocused();
  await expect(gpa).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('GPA must be a number from 0.00 to 4.00, like 3.25.')).toBeVisible();
  await gpa.fill('');
  await typeInto(gpa, '3.45');
  await expect(gpa).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await gpa.scrollIntoViewIfNeeded();
  await shots(page, 'form');

  const reference = await submitAndExpectThanks(page, form);
  expect(reference).toMatch(/^HS-/);

  // An employee opens it in the console, on a phone too.
  const employee = await staffUser('employee');
  const staffContext = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const staff = await staffContext.newPage();
  try {
    await signIn(staff, employee);
    await staff.goto('/admin-access');
    const table = staff.getByRole('region', { name: /^High school applications/ });
    await table.getByRole('searchbox').fill(lastName);
    await table.getByRole('searchbox').press('Enter');
    await table.getByRole('row').filter({ hasText: lastName }).getByRole('link', { name: /View/ }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Lucia ${lastName}`);

    const answer = (section: string, label: string) =>
      staff
        .getByRole('region', { name: section })
        .locator('div')
        .filter({ has: staff.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
        .getByRole('definition');
    await expect(answer('School and college', 'GPA')).toHaveText('3.45');
    await expect(answer('Your household', 'Single-parent household')).toHaveText('Yes');
    await expect(answer('Contact details', 'Home address')).toHaveText('1450 NW 7th St, Apt 3, Miami, FL 33125');
    // The rubric shows each linked answer beside its criterion, with the program's note.
    const score = staff.getByRole('form', { name: 'Score' });
    await expect(score.getByRole('combobox', { name: /GPA and academics/ })).toHaveAccessibleDescription(
      'GPA: 3.45 · Meets the 2.5 minimum.',
    );
    await expect(score.getByRole('combobox', { name: /Single-parent household/ })).toHaveAccessibleDescription(
      'Single-parent household: Yes · The scholarship prefers single-parent households.',
    );
    await expectNoSeriousAxeViolations(staff);
    await shots(staff, 'detail');

    // The package PDF, as the DOWNLOAD button gives it: both answers on its first page.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'DOWNLOAD', exact: true }).click(),
    ]);
    const packageBytes = readFileSync(await download.path());
    const texts = await pageTexts(packageBytes);
    // The cover with its contents, then the answers from page 2.
    const cover = texts[0]!;
    expect(cover).toContain(reference);
    expect(cover).toMatch(/Review status Received/);
    expect(texts[1]).toMatch(/GPA 3\.45/);
    expect(texts[1]).toMatch(/Single-parent household Yes/);
    // Its outline, read as a reviewer's PDF reader would: a bookmark for each document sent, in
    // form order, opening the separator page that names it.
    const outline = await readOutline(packageBytes);
    const sent = APPLICATION_FORMS['high-school'].documents.filter((d) => docs.includes(d.name));
    expect(sent).toHaveLength(docs.length);
    expect(outline.map((b) => b.title)).toEqual(['Contents', 'Application', ...sent.map((d, i) => `${i + 1}. ${d.label}`)]);
    for (const [i, doc] of sent.entries()) expect(texts[outline[i + 2]!.pageIndex]).toContain(doc.label);

    // The CSV export, with the employee's own session.
    const csv = await staff.request.get('/api/high-school/export-csv');
    expect(csv.status()).toBe(200);
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const row = rows.find((r) => r[0] === reference);
    expect(row, 'the application is a row of the export').toBeTruthy();
    expect(row![header!.indexOf('GPA')]).toBe('3.45');
    expect(row![header!.indexOf('Single-parent household')]).toBe('Yes');
    expect(row![header!.indexOf('State')]).toBe('Florida');
    expect(row![header!.indexOf('ZIP code')]).toBe('33125');
  } finally {
    await staffContext.close();
  }
});
