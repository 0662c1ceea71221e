import { formatDeadline, nextJuly31Deadline } from '../../api/src/domain/program-cycles.js';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { messages } from '../../api/src/domain/messages.js';
import {
  expectNoSeriousAxeViolations,
  expectStoredWithFiles,
  field,
  hydratedForm,
  makePdfs,
  signedInAdmin,
  submitAndExpectThanks,
  typeInto,
} from './support/forms.js';

let admin: APIRequestContext;
test.beforeAll(async ({ workerStaffUser }) => {
  admin = await signedInAdmin(await workerStaffUser('admin'));
});
test.afterAll(async () => {
  await admin.dispose();
});

test('high school: overview facts, PDF-only documents, a server field error shown at its field, then stored', async ({
  page,
}) => {
  const docs = ['academicRecords', 'applicationEssay', 'recommendationLetter'];
  const pdfs = await makePdfs(docs);
  await page.goto('/open-diploma-fund-for-high-school-students');
  await expect(page.getByRole('heading', { name: 'Scholarship Overview' })).toBeVisible();
  // A fresh install's scholarship cycle: open until the next July 31 at 23:59 New York time.
  const deadline = formatDeadline(nextJuly31Deadline(new Date(), 'America/New_York'), 'America/New_York');
  for (const fact of ['$1,000', deadline, '2.5', 'single-parent']) await expect(page.getByText(fact).first()).toBeVisible();
  const form = await hydratedForm(page, 'High-school senior scholarship application');
  await expectNoSeriousAxeViolations(page);

  // An empty submit: every required field is flagged, focus lands on the first.
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(field(form, 'First name')).toBeFocused();
  await expect(field(form, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, 'Comments (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  await typeInto(field(form, 'First name'), 'Maya');
  await typeInto(field(form, 'Last name'), 'Brooks');
  await field(form, 'Date of birth').fill('2007-03-14');
  const citizenship = await field(form, 'Citizenship').locator('option').allTextContents();
  expect(citizenship).toEqual(['Select…', 'US citizen', 'US national', 'US resident']);
  await field(form, 'Citizenship').selectOption('US resident');
  // Paste into the SSN field: the whole text arrives in one input event.
  const ssn = field(form, 'Social Security number');
  await ssn.click();
  await page.keyboard.insertText('234 56 7891');
  await expect(ssn).toHaveValue('234-56-7891');
  // The confirmation, as on the other two forms: a mismatch is named as soon as it cannot match.
  const confirm = field(form, 'Confirm Social Security number');
  await typeInto(confirm, '234567890');
  await expect(form.getByText(messages.ssnMismatch)).toBeVisible();
  await confirm.fill('');
  await typeInto(confirm, '234567891');
  await expect(form.getByText(messages.ssnMismatch)).toHaveCount(0);
  await typeInto(field(form, 'E-mail'), 'maya.brooks@example.com');
  await typeInto(field(form, 'Phone'), '(240) 555 0123');
  await expect(field(form, 'Phone')).toHaveValue('(240) 555-0123');
  await typeInto(field(form, 'Street address'), '8 Birch Court');
  await typeInto(field(form, 'City'), 'Bowie');
  await field(form, 'State').selectOption('MD');
  await typeInto(field(form, 'ZIP code'), '20715');
  await typeInto(field(form, 'High school attended'), 'Bowie High School');
  const years = await field(form, 'Year of high-school graduation').locator('option').allTextContents();
  expect(years).toEqual(['Select…', ...Array.from({ length: 18 }, (_, i) => String(2018 + i))]);
  await field(form, 'Year of high-school graduation').selectOption('2025');
  await typeInto(field(form, 'College you have been accepted to'), 'Morgan State University');
  await typeInto(field(form, 'Comments (optional)'), 'First in my family to go to college.');
  for (const doc of docs)
    await expect(form.locator(`input[type=file][name=${doc}]`)).toHaveAttribute('accept', 'application/pdf,.pdf');
  for (const doc of docs) await form.locator(`input[type=file][name=${doc}]`).setInputFiles(pdfs[doc]!);
  await form.getByRole('checkbox', { name: /I confirm/ }).check();

  // The server's own checks: here it refuses an e-mail address that an older page let through.
  // The browser sends the form; on the way, the e-mail is changed so the real server answers 400.
  await page.route('**/api/high-school/submit-new-application', async (route) => {
    const body = route.request().postDataBuffer();
    expect(body, 'the multipart body is visible to the test').toBeTruthy();
    const changed = Buffer.from(body!.toString('latin1').replace('maya.brooks@example.com', 'maya.brooks@example'), 'latin1');
    await route.continue({ postData: changed });
  });
  await form.getByRole('button', { name: 'Submit application' }).click();
  const failure = page.getByRole('alertdialog', { name: messages.applicationFailure });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toHaveAccessibleDescription('Application not sent');
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(failure).toBeHidden();
  const email = field(form, 'E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(form.getByText('Enter a valid e-mail address for e-mail.')).toBeVisible();
  // What the applicant typed is still there.
  await expect(field(form, 'First name')).toHaveValue('Maya');
  await expect(ssn).toHaveValue('234-56-7891');
  await expect(form.getByRole('checkbox', { name: /I confirm/ })).toBeChecked();
  await page.unroute('**/api/high-school/submit-new-application');

  await email.press('End');
  await email.press('Backspace');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await email.pressSequentially('m');
  const reference = await submitAndExpectThanks(page, form);
  expect(reference).toMatch(/^HS-/);
  const stored = await expectStoredWithFiles(admin, 'high-school', reference, pdfs);
  expect(stored).toMatchObject({
    firstName: 'Maya',
    email: 'maya.brooks@example.com',
    comments: 'First in my family to go to college.',
    address: '8 Birch Court, Bowie, MD 20715',
    street: '8 Birch Court',
    zip: '20715',
    gpa: null,
    singleParentHousehold: null,
  });
});

test('the apply hub links to the three programs, each with its eligibility', async ({ page }) => {
  await page.goto('/apply-for-repayment-open-diploma-fund');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [title, link, path] of [
    ['College graduates', 'Apply as a graduate', '/open-diploma-fund-for-college-students'],
    ['Parents', 'Apply as a parent', '/open-diploma-fund-for-parents'],
    ['High-school seniors', 'Apply for the scholarship', '/open-diploma-fund-for-high-school-students'],
  ] as const) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', path);
  }
  await page.getByRole('link', { name: 'Apply as a parent' }).click();
  await expect(page).toHaveURL(/open-diploma-fund-for-parents$/);
  await expect(page.getByRole('form', { name: 'Parent loan repayment application' })).toBeVisible();
});
