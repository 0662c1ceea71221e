import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  rowOf,
  searchTable,
  showKind,
  submitApplication,
  tableOf,
  todayUs,
  uniqueTag,
  type Submitted,
} from './support/console.js';
import { answerWithNewVersion } from './support/answered-request.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The detail page for reading and deciding (issue 29, point 3): on a 1280 px laptop the
 * application and its documents on the left and the review panel sticky on the right, the
 * preview beside the score form; on a 390 px phone "Jump to" links and a "Score" button in the
 * preview; a document sent again says which version replaces which, with the date.
 * Screenshots go to test-results/detail-layout.
 */

const SHOTS = 'test-results/detail-layout';
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function openApplication(page: Page, app: Submitted): Promise<void> {
  await showKind(page, app.kind);
  const table = tableOf(page, app.kind);
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('at 1280 px the review panel stays beside the application, and scoring works while a document is previewed', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const app = await submitApplication(request, 'undergrad', { firstName: 'Maya', lastName: `Layout${uniqueTag()}` });
  await signInAs('employee');
  await openApplication(page, app);
  await answerWithNewVersion(page, request, app, 'transcript');
  await page.reload();

  const review = page.getByRole('region', { name: 'Review' });
  const documents = page.getByRole('region', { name: 'Documents' });
  const reviewHeading = review.getByRole('heading', { name: 'Review', level: 2 });
  await expect(reviewHeading).toBeInViewport();
  // Phones' "Jump to" is not needed here: everything is side by side.
  await expect(page.getByRole('navigation', { name: 'Jump to' })).toBeHidden();

  // Two columns: the review panel is to the right of the documents, not above or below them.
  const left = (await documents.boundingBox())!;
  const right = (await review.boundingBox())!;
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
  expect(left.width).toBeGreaterThan(500);

  // Scrolled down to the last document, the review panel is still in view, and fits the window.
  await documents.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(documents.getByRole('button', { name: 'Preview College transcript (version 2 of 2)' })).toBeInViewport();
  expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBeGreaterThan(1000);
  await expect(reviewHeading).toBeInViewport();
  await expect(review.getByRole('button', { name: 'Save my score' })).toBeInViewport();
  const side = (await review.boundingBox())!;
  expect(side.y).toBeGreaterThanOrEqual(0);
  await shot(page, 'sticky-1280');
  await expectNoSeriousAxeViolations(page, { what: 'detail page at 1280' });

  // The transcript sent again: the first version points to the newer one, with its date, and back.
  const first = documents.getByRole('listitem').filter({ hasText: 'College transcript (version 1 of 2)' }).first();
  const second = documents.getByRole('listitem').filter({ hasText: 'College transcript (version 2 of 2)' }).last();
  await expect(first).toContainText(`A newer version was uploaded on ${todayUs()}`);
  await expect(second).toContainText(`It replaces version 1 of 2, uploaded on ${todayUs()}`);
  await expect(second).not.toContainText('A newer version');
  await first.getByRole('link', { name: 'version 2 of 2' }).click();
  await expect(second).toBeFocused();
  await second.getByRole('link', { name: 'version 1 of 2' }).click();
  await expect(first).toBeFocused();

  // The preview opens beside the review panel, not over it.
  const opener = first.getByRole('button', { name: 'Preview College transcript (version 1 of 2)' });
  await opener.click();
  const preview = page.getByRole('dialog', { name: 'College transcript (version 1 of 2)' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('aria-modal', 'false');
  await expect(preview.getByRole('img', { name: 'College transcript (version 1 of 2), page 1 of 1' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(preview.getByText(`A newer version was uploaded on ${todayUs()}.`)).toBeVisible();
  await expect(reviewHeading).toBeInViewport();
  const shown = (await preview.boundingBox())!;
  expect(shown.x + shown.width).toBeLessThanOrEqual((await review.boundingBox())!.x);
  await shot(page, 'preview-docked-1280');
  await expectNoSeriousAxeViolations(page, { what: 'docked preview' });

  // By keyboard alone, from the preview into the score form: choose points for every criterion and save.
  const form = review.getByRole('form', { name: 'Score' });
  const criteria = form.getByRole('combobox');
  const count = await criteria.count();
  expect(count).toBeGreaterThan(0);
  const firstCriterion = criteria.first();
  for (let tabs = 0; tabs < 30 && !(await firstCriterion.evaluate((el) => el === el.ownerDocument.activeElement)); tabs++) {
    await page.keyboard.press('Tab');
  }
  await expect(firstCriterion).toBeFocused();
  for (let i = 0; i < count; i++) {
    await expect(criteria.nth(i)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(criteria.nth(i)).toHaveValue('1');
    await page.keyboard.press('Tab');
  }
  await expect(form.getByRole('button', { name: 'Save my score' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(review.getByText('Your score:')).toBeVisible();
  await expect(preview).toBeVisible();

  // "Show the newer version" moves the preview to it; Escape closes it and focus returns to the opener.
  await preview.getByRole('button', { name: 'Show the newer version' }).click();
  const newer = page.getByRole('dialog', { name: 'College transcript (version 2 of 2)' });
  await expect(newer.getByText(`It replaces the version uploaded on ${todayUs()}.`)).toBeVisible();
  await newer.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Escape');
  await expect(newer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('at 390 px "Jump to" reaches the documents and the review, and the preview has a way to the score', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const app = await submitApplication(request, 'high-school', { firstName: 'Lena', lastName: `Phone${uniqueTag()}` });
  await signInAs('employee');
  await openApplication(page, app);

  const jump = page.getByRole('navigation', { name: 'Jump to' });
  await expect(jump).toBeInViewport();
  await expect(jump.getByRole('link')).toHaveText(['Application', 'Documents', 'Review', 'Related', 'Requests']);
  const documentsHeading = page.getByRole('heading', { name: 'Documents', level: 2 });
  await expect(documentsHeading).not.toBeInViewport();
  await shot(page, 'jump-390');
  await expectNoSeriousAxeViolations(page, { what: 'detail page at 390' });

  await jump.getByRole('link', { name: 'Documents' }).click();
  await expect(documentsHeading).toBeFocused();
  await expect(documentsHeading).toBeInViewport();
  // It lands at the top of the window, under the console's sticky header rather than behind it.
  const headerBottom = (await page.locator('header').first().boundingBox())!.height;
  await expect.poll(async () => (await documentsHeading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await expect.poll(async () => (await documentsHeading.boundingBox())!.y).toBeLessThan(headerBottom + 48);
  await shot(page, 'jumped-documents-390');

  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await jump.getByRole('link', { name: 'Review' }).press('Enter');
  const reviewHeading = page.getByRole('heading', { name: 'Review', level: 2 });
  await expect(reviewHeading).toBeFocused();
  await expect(reviewHeading).toBeInViewport();

  // The preview covers the phone; its "Score" button closes it and goes to the score form.
  const opener = page.getByRole('button', { name: 'Preview Application essay' });
  await opener.click();
  const preview = page.getByRole('dialog', { name: 'Application essay' });
  await expect(preview.getByRole('img', { name: 'Application essay, page 1 of 1' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'preview-390');
  await preview.getByRole('button', { name: 'Score' }).click();
  await expect(preview).toBeHidden();
  const score = page.getByRole('heading', { name: 'Score', level: 3 });
  await expect(score).toBeFocused();
  await expect(score).toBeInViewport();
  await expect(page.getByRole('form', { name: 'Score' }).getByRole('combobox').first()).toBeInViewport();

  // Escape still closes it and hands focus back to its Preview button.
  await opener.click();
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(opener).toBeFocused();
});
