import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { makePdf } from '../support/fixtures/documents.js';
import { submitApplication, uniqueTag } from './support/console.js';
import { mailContaining } from './support/forms.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { screenshotBothWidths } from './support/screenshots.js';
import { askScholarshipForALetter } from './support/letters.js';
import type { StaffUser } from './support/staff.js';

/**
 * The recommender's link (issue 38) in Chromium at 390 and 1280 px: a high-school application
 * names a counselor, the counselor opens the e-mailed link, sees the request's facts, uploads a
 * PDF and is thanked; the same page in Spanish; a used link says so. Screenshots go to
 * test-results/letters-recommender.
 */
const SHOTS = 'test-results/letters-recommender';

/** The raw mail's text with quoted-printable soft breaks undone. */
const textOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** A high-school application naming a counselor; answers the path of the counselor's link. */
async function letterLink(request: APIRequestContext, admin: StaffUser, lastName: string, locale: 'en' | 'es'): Promise<string> {
  const counselor = `dana.${lastName.toLowerCase()}@school.example.org`;
  await askScholarshipForALetter(admin);
  await submitApplication(
    request,
    'high-school',
    { firstName: 'Maya', lastName },
    {
      fields: {
        recommenderName: 'Dana Whitfield',
        recommenderEmail: counselor,
        recommenderRole: 'counselor',
        lettersWaiver: 'yes',
        ...(locale === 'es' ? { locale: 'es' } : {}),
      },
    },
  );
  const mail = textOf(await mailContaining(counselor));
  const link = /https?:\/\/[^/\s]+((?:\/es)?\/letters\/[A-Za-z0-9_-]{43})/.exec(mail);
  expect(link, 'the counselor’s e-mail carries the link').not.toBeNull();
  return link![1]!;
}

async function uploadLetter(page: Page, label: string, button: string): Promise<void> {
  const pdf = await makePdf({ title: 'Letter of recommendation for Maya', pages: 1 });
  await page.getByLabel(label).setInputFiles({ name: 'letter-for-maya.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: button }).click();
}

for (const width of [390, 1280] as const) {
  test(`the counselor opens the e-mailed link, sees the request and uploads the letter (${width} px)`, async ({
    page,
    request,
    workerStaffUser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const lastName = `Okafor${uniqueTag()}`;
    const link = await letterLink(request, await workerStaffUser('admin'), lastName, 'en');
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(link);

    await expect(page.getByRole('heading', { level: 1, name: 'Upload a letter of recommendation' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'The request' });
    await expect(facts.getByText(`Maya ${lastName}`)).toBeVisible();
    await expect(facts.getByText('High-school senior scholarship')).toBeVisible();
    await expect(facts.getByText('School counselor')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What a good letter covers' })).toBeVisible();
    await expect(page.getByText('Their strengths, with an example.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, { what: 'the recommender’s page' });
    await screenshotBothWidths(page, `${SHOTS}/page`, { goOnAt: width });

    // Decline opens a reason and a confirm; keeping the request closes them again.
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByLabel(/^Reason/)).toBeFocused();
    await expectNoSeriousAxeViolations(page, { what: 'the decline step' });
    if (width === 1280) await screenshotBothWidths(page, `${SHOTS}/decline`, { goOnAt: width });
    await page.getByRole('button', { name: 'Keep the request' }).click();

    await uploadLetter(page, 'Your letter (PDF)', 'Upload the letter');
    const thanks = page.getByRole('heading', { name: 'Thank you' });
    await expect(thanks).toBeFocused();
    // Said once in the page's live region, and shown under the heading.
    await expect(page.getByRole('region', { name: 'Thank you' }).getByRole('status')).toHaveText(/^Your letter was received\./);
    await expect(page.getByRole('paragraph').filter({ hasText: 'Your letter was received.' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { what: 'the thank-you' });
    await screenshotBothWidths(page, `${SHOTS}/thanks`, { goOnAt: width });

    // The link is used up: opening it again says so, and whom to write to.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByText(/This link was already used: the letter arrived on .* write to hello@/)).toBeVisible();
    if (width === 1280) await screenshotBothWidths(page, `${SHOTS}/used`, { goOnAt: width });
  });
}

test('the Spanish page: the facts, the upload and the thanks in Spanish', async ({ page, request, workerStaffUser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const lastName = `Rivera${uniqueTag()}`;
  const link = await letterLink(request, await workerStaffUser('admin'), lastName, 'es');
  const spanish = link.startsWith('/es/') ? link : `/es${link}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suba una carta de recomendación' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'La solicitud' });
  await expect(facts.getByText(`Maya ${lastName}`)).toBeVisible();
  await expect(facts.getByText('Consejero o consejera escolar')).toBeVisible();
  await expect(facts.getByText('La beca para estudiantes de último año de secundaria')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { what: 'the Spanish recommender’s page' });
  await screenshotBothWidths(page, `${SHOTS}/page-es`, { goOnAt: 390 });

  await uploadLetter(page, 'Su carta (PDF)', 'Subir la carta');
  await expect(page.getByRole('heading', { name: 'Gracias' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Gracias' }).getByRole('status')).toHaveText(/^Recibimos su carta\./);
  await page.reload();
  await expect(page.getByText(/^Este enlace ya se usó: la carta llegó el .* hello@/)).toBeVisible();
  await screenshotBothWidths(page, `${SHOTS}/used-es`, { goOnAt: 390 });
});
