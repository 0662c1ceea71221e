import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { submitApplication, uniqueTag } from './support/console.js';
import { screenshotBothWidths } from './support/screenshots.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The admin's mail outbox and data retention pages: a failed e-mail is listed (recipient, kind,
 * last error; never its words) and retried; the retention periods are checked in the browser,
 * saved and still there after a reload. Other roles get neither page nor link. Screenshots at
 * 1280 and 390 px go to test-results/operations.
 */

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, `test-results/operations/${name}`, { goOnAt: 1280 });

/** A mail that gave up, as the outbox leaves it after its last attempt (written beside the running app). */
function failedMail(recipient: string): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.sqlite'));
  const at = (ms: number) => new Date(Date.now() - ms).toISOString().replace('T', ' ').replace('Z', '');
  try {
    db.prepare(
      `INSERT INTO mail_outbox (mail_uuid, kind, recipient, sealed_message, source_id, status, attempts, next_attempt_at,
         lease_until, last_error, created_at, sent_at, failed_at)
       VALUES (?, 'review-decision', ?, NULL, NULL, 'failed', 10, ?, NULL, 'SMTP 550', ?, NULL, ?)`,
    ).run(randomUUID(), recipient, at(0), at(9 * 3600_000), at(3600_000));
  } finally {
    db.close();
  }
}

/** Declines an application as of `monthsAgo` months ago, straight in the running app's database; answers its id. */
function declined(reference: string, monthsAgo: number): number {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.sqlite'));
  const at = new Date(Date.now() - monthsAgo * 30 * 24 * 3600_000).toISOString().replace('T', ' ').replace('Z', '');
  try {
    const { id } = db
      .prepare('SELECT undergrad_applicant_id AS id FROM undergrad_applicants WHERE reference = ?')
      .get(reference) as {
      id: number;
    };
    db.prepare(`UPDATE undergrad_applicants SET review_status = 'DECLINED' WHERE undergrad_applicant_id = ?`).run(id);
    db.prepare(
      `INSERT INTO application_status_history (applicant_kind, applicant_id, from_status, to_status, actor_user_id, reason, at)
       VALUES ('undergrad', ?, 'IN_REVIEW', 'DECLINED', NULL, NULL, ?)`,
    ).run(id, at);
    return id;
  } finally {
    db.close();
  }
}

test('the detail page says when the data goes, and an admin places it on legal hold', async ({ page, request, signInAs }) => {
  test.setTimeout(90_000);
  const person = { firstName: 'Retha', lastName: `Keeper${uniqueTag()}` };
  const app = await submitApplication(request, 'undergrad', person);
  const id = declined(app.reference, 1);
  await signInAs('admin');
  await page.goto(`/show-applicant/undergrad/${id}/${person.firstName}-${person.lastName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  const notice = page.getByRole('region', { name: 'Data retention' });
  await expect(notice).toContainText(/Personal data will be deleted on \d{1,2}\/\d{1,2}\/\d{4} \(declined, retention policy\)/);
  await screenshots(page, 'detail');
  await notice.getByRole('button', { name: 'Place on legal hold' }).click();
  await expect(notice).toContainText('On legal hold: its personal data is kept past');
  await expect(notice.getByRole('button', { name: 'Lift legal hold' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Data retention' })).toContainText('On legal hold');
  await page.getByRole('region', { name: 'Data retention' }).getByRole('button', { name: 'Lift legal hold' }).click();
  await expect(page.getByRole('region', { name: 'Data retention' })).toContainText('Personal data will be deleted on');
});

test('an admin sees a failed e-mail without its words and sends it again', async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  const recipient = `applicant-${randomBytes(3).toString('hex')}@example.org`;
  failedMail(recipient);
  await signInAs('admin');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed e-mails' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText('Review decision (to the applicant)');
  await expect(row).toContainText('SMTP 550');
  await expect(row).toContainText('10 attempts');
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'mail');

  await row.getByRole('button', { name: `Retry the e-mail to ${recipient}` }).click();
  await expect(page.getByText(`The e-mail to ${recipient} will be sent again.`)).toBeVisible();
});

test('an admin sets the retention periods, checked in the browser, and finds them after a reload', async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await signInAs('admin');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Retention' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data retention' })).toBeVisible();
  const declined = page.getByLabel('Declined applications (months)');
  await expect(declined).toHaveValue(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Due now (dry run)' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'retention');

  await declined.fill('0');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Declined applications: at least 1 month.')).toBeVisible();
  await declined.fill('18');
  await page.getByLabel('Paid applications (months)').fill('30');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('The retention policy was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Declined applications (months)')).toHaveValue('18');
  await expect(page.getByLabel('Paid applications (months)')).toHaveValue('30');
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  // Put back the defaults for the other suites sharing this app.
  await page.getByLabel('Declined applications (months)').fill('12');
  await page.getByLabel('Paid applications (months)').fill('24');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('The retention policy was saved.')).toBeVisible();
});

for (const role of ['employee', 'volunteer'] as const) {
  test(`the ${role} role gets neither the mail nor the retention page`, async ({ page, signInAs }) => {
    await signInAs(role);
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await expect(nav.getByRole('link', { name: 'Mail' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Retention' })).toHaveCount(0);
    for (const url of ['/admin-access-mail', '/admin-access-retention']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'You have no permissions to access this page.' })).toBeVisible();
    }
  });
}
