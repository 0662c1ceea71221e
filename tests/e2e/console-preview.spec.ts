import { type Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { inkedPixels } from './support/pdf-canvas.js';
import { APPLICATION_FORMS } from '../../api/src/domain/applications/index.js';
import { organisation } from '../../api/src/domain/organisation.js';
import { openApplication, submitApplication, uniqueTag } from './support/console.js';
import { makeStatementPdf } from '../support/fixtures/documents.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Reading documents in the console (issue 14 item 3), on a 390 px phone and a laptop: the
 * preview draws each PDF with pdf.js and shows images in the page, moves between documents,
 * and never makes the browser download anything; fonts and CMaps a PDF does not embed come
 * from our own origin. Screenshots go to test-results/preview.
 */

const SHOTS = 'test-results/preview';

/**
 * The drawn page's width, or NaN while it is not shown: a redraw (zoom, a narrower window) may
 * replace the canvas for a moment, and NaN passes no comparison, so a poll simply asks again.
 */
async function shownWidth(canvas: Locator): Promise<number> {
  return (await canvas.boundingBox())?.width ?? Number.NaN;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the preview draws each PDF and shows images in the page, without a download`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const app = await submitApplication(request, 'undergrad', { firstName: 'Preview', lastName: `Reader${uniqueTag()}` });
    const documents = APPLICATION_FORMS.undergrad.documents;
    const downloads: string[] = [];
    const cspViolations: string[] = [];
    const attachments: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    page.on('console', (m) => /Content[- ]Security[- ]Policy|Refused to/i.test(m.text()) && cspViolations.push(m.text()));
    page.on('response', (r) => {
      const disposition = r.headers()['content-disposition'];
      if (disposition && !disposition.startsWith('inline')) attachments.push(r.url());
    });

    await signInAs('volunteer');
    await openApplication(page, app);

    const first = documents[0]!;
    await page.getByRole('button', { name: `Preview ${first.label}` }).click();
    // The dialog is named after the document it shows, so it is found once and its name checked.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(first.label);
    const firstPage = dialog.getByRole('img', { name: `${first.label}, page 1 of 1` });
    await expect(firstPage).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(`Document 1 of ${documents.length} · PDF · 1 page`)).toBeVisible();
    // pdf.js really drew the page: the canvas has ink on it, not just a white sheet.
    await expect.poll(() => inkedPixels(firstPage), { timeout: 20_000 }).toBeGreaterThan(200);
    await expect(dialog.getByRole('button', { name: 'Next document' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/preview-pdf-${width}.png` });
    await expectNoSeriousAxeViolations(page);

    // Zoom draws the page larger, on a fresh canvas.
    const before = (await firstPage.boundingBox())!.width;
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByText('125%')).toBeVisible();
    await expect.poll(() => shownWidth(firstPage)).toBeGreaterThan(before * 1.2);
    await expect.poll(() => inkedPixels(firstPage), { timeout: 20_000 }).toBeGreaterThan(200);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();

    // Next and Previous walk the documents in the form's order; the image shows as itself.
    const imageAt = documents.findIndex((d) => app.documents[d.name]!.mediaType === 'image/png');
    expect(imageAt).toBeGreaterThan(0);
    for (let i = 1; i <= imageAt; i++) {
      await dialog.getByRole('button', { name: 'Next document' }).click();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(documents[i]!.label);
    }
    const image = dialog.getByRole('img', { name: `${documents[imageAt]!.label}, as uploaded` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await expect(dialog.getByText(`Document ${imageAt + 1} of ${documents.length} · PNG image`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-image-${width}.png` });

    await dialog.getByRole('button', { name: 'Previous document' }).click();
    const back = documents[imageAt - 1]!;
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(back.label);
    await expect(dialog.getByRole('img', { name: `${back.label}, page 1 of 1` })).toBeVisible({ timeout: 30_000 });

    // To the last document: Next is disabled there and focus stays in the bar.
    for (let i = imageAt; i < documents.length; i++) await dialog.getByRole('button', { name: 'Next document' }).click();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(documents.at(-1)!.label);
    await expect(dialog.getByRole('button', { name: 'Next document' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Previous document' })).toBeFocused();

    // Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Preview ${first.label}` })).toBeFocused();

    expect(downloads).toEqual([]);
    expect(attachments).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('the Download button inside the preview still saves the file', async ({ page, request, signInAs }) => {
  const app = await submitApplication(request, 'high-school', { firstName: 'Saved', lastName: `Copy${uniqueTag()}` });
  await signInAs('employee');
  await openApplication(page, app);
  const first = APPLICATION_FORMS['high-school'].documents[0]!;
  await page.getByRole('button', { name: `Preview ${first.label}` }).click();
  const dialog = page.getByRole('dialog', { name: first.label });
  await expect(dialog.getByRole('img', { name: `${first.label}, page 1 of 1` })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: `Download ${first.label}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${app.lastName}_${first.name}.pdf`);
});

test('pdf.js loads only when a PDF is previewed: never on public pages, not with the detail page', async ({
  page,
  request,
  signInAs,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => /\.m?js$/.test(new URL(r.url()).pathname) && scripts.push(new URL(r.url()).pathname));
  const pdfjs = (all: string[]) => all.filter((path) => /\/assets\/(PdfPages|pdf\.worker)[.-]/.test(path));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A public form page, where the upload widgets live.
  await page.goto(`/${organisation.slug}-for-college-students`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(pdfjs(scripts)).toEqual([]);

  const app = await submitApplication(request, 'parent', { firstName: 'Lazy', lastName: `Loader${uniqueTag()}` });
  await signInAs('volunteer');
  await openApplication(page, app);
  await page.waitForLoadState('networkidle');
  expect(pdfjs(scripts)).toEqual([]);
  const first = APPLICATION_FORMS.parent.documents[0]!;
  await page.getByRole('button', { name: `Preview ${first.label}` }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: `${first.label}, page 1 of 1` })).toBeVisible({
    timeout: 30_000,
  });
  expect(pdfjs(scripts).map((path) => path.replace(/[.-][\w-]+\.m?js$/, ''))).toEqual(['/assets/PdfPages', '/assets/pdf.worker']);
});

