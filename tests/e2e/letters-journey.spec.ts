import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { LETTER_DOCUMENT_LABEL } from '../../api/src/domain/letters.js';
import { expect, test } from './support/fixtures.js';
import { inkedPixels } from './support/pdf-canvas.js';
import { rowOf, searchTable, seeEveryApplication, showKind, tableOf, uniqueTag, type Submitted } from './support/console.js';
import { makePdf } from '../support/fixtures/documents.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import {
  applyWithCounselor,
  askScholarshipForALetter,
  letterLinkMailedTo,
  signInToStatusPage,
  STATUS_WORDS,
} from './support/letters.js';

/**
 * A letter of recommendation from end to end (issue 38): the applicant names a counselor, the
 * counselor opens the e-mailed link and uploads the letter, the applicant's status page says it
 * arrived (and nothing more), and a reviewer opens the letter beside the score form; in English
 * and in Spanish, at 390 and 1280 px. Screenshots go to test-results/letters-journey.
 */
const SHOTS = 'test-results/letters-journey';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The counselor, in a browser of their own, opens the e-mailed link and uploads the letter. */
async function counselorUploads(
  browser: Browser,
  counselor: string,
  viewport: typeof PHONE,
  words: { heading: string; file: string; upload: string; thanks: string },
  name: string,
): Promise<string> {
  const link = await letterLinkMailedTo(counselor);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(link.path);
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  const pdf = await makePdf({ title: 'Dear committee: I recommend this student warmly' });
  await page
    .getByLabel(words.file)
    .setInputFiles({ name: 'letter-from-ms-carter.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: words.upload }).click();
  await expect(page.getByRole('heading', { name: words.thanks })).toBeFocused();
  await shot(page, `${name}-counselor-thanks`);
  await context.close();
  return link.path;
}

/** The applicant, signed in on the status page, reads that the letter arrived, and nothing of it. */
async function applicantSeesReceived(
  browser: Browser,
  app: Submitted,
  viewport: typeof PHONE,
  locale: 'en' | 'es',
  name: string,
): Promise<void> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(locale === 'es' ? '/es/application-status' : '/application-status');
  await signInToStatusPage(page, app, STATUS_WORDS[locale]);
  const letters = page.getByRole('region', { name: locale === 'es' ? 'Cartas de recomendación' : 'Letters of recommendation' });
  // Its badge and the date it arrived ("Received: …"), both only once it has.
  const letter = letters.getByRole('listitem').filter({ hasText: 'Ms. Carter' });
  await expect(letter.getByText(locale === 'es' ? 'Recibida' : 'Received', { exact: true })).toHaveCount(2);
  // Never the letter: not its file's name, not a link to it, not a button to open it.
  const html = await page.content();
  expect(html).not.toContain('letter-from-ms-carter');
  expect(html).not.toMatch(/preview-file|download-file|\/letters\//);
  await expect(letters.getByRole('button', { name: /^(Send a reminder|Enviar un recordatorio)/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shot(page, `${name}-status-received`);
  await context.close();
}

/** The reviewer opens the application and previews the letter while the score form stays on the page. */
async function reviewerReadsTheLetter(page: Page, app: Submitted, name: string): Promise<void> {
  await showKind(page, 'high-school');
  const table = tableOf(page, 'high-school');
  await seeEveryApplication(table);
  await searchTable(table, app.lastName);
  await expect(rowOf(table, app).getByText(/^Letter: waiting since /)).toHaveCount(0);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);
  const section = page.getByRole('region', { name: LETTER_DOCUMENT_LABEL });
  await expect(section).toContainText('Ms. Carter');
  await expect(section).toContainText('School counselor');
  await expect(section).toContainText('The applicant waived the right to read this letter.');
  await expect(section).toContainText('Received');
  await expectNoSeriousAxeViolations(page);
  await section.getByRole('button', { name: `Preview ${LETTER_DOCUMENT_LABEL}` }).click();
  const letterPage = page.getByRole('img', { name: `${LETTER_DOCUMENT_LABEL}, page 1 of 1` });
  await expect(letterPage).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => inkedPixels(letterPage), { timeout: 20_000 }).toBeGreaterThan(200);
  // Beside the score form: on a laptop both are in view at once.
  if (page.viewportSize()!.width >= 1280)
    await expect(page.getByRole('button', { name: /^(Save|Update) my score/ })).toBeInViewport();
  await shot(page, `${name}-reviewer-preview`);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
}

test('a counselor uploads by the e-mailed link on a phone; the applicant reads "Received"; the reviewer opens the letter at 1280 px', async ({
  browser,
  request,
  page,
  signInAs,
  workerStaffUser,
}) => {
  test.setTimeout(180_000);
  await askScholarshipForALetter(await workerStaffUser('admin'));
  const { app, counselor } = await applyWithCounselor(request, `Journey${uniqueTag()}`);
  const link = await counselorUploads(
    browser,
    counselor,
    PHONE,
    { heading: 'Upload a letter of recommendation', file: 'Your letter (PDF)', upload: 'Upload the letter', thanks: 'Thank you' },
    'en',
  );
  expect(link).toMatch(/^\/letters\//);
  await applicantSeesReceived(browser, app, PHONE, 'en', 'en');
  await page.setViewportSize(LAPTOP);
  await signInAs('employee');
  await reviewerReadsTheLetter(page, app, 'en-1280');
});

test('the same in Spanish: the counselor at 1280 px, the applicant on /es, the reviewer on a phone', async ({
  browser,
  request,
  page,
  signInAs,
  workerStaffUser,
}) => {
  test.setTimeout(180_000);
  await askScholarshipForALetter(await workerStaffUser('admin'));
  const { app, counselor } = await applyWithCounselor(request, `Viaje${uniqueTag()}`, { firstName: 'Lucia', locale: 'es' });
  const waiting = await applyWithCounselor(request, `Espera${uniqueTag()}`, { firstName: 'Tomas', locale: 'es' });
  const link = await counselorUploads(
    browser,
    counselor,
    LAPTOP,
    {
      heading: 'Suba una carta de recomendación',
      file: 'Su carta (PDF)',
      upload: 'Subir la carta',
      thanks: 'Gracias',
    },
    'es',
  );
  expect(link).toMatch(/^\/es\/letters\//);
  await applicantSeesReceived(browser, app, LAPTOP, 'es', 'es');

  await page.setViewportSize(PHONE);
  await signInAs('employee');
  // The one still waiting says so in the list and on its page, where staff can remind the counselor once.
  await showKind(page, 'high-school');
  const table = tableOf(page, 'high-school');
  await seeEveryApplication(table);
  await searchTable(table, waiting.app.lastName);
  await expect(rowOf(table, waiting.app).getByText(/^Letter: waiting since /)).toBeVisible();
  await rowOf(table, waiting.app).getByRole('link', { name: /^View/ }).click();
  const section = page.getByRole('region', { name: LETTER_DOCUMENT_LABEL });
  await expect(section.getByText(/^Letter: waiting since /)).toBeVisible();
  await section.getByRole('button', { name: 'Send a reminder' }).click();
  await expect(section.getByRole('button', { name: 'Send a reminder' })).toBeDisabled();
  await expect(section).toContainText('One reminder per 48 hours');
  await shot(page, 'es-390-reviewer-waiting');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/admin-access');
  await reviewerReadsTheLetter(page, app, 'es-390');
});
