import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { messages } from '../../api/src/domain/messages.js';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import { highSchoolFormFields } from '../support/fixtures/applicants.js';
import { makePdf } from '../support/fixtures/documents.js';
import { rowOf, searchTable, submitApplication, tableOf, uniqueTag, type Submitted } from './support/console.js';
import { mailContaining, REFERENCE } from './support/forms.js';
import { signIn } from './support/staff.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { codeMailTo } from './support/answered-request.js';

/**
 * The status page (issue 17) on a 390 px phone: a staff member asks for a document, the applicant
 * signs in with the e-mailed code, sees "More information needed", uploads the file and sees the
 * request answered. And after a submission, focus lands on the result (issue 14). Screenshots at
 * 1280 and 390 px go to test-results/application-status.
 */
const SHOTS = 'test-results/application-status';
const PHONE = { width: 390, height: 844 };

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The raw mail's text with quoted-printable soft breaks undone. */
const textOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

async function askForTranscript(page: Page, app: Submitted): Promise<void> {
  await page.goto('/admin-access');
  const table = tableOf(page, 'undergrad');
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  const panel = page.getByRole('region', { name: 'Requests for more information' });
  await expect(panel.getByText('Nothing has been asked of the applicant yet.')).toBeVisible();
  // One button on the page asks the applicant, in the review panel; this panel points to it.
  await expect(page.getByRole('button', { name: 'Request more information' })).toHaveCount(1);
  await expect(panel.getByText('use Request more information in the Review section above')).toBeVisible();
  await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Request more information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request more information' });
  await dialog.getByRole('checkbox', { name: 'College transcript' }).check();
  await dialog
    .getByLabel('Note for the applicant about college transcript (optional)')
    .fill('Your final transcript, with the date of your degree.');
  const due = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Due date (optional)').fill(due);
  await expectNoSeriousAxeViolations(page);
  await shots(page, 'console-request-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Open', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Review' }).getByText('Needs information', { exact: true }).first(),
  ).toBeVisible();
}

