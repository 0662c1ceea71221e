import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openApplication, rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { mailContaining } from './support/forms.js';
import { signIn, type StaffUser } from './support/staff.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The review workflow in the console (issue 12): an employee starts the review, a volunteer
 * scores it and adds a note, and an admin approves it with an award. Screenshots of the detail
 * and the list at 1280 and 390 px go to test-results/review.
 */

const panel = (page: Page) => page.getByRole('region', { name: 'Review' });

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/review/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an employee starts the review, a volunteer scores and notes it, an admin approves it with an award', async ({
  staffUser,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const app = await submitApplication(request, 'undergrad', { firstName: 'Rosa', lastName: `Review${uniqueTag()}` });
  const users: Record<'employee' | 'volunteer' | 'admin', StaffUser> = {
    employee: await staffUser('employee'),
    volunteer: await staffUser('volunteer'),
    admin: await staffUser('admin'),
  };
  const pageFor = async (role: keyof typeof users) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, users[role]);
    return page;
  };

  // The employee moves it from Received to In review.
  const employee = await pageFor('employee');
  await openApplication(employee, app);
  await expect(panel(employee).getByText('Received', { exact: true })).toBeVisible();
  await expect(panel(employee).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await panel(employee).getByRole('button', { name: 'Start review' }).click();
  await expect(panel(employee).getByText('In review', { exact: true }).first()).toBeVisible();
  await expect(panel(employee).getByText(/Received → In review/)).toBeVisible();

  // The volunteer cannot move it, but scores it (one criterion N/A) and adds a note.
  const volunteer = await pageFor('volunteer');
  await openApplication(volunteer, app);
  await expect(panel(volunteer).getByRole('group', { name: 'Change the review status' })).toHaveCount(0);
  await panel(volunteer)
    .getByLabel(/^Hardship/)
    .selectOption('8');
  await panel(volunteer)
    .getByLabel(/^Debt burden/)
    .selectOption('6');
  await panel(volunteer)
    .getByLabel(/^Degree finished in four years/)
    .selectOption('N/A');
  await panel(volunteer)
    .getByLabel(/^Documents complete/)
    .selectOption('5');
  await panel(volunteer).getByRole('button', { name: 'Save my score' }).click();
  // (3×0.8 + 2×0.6 + 1×1) / 6 = 76.7
  await expect(panel(volunteer).getByText('Your score:')).toContainText('76.7');
  await panel(volunteer).getByLabel('Add a note').fill('Transcript and loan statement checked.');
  await panel(volunteer).getByRole('button', { name: 'Add note' }).click();
  await expect(
    panel(volunteer).getByRole('listitem').filter({ hasText: 'Transcript and loan statement checked.' }),
  ).toBeVisible();
  await expect(panel(volunteer).getByLabel('Add a note')).toHaveValue('');
  await expectNoSeriousAxeViolations(volunteer);

  // The admin approves it with an award, through the dialog.
  const admin = await pageFor('admin');
  await openApplication(admin, app);
  await expect(panel(admin).getByRole('listitem').filter({ hasText: 'Transcript and loan statement checked.' })).toBeVisible();
  const retention = admin.getByRole('region', { name: 'Data retention' });
  await expect(retention).toContainText('No deletion date yet');
  await panel(admin).getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve' });
  await expect(dialog.getByLabel('Award in dollars')).toBeFocused();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/award greater than \$0/);
  await dialog.getByLabel('Award in dollars').fill('2,500');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel(admin).getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(panel(admin).getByText('$2,500.00')).toBeVisible();
  await expect(panel(admin).getByText('Scores are locked after the decision.')).toBeVisible();
  // Approved but not yet paid: the retention policy has nothing to count from.
  await expect(retention).toContainText('No deletion date yet');
  await expectNoSeriousAxeViolations(admin);
  await shots(admin, 'detail-approved');

  // The list shows the review columns, and filters by status.
  await admin.goto('/admin-access');
  const table = tableOf(admin, 'undergrad');
  await table.getByLabel('Review status').selectOption('APPROVED');
  await searchTable(table, app.lastName);
  const row = rowOf(table, app);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('76.7');
  await row.getByRole('checkbox').check();
  await expect(table.getByRole('region', { name: 'Change the selected applications' })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await shots(admin, 'list');

  // Paid, with the reference the dialog says to give: the retention date shows at once, no reload.
  await openApplication(admin, app);
  await panel(admin).getByRole('button', { name: 'Mark paid' }).click();
  const paying = admin.getByRole('dialog', { name: 'Mark paid' });
  await expect(paying.getByLabel('Payment reference')).toHaveAccessibleDescription(/check number or transfer reference/);
  await paying.getByLabel('Payment reference').fill('Check 1042');
  await paying.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paying).toBeHidden();
  await expect(panel(admin).getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(retention).toContainText(/Personal data will be deleted on \d{1,2}\/\d{1,2}\/\d{4} \(paid, retention policy\)/);
});

