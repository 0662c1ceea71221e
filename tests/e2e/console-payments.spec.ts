import type { Cookie, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  rowOf,
  searchTable,
  seeEveryApplication,
  showKind,
  submitApplication,
  tableOf,
  uniqueTag,
  type Submitted,
} from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { signIn } from './support/staff.js';
import { answerNoConflict } from './support/conflict-question.js';

/**
 * The disbursement ledger in the console (issue 40), at a laptop's and a phone's width: one
 * admin prepares a payment of an approved award, a second admin releases it, the first records
 * it sent and cleared, and the application is paid; the Payments page lists what waits.
 * Screenshots go to test-results/payments.
 */

const SHOTS = 'test-results/payments';

/**
 * A picture of the Payments section as the window shows it, scrolled to. (A full-page picture
 * misplaces the laptop's sticky review column, and an element picture slides under the header.)
 */
async function shoot(section: Locator, name: string): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await section.page().screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A date some days back, YYYY-MM-DD: well inside the proof's 60 days in any time zone. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The detail page, once the sign-in's handler has answered its conflict question (support/conflict-question.ts). */
async function detailOpened(page: Page, app: Submitted): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `${app.firstName} ${app.lastName}` })).toBeVisible();
}

/** From the list to the application's detail page, as a reviewer goes. */
async function openDetail(page: Page, app: Submitted): Promise<void> {
  await page.goto('/admin-access');
  await showKind(page, app.kind);
  const table = tableOf(page, app.kind);
  await seeEveryApplication(table);
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await detailOpened(page, app);
}

