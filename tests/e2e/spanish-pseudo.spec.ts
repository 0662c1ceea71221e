import { expect, test } from '@playwright/test';
import { APPLICATION_FORMS, type ApplicationKind } from '../../api/src/domain/applications/index.js';
import { PUBLIC_STATUS_LABELS } from '../../api/src/domain/application-status.js';
import { pseudoText } from '../../api/src/domain/i18n/pseudo-locale.js';
import { makePdf } from '../support/fixtures/documents.js';
import { submitApplication } from './support/console.js';
import {
  changeOnTheWay,
  codeFor,
  fillValid,
  FORM_PAGES,
  inDatabase,
  isSeededSpanish,
  leaksAt,
  PSEUDO_BASE,
  sqlTime,
  startPseudoApp,
  stopPseudoApp,
  untranslated,
} from './support/pseudo-locale.js';
import { prerenderedRoutes } from './support/public-site.js';

/**
 * The pseudo-locale smoke run (issues 26 and 41): a second app renders the Spanish pages with every
 * message turned into ⟦áccéñtéd Éñglísh⟧, and words what its server says to them the same way
 * (field messages, refusals, statuses, next steps). Any English word left outside ⟦ ⟧ on an
 * applicant page bypassed translation, and a month, a weekday or an AM/PM anywhere is a value
 * formatted the English way. Read: every /es page and the 404, the three forms' errors (the
 * browser's and the server's) and the thank-you, the status page in each state, the error screen.
 * Text staff write (names, roles, news) is content, not a message: it shows
 * marked lang="en" where no Spanish was written, and is left out of the check, as are e-mail
 * addresses, links and numbers. The demo content's own Spanish (issue 41) is content too: it has no
 * ⟦ ⟧ and no lang mark, so it is left out by its words.
 */
const BASE = PSEUDO_BASE;

test.beforeAll(async () => startPseudoApp());
test.afterAll(async () => stopPseudoApp());

test('no applicant page shows words that bypass translation (pseudo-locale)', async ({ page }) => {
  test.setTimeout(180_000);
  const leaks: string[] = [];
  const spanish = prerenderedRoutes().filter((r) => r === '/es' || r.startsWith('/es/'));
  for (const route of [...spanish, '/es/no-such-page']) {
    await page.goto(`${BASE}${route}`);
    await page.waitForLoadState('load');
    // The forms once they run (their own words replace nothing the server rendered): a page that
    // holds one is read when its island's chunks have arrived and nothing is left loading.
    if (await page.locator('form[novalidate]').count()) await page.waitForLoadState('networkidle');
    leaks.push(...(await leaksAt(page, route)));
  }
  expect(leaks).toEqual([]);
});

