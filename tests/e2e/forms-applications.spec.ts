import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { messages } from '../../api/src/domain/messages.js';
import {
  expectFormCleared,
  expectNoSeriousAxeViolations,
  expectStoredWithFiles,
  field,
  hydratedForm,
  makePdfs,
  makePng,
  signedInAdmin,
  submitAndExpectThanks,
  typeInto,
  watchRequests,
  REFERENCE,
} from './support/forms.js';

let admin: APIRequestContext;
test.beforeAll(async ({ workerStaffUser }) => {
  admin = await signedInAdmin(await workerStaffUser('admin'));
});
test.afterAll(async () => {
  await admin.dispose();
});

test('undergraduate: typed, formatted, blocked on an SSN mismatch, then stored with byte-identical files', async ({ page }) => {
  const docs = [
    'applicationEssay',
    'creditReport',
    'loanHistory',
    'currentIncome',
    'loanServicer',
    'loanAgreement',
    'transcript',
  ];
  const pdfs = await makePdfs(docs);
  await page.goto('/open-diploma-fund-for-college-students');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of ['Requirements', 'Documents', 'Application form']) {
    await expect(page.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
  }
  // The Requirements section toggles closed and open again.
  await page.getByRole('button', { name: 'Requirements' }).click();
  await expect(page.getByText('You attended a 4-year college.')).toBeHidden();
  await page.getByRole('button', { name: 'Requirements' }).click();
  await expect(page.getByText('You attended a 4-year college.')).toBeVisible();

  const form = await hydratedForm(page, 'Undergraduate loan repayment application');
  await expectNoSeriousAxeViolations(page);

  await typeInto(field(form, 'First name'), 'Jordan');
  await typeInto(field(form, 'Middle name (optional)'), 'Lee');
  await typeInto(field(form, 'Last name'), 'Rivera');
  await field(form, 'Suffix').selectOption('None');
  await field(form, 'Date of birth').fill('1998-04-23');
  await field(form, 'Citizenship').selectOption('US permanent resident');
  const ssn = field(form, 'Social Security number');
  await typeInto(ssn, '123a45b6789');
  await expect(ssn).toHaveValue('123-45-6789');
  await expect(ssn).toHaveAttribute('maxlength', '11');
  const confirm = field(form, 'Confirm Social Security number');
  await typeInto(confirm, '123456788');
  await expect(confirm).toHaveValue('123-45-6788');
  await expect(form.getByText(messages.ssnMismatch)).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');

  await typeInto(field(form, 'E-mail'), 'jordan.rivera@example.com');
  await expect(field(form, 'E-mail')).toHaveAttribute('type', 'email');
  const phone = field(form, 'Phone');
  await typeInto(phone, '2025550147');
  await expect(phone).toHaveValue('(202) 555-0147');
  await typeInto(field(form, 'Street address'), '1600 Constitution Ave NW');
  await typeInto(field(form, 'City'), 'Washington');
  await field(form, 'State').selectOption('DC');
  await typeInto(field(form, 'ZIP code'), '20001');
  await typeInto(field(form, 'College attended'), 'Howard University');
  await typeInto(field(form, 'College major'), 'Biology');
  const years = await field(form, 'Year enrolled').locator('option').allTextContents();
  expect(years).toEqual(['Select…', ...Array.from({ length: 11 }, (_, i) => String(2020 + i))]);
  await field(form, 'Year enrolled').selectOption('2020');
  await field(form, 'Year graduated').selectOption('2024');
  const loan = field(form, 'Loan amount');
  await typeInto(loan, '45210.509');
  await expect(loan).toHaveValue('45,210.50');
  await field(form, 'Loan year').selectOption('2021');
  await field(form, 'Employment status').selectOption('Part-time');
  const income = field(form, 'Gross income');
  await typeInto(income, '38000');
  await expect(income).toHaveValue('38,000');
  await typeInto(field(form, 'Household size'), '3');
  await field(form, 'Home owned or rented').selectOption('Rent');

  // PDF-only fields accept only PDF: the picker says so, and a PNG is refused.
  await expect(field(form, 'Credit report')).toHaveAttribute('accept', 'application/pdf,.pdf');
  await expect(form.getByText('A recent credit report, as a PDF. PDF only, up to 10 MB.')).toBeVisible();
  await field(form, 'Credit report').setInputFiles(makePng());
  for (const doc of docs.filter((d) => d !== 'creditReport')) {
    await form.locator(`input[type=file][name=${doc}]`).setInputFiles(pdfs[doc]!);
  }

  // Submit with the mismatch, the PNG and no consent: nothing is sent, focus goes to the first error.
  const submits = watchRequests(page, '/api/undergrad/submit-new-application');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(confirm).toBeFocused();
  await expect(form.getByText(messages.ssnMismatch)).toBeVisible();
  await expect(form.getByText('Credit report must be a PDF file.')).toBeVisible();
  const consent = form.getByRole('checkbox', { name: /I confirm that the information I give is true/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await confirm.getAttribute('aria-describedby');
  expect(await page.locator(`[id="${describedBy!.split(' ').pop()}"]`).textContent()).toContain(messages.ssnMismatch);
  expect(submits).toEqual([]);

  // Fix everything: backspace the wrong digit, retype; attach the PDF; read the policy; consent.
  await confirm.press('End');
  await confirm.press('Backspace');
  await confirm.pressSequentially('9');
  await expect(confirm).toHaveValue('123-45-6789');
  await expect(form.getByText(messages.ssnMismatch)).toBeHidden();
  await field(form, 'Credit report').setInputFiles(pdfs.creditReport!);
  await form.getByRole('button', { name: 'Read the privacy policy' }).click();
  const policy = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(policy).toContainText('October 1, 2024');
  await policy.getByRole('button', { name: 'CLOSE' }).click();
  await expect(policy).toBeHidden();
  await consent.check();

  // While the upload runs (held a moment on its way), the progress shows percent and size
  // and the submit button cannot be pressed twice.
  await page.route(
    '**/api/undergrad/submit-new-application',
    async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    },
    { times: 1 },
  );
  const submit = form.getByRole('button', { name: /Submit application|Sending/ });
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveText('Sending…');
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(
    form.getByText(/Uploading your application: (\d+% · [\d.]+ (B|KB|MB) of [\d.]+ (B|KB|MB)|Starting the upload…)/),
  ).toBeVisible();
  const thanks = page.getByRole('dialog', { name: messages.applicationSuccess });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  const reference = (await thanks.textContent())?.match(REFERENCE)?.[0] ?? '';
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
  // The thank-you stays in place of the form until the applicant asks for another one (issue 29).
  await page.getByRole('button', { name: 'Start another application' }).click();
  await expectFormCleared(form);
  await expect(submit).toBeEnabled();
  expect(reference).toMatch(/^UG-/);
  expect(submits).toEqual(['POST']);

  const stored = await expectStoredWithFiles(admin, 'undergrad', reference, pdfs);
  expect(stored).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera', phone: '(202) 555-0147', loanAmount: '45,210.50' });
  expect(stored.socialSecurity).not.toBe('123-45-6789');
});

test('parent: both SSN pairs are checked; the student address is optional; stored with its files', async ({ page }) => {
  const docs = [
    'transcript',
    'loanAgreement',
    'loanStatement',
    'applicationLetter',
    'currentIncome',
    'loanHistory',
    'creditReport',
  ];
  const pdfs = await makePdfs(docs);
  await page.goto('/open-diploma-fund-for-parents');
  const form = await hydratedForm(page, 'Parent loan repayment application');
  await expectNoSeriousAxeViolations(page);

  await typeInto(field(form, "Parent's first name"), 'Denise');
  await typeInto(field(form, "Parent's middle initial (optional)"), 'A');
  await typeInto(field(form, "Parent's last name"), 'Okafor');
  await field(form, "Parent's suffix").selectOption('None');
  await field(form, "Parent's date of birth").fill('1970-09-02');
  await field(form, "Parent's citizenship").selectOption('US citizen');
  await typeInto(field(form, "Parent's Social Security number"), '321547698');
  await expect(field(form, "Parent's Social Security number")).toHaveValue('321-54-7698');
  await typeInto(field(form, "Confirm parent's Social Security number"), '321547698');
  await typeInto(field(form, "Parent's e-mail"), 'denise.okafor@example.com');
  await typeInto(field(form, "Parent's phone"), '3015550199');
  await expect(field(form, "Parent's phone")).toHaveValue('(301) 555-0199');
  await typeInto(field(form, "Parent's street address"), '45 Oak Lane');
  await typeInto(field(form, "Parent's city"), 'Silver Spring');
  await field(form, "Parent's state").selectOption('MD');
  await typeInto(field(form, "Parent's ZIP code"), '20901');
  await typeInto(field(form, "Student's first name"), 'Chidi');
  await typeInto(field(form, "Student's last name"), 'Okafor');
  await field(form, "Student's date of birth").fill('2000-01-15');
  await field(form, "Student's citizenship").selectOption('US citizen');
  await typeInto(field(form, "Student's Social Security number"), '456-12-3987');
  await typeInto(field(form, "Confirm student's Social Security number"), '456123978');
  await expect(form.getByText(messages.ssnMismatch)).toHaveCount(1);
  await typeInto(field(form, 'College attended'), 'University of Maryland');
  await typeInto(field(form, 'College major'), 'Economics');
  const years = await field(form, 'Year enrolled').locator('option').allTextContents();
  expect(years).toEqual(['Select…', ...Array.from({ length: 21 }, (_, i) => String(2015 + i))]);
  await field(form, 'Year enrolled').selectOption('2016');
  await field(form, 'Year graduated').selectOption('2020');
  await typeInto(field(form, 'Loan amount'), '62000');
  await expect(field(form, 'Loan amount')).toHaveValue('62,000');
  await field(form, 'Loan year').selectOption('2017');
  await field(form, 'Employment status').selectOption('Full-time');
  await typeInto(field(form, 'Gross income'), '71250.5');
  await expect(field(form, 'Gross income')).toHaveValue('71,250.5');
  await typeInto(field(form, 'Household size'), '4');
  await field(form, 'Home owned or rented').selectOption('Owned');
  for (const doc of docs) await form.locator(`input[type=file][name=${doc}]`).setInputFiles(pdfs[doc]!);
  await form.getByRole('checkbox', { name: /I confirm/ }).check();

  const submits = watchRequests(page, '/api/parents/submit-new-application');
  await form.getByRole('button', { name: 'Submit application' }).click();
  const studentConfirm = field(form, "Confirm student's Social Security number");
  await expect(studentConfirm).toBeFocused();
  expect(submits).toEqual([]);

  // Fix the student pair (select all, retype); break nothing else. The student address stays empty.
  await studentConfirm.fill('');
  await typeInto(studentConfirm, '456123987');
  await expect(form.getByText(messages.ssnMismatch)).toHaveCount(0);
  const reference = await submitAndExpectThanks(page, form);
  expect(reference).toMatch(/^PA-/);
  const stored = await expectStoredWithFiles(admin, 'parents', reference, pdfs);
  expect(stored).toMatchObject({
    parentFirstName: 'Denise',
    studentFirstName: 'Chidi',
    studentAddress: null,
    grossIncome: '71,250.50',
  });
});