test('asking for information from the review panel opens the request, e-mails the applicant and shows Needs information', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const app = await submitApplication(request, 'undergrad', { firstName: 'Rosa', lastName: `Ask${uniqueTag()}` });
  await signInAs('employee');
  await openApplication(page, app);
  await panel(page).getByRole('button', { name: 'Start review' }).click();
  await expect(panel(page).getByText(/Received → In review/)).toBeVisible();

  // The one way to ask: no bare status change, and one button of the name on the page.
  const moves = panel(page).getByRole('group', { name: 'Change the review status' });
  await expect(page.getByRole('button', { name: 'Ask for information' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request more information' })).toHaveCount(1);
  await moves.getByRole('button', { name: 'Request more information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request more information' });
  await expect(dialog.getByRole('checkbox').first()).toBeFocused();
  await dialog.getByRole('checkbox', { name: 'College transcript' }).check();
  await dialog.getByLabel('Note for the applicant about college transcript (optional)').fill('The page with your degree date.');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();

  const mail = await mailContaining(`We need more information for your application (${app.reference})`);
  expect(mail).toContain(`To: ${app.email}`);
  expect(mail).toContain('College transcript');
  await expect(panel(page).getByText('Needs information', { exact: true }).first()).toBeVisible();
  await expect(panel(page).getByText(/In review → Needs information/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests for more information' }).getByText('College transcript')).toBeVisible();
});

test('choosing Needs information in the bulk bar asks each selected applicant by e-mail', async ({ page, request, signInAs }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const apps = [
    await submitApplication(request, 'undergrad', { firstName: 'Rosa', lastName: `Bulk${tag}` }),
    await submitApplication(request, 'undergrad', { firstName: 'Ines', lastName: `Bulk${tag}` }),
  ];
  await signInAs('employee');
  await page.goto('/admin-access');
  const table = tableOf(page, 'undergrad');
  await searchTable(table, `Bulk${tag}`);
  for (const app of apps) await rowOf(table, app).getByRole('checkbox').check();

  // Needs information is the request for more information, not a silent move.
  const bar = table.getByRole('region', { name: 'Change the selected applications' });
  await bar.getByLabel('Move to').selectOption({ label: 'Needs information' });
  await expect(bar.getByText('Apply asks each applicant for documents by e-mail.')).toBeVisible();
  // On a phone the lists sit behind tabs: show this one for the phone's screenshots.
  await page.setViewportSize({ width: 390, height: 900 });
  await showKind(page, 'undergrad');
  await shots(page, 'list-bulk-needs-info');
  await bar.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request more information from 2 applicants' });
  await expect(dialog.getByRole('checkbox').first()).toBeFocused();
  await dialog.getByRole('checkbox', { name: 'College transcript' }).check();
  const due = new Date(Date.now() + 14 * 24 * 3600_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Due date (optional)').fill(due);
  await expectNoSeriousAxeViolations(page);
  // The dialog as it shows on the screen, not the whole page behind it.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.getByRole('button', { name: 'Send requests' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/review/list-bulk-request-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Send requests' }).click();
  await expect(dialog).toBeHidden();

  await expect(table.getByRole('status').filter({ hasText: 'Requested from' })).toHaveText('Requested from 2 applicants.');
  await expect(bar).toBeHidden();
  for (const app of apps) {
    const mail = await mailContaining(`We need more information for your application (${app.reference})`);
    expect(mail).toContain(`To: ${app.email}`);
    expect(mail).toContain('College transcript');
    await expect(rowOf(table, app)).toContainText('Needs information');
  }
});

test('a scholarship approval starts from the cycle’s award, says who is e-mailed, and the e-mail greets and states the amount', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const app = await submitApplication(request, 'high-school', { firstName: 'Maya', lastName: `Award${uniqueTag()}` });
  await signInAs('admin');
  await page.goto('/admin-access');
  const table = tableOf(page, 'high-school');
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await panel(page).getByRole('button', { name: 'Start review' }).click();
  await expect(panel(page).getByText(/Received → In review/)).toBeVisible();

  // A process note stays marked as one; the approval starts from the scholarship's $1,000.
  await panel(page).getByLabel('Add a note').fill('Called the school to confirm graduation.');
  await panel(page)
    .getByLabel(/About the process, not the applicant/)
    .check();
  await panel(page).getByRole('button', { name: 'Add note' }).click();
  await expect(panel(page).getByRole('listitem').filter({ hasText: 'About the process' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await expect(dialog.getByLabel('Award in dollars')).toHaveValue('1,000.00');
  await expect(dialog.getByText(`Maya ${app.lastName} (${app.email}) is e-mailed at once`)).toBeVisible();
  await expect(dialog.getByText(/budget or award limit|remains of the cycle|awards are left/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/review/approve-dialog-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Approved: $1,000. Maya ${app.lastName} was e-mailed.`)).toBeAttached();

  const mail = await mailContaining(`A decision on your Open Diploma Fund application (${app.reference})`);
  expect(mail).toContain('Dear Maya,');
  expect(mail.replace(/=\r?\n/g, '')).toContain('with an award of $1,000.');
});