test('the three application forms’ errors, the browser’s and the server’s, and the thank-you (pseudo-locale)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const leaks: string[] = [];
  // What the server alone refuses: an e-mail address an older page let through, a PDF with too
  // many pages (the browser does not count them), a ZIP code changed on its way.
  const refusals: Record<ApplicationKind, string> = {
    undergrad: 'e-mail changed on its way',
    parent: 'a PDF of 201 pages',
    'high-school': 'ZIP changed on its way',
  };
  for (const kind of Object.keys(FORM_PAGES) as ApplicationKind[]) {
    await page.goto(`${BASE}${FORM_PAGES[kind]}`);
    const form = page.locator('form.application-form');
    await expect(form).toHaveAttribute('novalidate', '');
    // The browser's checks: every field empty.
    await form.locator('button[type=submit]').click();
    await expect(form.locator('.form-error').first()).toBeVisible();
    await expect(form.getByText(/⟦.*⟧/).first()).toBeVisible();
    leaks.push(...(await leaksAt(page, `${kind} form, empty`)));

    const documents = APPLICATION_FORMS[kind].documents;
    const pdfs = Object.fromEntries(
      await Promise.all(documents.map(async (d) => [d.name, await makePdf({ title: d.label })] as const)),
    );
    if (kind === 'parent') pdfs[documents[0]!.name] = await makePdf({ pages: 201 });
    await fillValid(form, kind, pdfs);
    if (kind === 'undergrad') await changeOnTheWay(page, kind, 'maria.gonzalez@example.org', 'maria.gonzalez@example');
    if (kind === 'high-school') await changeOnTheWay(page, kind, 'name="zip"\r\n\r\n30303', 'name="zip"\r\n\r\n3030X');
    await form.locator('button[type=submit]').click();
    const refused = page.getByRole('alertdialog');
    await expect(refused).toBeVisible({ timeout: 30_000 });
    leaks.push(...(await leaksAt(page, `${kind} form, refused by the server (${refusals[kind]}), the box`)));
    await refused.locator('button').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    leaks.push(...(await leaksAt(page, `${kind} form, refused by the server (${refusals[kind]}), the field`)));
  }
  // Sent for real (the ZIP code goes through as typed this time): the thank-you and what happens next.
  await page.locator('form.application-form button[type=submit]').click();
  const thanks = page.getByRole('dialog');
  await expect(thanks).toContainText(/(HS)-[0-9A-Z]{4}-[0-9A-Z]{4}/, { timeout: 30_000 });
  leaks.push(...(await leaksAt(page, 'high-school form, the thank-you')));
  expect(leaks).toEqual([]);

  // The check can fail: the English page, never translated, is full of words it flags, and a
  // date written the English way is found inside a message too.
  await page.goto(`${BASE}/open-diploma-fund-for-parents`);
  expect((await untranslated(page)).length).toBeGreaterThan(20);
  await page.goto(`${BASE}/es/open-diploma-fund-for-parents`);
  await page.locator('h1').evaluate((h1) => {
    (h1 as unknown as { textContent: string }).textContent = '⟦Ápplý bý March 14, 2027⟧';
  });
  expect((await untranslated(page)).filter((l) => !isSeededSpanish(l))).toEqual([
    'h1: an English date or time (March) in ⟦Ápplý bý March 14, 2027⟧',
  ]);
});