test('a statement with non-embedded standard fonts and a CJK CMap is drawn with pdf.js data from our own origin', async ({
  page,
  request,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const documents = APPLICATION_FORMS.undergrad.documents;
  const first = documents[0]!;
  const person = { firstName: 'Statement', lastName: `Reader${uniqueTag()}` };
  const app = await submitApplication(request, 'undergrad', person, {
    pdfs: { [first.name]: makeStatementPdf(`${person.firstName} ${person.lastName}`) },
  });
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const pdfjsData = new Map<string, { status: number; cacheControl: string | undefined }>();
  const warnings: string[] = [];
  page.on('request', (r) => /^https?:/.test(r.url()) && new URL(r.url()).origin !== origin && elsewhere.push(r.url()));
  page.on('response', (r) => {
    const url = new URL(r.url());
    const file = /^\/assets\/pdfjs-[\d.]+\/((?:standard_fonts|cmaps)\/[^/]+)$/.exec(url.pathname)?.[1];
    if (url.origin === origin && file) pdfjsData.set(file, { status: r.status(), cacheControl: r.headers()['cache-control'] });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('volunteer');
  await openApplication(page, app);
  // From here on, while the preview is open (signing in logs the 401 of the first session check).
  page.on('console', (m) => {
    if (
      m.type() === 'error' ||
      /standardFontDataUrl|cMapUrl|fetchStandardFontData|Content[- ]Security[- ]Policy/i.test(m.text())
    ) {
      warnings.push(m.text());
    }
  });
  await page.getByRole('button', { name: `Preview ${first.label}` }).click();
  const dialog = page.getByRole('dialog', { name: first.label });
  const sheet = dialog.getByRole('img', { name: `${first.label}, page 1 of 1` });
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => inkedPixels(sheet), { timeout: 20_000 }).toBeGreaterThan(2000);

  // Each standard font the statement names comes from pdf.js's own files, and so does the
  // CMap of the Japanese line, all from our origin and cached like the other built assets.
  await expect
    .poll(() => [...pdfjsData.keys()].sort())
    .toEqual(
      expect.arrayContaining([
        'standard_fonts/LiberationSans-Regular.ttf',
        'standard_fonts/LiberationSans-Bold.ttf',
        'standard_fonts/FoxitSerif.pfb',
        'standard_fonts/FoxitFixed.pfb',
        'cmaps/UniJIS-UCS2-H.bcmap',
      ]),
    );
  for (const [file, { status, cacheControl }] of pdfjsData) {
    expect(status, file).toBe(200);
    expect(cacheControl, file).toBe('public, max-age=31536000, immutable');
  }
  await page.screenshot({ path: `${SHOTS}/preview-statement-1280.png` });

  // On a phone the same page is drawn again, narrower, with the fonts already loaded.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => shownWidth(sheet)).toBeLessThan(390);
  await expect.poll(() => inkedPixels(sheet), { timeout: 20_000 }).toBeGreaterThan(500);
  await page.screenshot({ path: `${SHOTS}/preview-statement-390.png` });

  expect(elsewhere).toEqual([]);
  expect(warnings).toEqual([]);
});
