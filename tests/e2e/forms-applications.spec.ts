import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { messages } from '../../api/src/domain/messages.js';
import {
  expectFormCleared,
  expectStoredWithFiles,
  makePdfs,
  makePng,
  signedInAdmin,
  typeInto,
  watchRequests,
} from './forms-helpers.js';

const REFERENCE = /\b(UG|PA|HS)-[0-9A-Z]{4}-[0-9A-Z]{4}\b/;

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await signedInAdmin();
});
test.afterAll(async () => {
  await admin.dispose();
});

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A control by its visible label; the required star after it is decoration. */
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The form once React runs it (its own validation replaces the browser's: novalidate). */
async function hydratedForm(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('form', { name });
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

/** Submits, waits for the thank-you, reads the reference, checks the form is empty and OK closes the box. */
async function submitAndExpectThanks(page: Page, form: Locator): Promise<string> {
  await form.getByRole('button', { name: 'Submit application' }).click();
  const thanks = page.getByRole('dialog', { name: messages.applicationSuccess });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  const reference = (await thanks.textContent())?.match(REFERENCE)?.[0];
  expect(reference, 'the reference number is shown').toBeTruthy();
  await expectFormCleared(form);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
  return reference!;
}

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
  await expectFormCleared(form);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
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

test('high school: overview facts, PDF-only documents, a server field error shown at its field, then stored', async ({
  page,
}) => {
  const docs = ['academicRecords', 'applicationEssay', 'recommendationLetter'];
  const pdfs = await makePdfs(docs);
  await page.goto('/open-diploma-fund-for-high-school-students');
  await expect(page.getByRole('heading', { name: 'Scholarship Overview' })).toBeVisible();
  for (const fact of ['$1,000', 'July 31, 2025', '2.5', 'single-parent'])
    await expect(page.getByText(fact).first()).toBeVisible();
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
  await typeInto(field(form, 'E-mail'), 'maya.brooks@example.com');
  await typeInto(field(form, 'Phone'), '(240) 555 0123');
  await expect(field(form, 'Phone')).toHaveValue('(240) 555-0123');
  await typeInto(field(form, 'Home address'), '8 Birch Court, Bowie, MD 20715');
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