test('the status page in each of its states: sign-in, code sent, wrong code, every status, documents asked for (pseudo-locale)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const leaks: string[] = [];
  const app = await submitApplication(request, 'undergrad', { firstName: 'Lucia', lastName: 'Pseudo' }, { baseUrl: BASE });
  const id = inDatabase(
    (db) =>
      (
        db.prepare('SELECT undergrad_applicant_id AS id FROM undergrad_applicants WHERE reference = ?').get(app.reference) as {
          id: number;
        }
      ).id,
  );
  // Opened from an e-mail's link: the reference filled in, and kept by the switch to English (L19),
  // which leaves any other parameter and the fragment (the link's key) behind.
  await page.goto(`${BASE}/es/application-status?reference=${app.reference.toLowerCase()}&utm_source=mail#key=${'k'.repeat(22)}`);
  const send = page.locator('.status-form button[type=submit]');
  await expect(send).toBeEnabled();
  await expect(page.locator('input[name=reference]')).toHaveValue(app.reference);
  await expect(page.locator('a[data-lang-switch=nav]')).toHaveAttribute('href', `/application-status?reference=${app.reference}`);
  leaks.push(...(await leaksAt(page, 'status, start')));
  // Asked with nothing typed: the server's field messages; "I have a code" the browser's.
  await page.locator('input[name=reference]').fill('');
  await send.click();
  await expect(page.locator('.status-form .form-error').first()).toBeVisible();
  leaks.push(...(await leaksAt(page, 'status, nothing typed, refused by the server')));
  await page.locator('.status-form button[type=button]').click();
  leaks.push(...(await leaksAt(page, 'status, I have a code with nothing typed')));

  await page.locator('input[name=reference]').fill(app.reference);
  await page.locator('input[name=email]').fill(app.email);
  const sent = Date.now() - 1000;
  await send.click();
  const code = page.locator('input[name=code]');
  await expect(code).toBeVisible();
  await expect(page.locator('.status-flow__notice')).toContainText('⟦');
  leaks.push(...(await leaksAt(page, 'status, code sent')));
  const right = await codeFor(app.email, sent);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.locator('.status-form button[type=submit]').click();
  await expect(page.locator('.status-form .form-error')).toBeVisible();
  leaks.push(...(await leaksAt(page, 'status, wrong code')));
  // A new code: the notice says when it was sent (a time of day, written the page's way).
  await page.locator('.status-form__actions button[type=button]').click();
  await expect(page.locator('.status-flow__notice')).toContainText(/\d:\d\d/);
  leaks.push(...(await leaksAt(page, 'status, new code sent')));
  await code.fill(right);
  await page.locator('.status-form button[type=submit]').click();
  const badge = page.locator('.status-view__facts .status-badge');
  await expect(badge).toHaveText(pseudoText(PUBLIC_STATUS_LABELS.RECEIVED));
  leaks.push(...(await leaksAt(page, 'status RECEIVED')));

  // Documents asked for: one open (with a due date), one closed unanswered.
  const document = APPLICATION_FORMS.undergrad.documents[0]!.name;
  inDatabase((db) => {
    db.prepare(`UPDATE undergrad_applicants SET review_status = 'NEEDS_INFO' WHERE undergrad_applicant_id = ?`).run(id);
    const insert = db.prepare(
      `INSERT INTO application_info_requests (applicant_kind, applicant_id, document, note, due_at, created_at, closed_at)
       VALUES ('undergrad', ?, ?, NULL, ?, ?, ?)`,
    );
    insert.run(id, document, sqlTime(Date.now() + 7 * 86_400_000), sqlTime(Date.now()), null);
    insert.run(id, 'other', null, sqlTime(Date.now()), sqlTime(Date.now()));
  });
  await page.reload();
  await expect(badge).toHaveText(pseudoText(PUBLIC_STATUS_LABELS.NEEDS_INFO));
  leaks.push(...(await leaksAt(page, 'status NEEDS_INFO, a request open and one closed')));
  // Its upload: no file chosen (the browser), then a file that is no PDF (the server).
  const upload = page.locator('form.status-upload');
  await upload.locator('button[type=submit]').click();
  await expect(upload.locator('.form-error')).toBeVisible();
  leaks.push(...(await leaksAt(page, 'status NEEDS_INFO, upload with no file')));
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF') });
  await upload.locator('button[type=submit]').click();
  await expect(upload.locator('.form-error')).toContainText('⟦', { timeout: 20_000 });
  leaks.push(...(await leaksAt(page, 'status NEEDS_INFO, upload refused by the server')));
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: await makePdf() });
  await upload.locator('button[type=submit]').click();
  await expect(badge).toHaveText(pseudoText(PUBLIC_STATUS_LABELS.IN_REVIEW), { timeout: 20_000 });
  leaks.push(...(await leaksAt(page, 'status IN_REVIEW, the document received')));

  for (const status of ['APPROVED', 'DECLINED', 'PAID'] as const) {
    inDatabase((db) =>
      db.prepare('UPDATE undergrad_applicants SET review_status = ? WHERE undergrad_applicant_id = ?').run(status, id),
    );
    await page.reload();
    await expect(badge).toHaveText(pseudoText(PUBLIC_STATUS_LABELS[status]));
    leaks.push(...(await leaksAt(page, `status ${status}`)));
  }
  // Signed out: the notice, back at the start.
  await page.locator('.status-view button').last().click();
  await expect(send).toBeVisible();
  leaks.push(...(await leaksAt(page, 'status, signed out')));
  expect(leaks).toEqual([]);
});

test('the error screen speaks the page’s language: a page that fails while rendering (pseudo-locale)', async ({ page }) => {
  // A page that runs the React app, its content snapshot broken on the way: rendering it throws,
  // and the router shows its error screen instead of the page.
  const contact = `${BASE}/es/open-diploma-fund-contact-us`;
  await page.route(contact, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/data-site-data="[^"]*"/, 'data-site-data="{}"');
    await route.fulfill({ response, body: html });
  });
  page.on('console', () => {}); // the failure is logged, as it should be
  await page.goto(contact);
  await expect(page.locator('main.error-screen h1')).toBeVisible();
  expect(await leaksAt(page, 'error screen')).toEqual([]);
});