test('a staff member asks for a document; the applicant signs in with the e-mailed code on a phone and answers it', async ({
  staffUser,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const app = await submitApplication(request, 'undergrad', { firstName: 'Rosa', lastName: `Status${uniqueTag()}` });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, await staffUser('employee'));
  await askForTranscript(staff, app);
  const asked = textOf(await mailContaining(`We need more information for your application (${app.reference})`));
  expect(asked).toContain('College transcript');
  expect(asked).not.toContain(app.lastName);

  // The applicant, on a phone, by keyboard where it matters.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/application-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Application status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail me a code' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
  await shots(page, 'sign-in');
  await page.getByLabel(/^Reference number/).fill(app.reference.toLowerCase());
  await page.getByLabel(/^E-mail address/).fill(app.email);
  await page.getByLabel(/^E-mail address/).press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  // The page's own notice, in its main region and found by its words: a machine's notice is never it.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'we have sent a 6-digit code' })).toBeVisible();

  // Its own code: other suites e-mail codes to other applicants meanwhile.
  const mail = textOf(await codeMailTo(app.email));
  expect(mail).toContain(`To: ${app.email}`);
  const code = /is:\s+(\d{6})/.exec(mail)![1]!;
  // A wrong code first: the message sits at the field.
  await page.getByLabel(/^6-digit code/).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'See my application' }).click();
  await expect(page.getByText('The code is wrong or has expired.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shots(page, 'code');
  await page.getByLabel(/^6-digit code/).fill(code);
  await page.getByLabel(/^6-digit code/).press('Enter');

  const heading = page.getByRole('heading', { name: `Application ${app.reference}` });
  await expect(heading).toBeFocused();
  await expect(page.getByText('More information needed', { exact: true })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Documents we asked for' });
  await expect(requests.getByText('Your final transcript, with the date of your degree.')).toBeVisible();
  // Signed in, the reference is known: the help for a lost one is gone.
  await expect(page.getByText('Lost your reference number?')).toBeHidden();
  // The same upload box as the forms: a box a thumb can hit, not the bare browser control.
  const fileBox = await requests.getByLabel('File for College transcript').boundingBox();
  expect(fileBox!.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousAxeViolations(page);
  await shots(page, 'status-needs-information');

  await requests.getByLabel('File for College transcript').setInputFiles({
    name: 'final-transcript.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf({ title: 'Final transcript', pages: 2 }),
  });
  await requests.getByRole('button', { name: 'Upload college transcript' }).click();
  // The file received is named, with the day it arrived.
  await expect(
    requests.getByText(/^We received final-transcript\.pdf on \w+ \d{1,2}, \d{4}\. Thank you: we have this document\.$/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(requests.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shots(page, 'status-answered');

  // Staff see the answer: both versions of the transcript, the request answered.
  await staff.reload();
  const panel = staff.getByRole('region', { name: 'Requests for more information' });
  await expect(panel.getByText('Answered', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'final-transcript.pdf' })).toBeVisible();
  const documents = staff.getByRole('region', { name: 'Documents' });
  for (const version of ['College transcript (version 1 of 2)', 'College transcript (version 2 of 2)']) {
    await expect(documents.getByText(version, { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      documents.getByRole('button', { name: `Download ${version}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_transcript(_v2)?\.pdf$/);
  }
  await expectNoSeriousAxeViolations(staff);
  await shots(staff, 'console-answered');

  // Signing out ends it; a reload asks for the code again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to see your application' })).toBeFocused();
  await expect(page.getByText('Lost your reference number?')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to see your application' })).toBeVisible();
  await context.close();
  await staffContext.close();
});

test('after submitting on a phone, focus lands on the result, which gives the reference, the next step and the status page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/open-diploma-fund-for-high-school-students');
  const form = page.getByRole('form', { name: 'High-school senior scholarship application' });
  await expect(form).toHaveAttribute('novalidate', '');
  // Every answer by its control name, as the spec names them (new fields included).
  const values = highSchoolFormFields({ email: `status.${uniqueTag()}@example.org` });
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`).first();
    if ((await control.count()) === 0) continue;
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    const type = await control.getAttribute('type');
    if (type === 'checkbox' || type === 'radio')
      await form.locator(`[name="${name}"][value="${value}"], [name="${name}"]`).first().check();
    else if (tag === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  for (const doc of APPLICATION_FORMS['high-school'].documents)
    await form.locator(`input[type=file][name=${doc.name}]`).setInputFiles({
      name: `${doc.name}.pdf`,
      mimeType: 'application/pdf',
      buffer: await makePdf({ title: doc.label }),
    });
  await form.getByRole('checkbox', { name: /I confirm/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  const thanks = page.getByRole('dialog', { name: messages.applicationSuccess });
  await expect(thanks).toBeVisible({ timeout: 30_000 });
  const result = thanks.locator('.form-result');
  await expect(result).toBeFocused();
  await expect(result).toContainText(REFERENCE);
  await expect(result).toContainText(/What happens next: .*hears from us by e-mail by [A-Z][a-z]+ \d{1,2}, \d{4}\./);
  await expect(result.getByRole('link', { name: 'application status page' })).toHaveAttribute('href', '/application-status');
  await expectNoSeriousAxeViolations(page);
  await shots(page, 'thank-you');
  const reference = (await result.textContent())!.match(REFERENCE)![0];
  const confirmation = textOf(await mailContaining(`We received your application (${reference})`));
  expect(confirmation).toMatch(/hears from us by e-mail by [A-Z][a-z]+ \d{1,2}, \d{4}\./);
  expect(confirmation).toContain('/application-status');
  await context.close();
});

test('the footer links to the status page', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Application Status' });
  await expect(link).toHaveAttribute('href', '/application-status');
});

test('the status page is in the first HTML, loads at most 90 KB gzip of JavaScript, and hydrates without errors', async ({
  page,
}) => {
  const scripts = new Set<string>();
  const errors: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/application-status');
  const html = await response!.text();
  expect(html).toContain('Sign in to see your application');
  expect(html).toContain('data-island="application-status"');
  await expect(page.getByRole('button', { name: 'E-mail me a code' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const src of scripts) total += gzipSync(await (await page.request.get(src)).body(), { level: 9 }).length;
  console.log(`initial JS on /application-status: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} file(s)`);
  expect(total).toBeLessThanOrEqual(90 * 1024);
  expect(errors).toEqual([]);
});