/** Approves the application on the page with an award, as its admin would in the review panel (set up, not under test). */
async function approveWithAward(page: Page, awardCents: number): Promise<void> {
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const move = `mutation($id: ID!, $status: ReviewStatus!, $awardCents: Int) {
    setReviewStatus(kind: UNDERGRAD, id: $id, status: $status, awardCents: $awardCents, overrideBudget: true) { id }
  }`;
  for (const variables of [
    { id, status: 'IN_REVIEW' },
    { id, status: 'APPROVED', awardCents },
  ]) {
    const answer = await page.request.post('/graphql', {
      data: { query: move, variables },
      headers: { 'CSRF-Token': csrfToken },
    });
    expect(await answer.json()).not.toHaveProperty('errors');
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
}

/** The second admin's sign-in, made once for both widths (a new sign-in would wait for a fresh code). */
let secondAdmin: Promise<Cookie[]> | undefined;

for (const width of [1280, 390]) {
  test(`at ${width} px one admin prepares a payment, a second releases it, the first records it sent and cleared`, async ({
    page,
    browser,
    request,
    signInAs,
    workerStaffUser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const app = await submitApplication(request, 'undergrad', { firstName: 'Maya', lastName: `Rivera${uniqueTag()}` });
    const name = `${app.firstName} ${app.lastName}`;
    await signInAs('admin');
    await openDetail(page, app);
    await approveWithAward(page, 100_000);

    // The first admin prepares $1,000 to Nelnet, resting on the application's loan statement.
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('$1,000 remains to prepare');
    await payments.getByRole('button', { name: 'Prepare a payment' }).click();
    await payments.getByLabel('Who is paid').selectOption({ label: 'Loan servicer' });
    await payments.getByLabel('Payee name').fill('Nelnet');
    await payments.getByLabel('Account or loan number').fill('9876543210');
    await expect(payments.getByLabel('Amount in dollars')).toHaveValue('1,000.00');
    await payments.getByLabel('Amount in dollars').fill('1,500');
    await payments.getByLabel('How it is paid').selectOption({ label: 'Check' });
    await payments.getByLabel('Date on the proof').fill(daysAgo(3));
    await payments.getByLabel('Application document').selectOption({ index: 1 });
    await payments.getByRole('button', { name: 'Prepare payment' }).click();
    // The shared rule refuses more than remains before anything is sent.
    await expect(payments.getByText('The amount is more than what remains of the award: $1,000 remains.')).toBeVisible();
    await shoot(payments, `section-form-${width}`);
    await payments.getByLabel('Amount in dollars').fill('1,000');
    await payments.getByRole('button', { name: 'Prepare payment' }).click();
    await expect(payments.getByRole('status')).toHaveText(
      `Prepared $1,000 to Nelnet. It waits for a second admin's approval; $0 of ${name}'s award remains to prepare.`,
    );
    const payment = payments.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '$1,000 to Nelnet' }) });
    await expect(payment).toContainText('Waiting for a second admin');
    await expect(payment).toContainText('account ••••3210');
    // The preparer reads why they cannot approve it.
    await expect(payment.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(payment.getByRole('listitem').filter({ hasText: 'You prepared it: a second admin approves it' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { what: 'prepared payment' });
    await shoot(payments, `section-prepared-${width}`);

    // A second admin releases it, after the confirmation that names it.
    secondAdmin ??= (async () => {
      const second = await workerStaffUser('admin', { firstName: 'Grace', lastName: `Second${uniqueTag()}` });
      const context = await browser.newContext();
      await signIn(await context.newPage(), second);
      const cookies = (await context.storageState()).cookies;
      await context.close();
      return cookies;
    })();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies(await secondAdmin);
    const other = await context.newPage();
    await answerNoConflict(other);
    await other.goto(page.url());
    await detailOpened(other, app);
    const theirs = other
      .getByRole('region', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ has: other.getByRole('heading', { name: '$1,000 to Nelnet' }) });
    await expect(theirs.getByRole('listitem').filter({ hasText: 'Proof attached' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Approve $1,000 to Nelnet' }).click();
    const release = other.getByRole('dialog', { name: 'Release $1,000 to Nelnet?' });
    await expect(release).toContainText(/prepared it; you release it as the second admin/);
    await expectNoSeriousAxeViolations(other, { what: 'release dialog' });
    await release.getByRole('button', { name: 'Release $1,000 to Nelnet' }).click();
    await expect(other.getByRole('region', { name: 'Payments' }).getByRole('status')).toHaveText(
      'Released $1,000 to Nelnet. Record it as sent once the payment is out.',
    );
    await context.close();

    // The first admin records it sent, then cleared: the application is paid.
    await page.reload();
    await detailOpened(page, app);
    await expect(payment).toContainText('Released, not sent yet');
    await payment.getByRole('button', { name: 'Record sent $1,000 to Nelnet' }).click();
    const sent = page.getByRole('dialog', { name: 'Record $1,000 to Nelnet as sent?' });
    await sent.getByLabel('Check number or transfer reference').fill('Check 2001');
    await sent.getByRole('button', { name: 'Record as sent' }).click();
    await expect(payments.getByRole('status')).toHaveText(
      'Recorded $1,000 to Nelnet as sent (Check 2001). Record it as cleared when it clears.',
    );
    await payment.getByRole('button', { name: 'Record cleared $1,000 to Nelnet' }).click();
    const cleared = page.getByRole('dialog', { name: 'Record $1,000 to Nelnet as cleared?' });
    await expect(cleared).toContainText('the application becomes Paid');
    await expectNoSeriousAxeViolations(page, { what: 'cleared dialog' });
    await cleared.getByRole('button', { name: 'Record as cleared' }).click();
    await expect(payments.getByRole('status')).toHaveText(`Cleared $1,000 to Nelnet. ${name}'s award is now fully paid.`);
    await expect(page.getByRole('region', { name: 'Review' }).getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(payment).toContainText('Cleared');
    await expect(payments).toContainText('paid in full');
    await expectNoSeriousAxeViolations(page, { what: 'paid' });
    await shoot(payments, `section-cleared-${width}`);
  });
}

test('the Payments page lists what waits for a second admin, each linking to its application', async ({
  page,
  request,
  signInAs,
}) => {
  const app = await submitApplication(request, 'undergrad', { firstName: 'Ines', lastName: `Waiting${uniqueTag()}` });
  await signInAs('admin');
  await openDetail(page, app);
  await approveWithAward(page, 50_000);
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByRole('button', { name: 'Prepare a payment' }).click();
  await payments.getByLabel('Who is paid').selectOption({ label: 'School' });
  await payments.getByLabel('Payee name').fill('State College');
  await payments.getByLabel('Account or loan number').fill('STU-44120');
  await payments.getByLabel('How it is paid').selectOption({ label: 'ACH transfer' });
  await payments.getByLabel('Date on the proof').fill(daysAgo(5));
  await payments.getByLabel('Application document').selectOption({ index: 1 });
  await payments.getByRole('button', { name: 'Prepare payment' }).click();
  await expect(payments.getByRole('status')).toContainText('Prepared $500 to State College.');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin-access');
    if (width === 390) await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const waiting = page.getByRole('region', { name: /^Waiting for a second admin/ });
    const link = waiting.getByRole('link', { name: `$500 to State College for ${app.firstName} ${app.lastName}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole('region', { name: /^Sent, not cleared after 30 days/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Failed/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { what: `payments page at ${width} px` });
    await page.screenshot({ path: `${SHOTS}/page-${width}.png`, fullPage: true });
    if (width === 390) {
      await link.click();
      await detailOpened(page, app);
    }
  }
});
