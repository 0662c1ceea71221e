import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag, type Submitted } from './support/console.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * Issue 42, problem 7: the lists use the screen. At 1280×800 an admin sees eight or more rows
 * without scrolling; on a 390 px phone the first row starts within the first screen; an e-mail is
 * never broken mid-word (one line on a laptop, at most a break before "@" on a phone); scores read
 * in words. Screenshots go to test-results/list-density.
 */

const SHOTS = 'test-results/list-density';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** One family, so one search finds them all; a long surname makes long e-mail addresses. */
const FIRST_NAMES = ['Alexandria', 'Maria', 'Li', 'Jordan', 'Fatima', 'Sam', 'Ana', 'Noah', 'Emma', 'Olivia'];

/** The list's application rows: each has its applicant's name as its row header. */
const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });

/** How many rows are wholly on the first screen, the page scrolled to its top. */
async function rowsOnFirstScreen(page: Page, table: Locator): Promise<number> {
  expect(await scrollTop(page)).toBe(0);
  const height = page.viewportSize()!.height;
  const boxes = await Promise.all((await bodyRows(table).all()).map((row) => row.boundingBox()));
  return boxes.filter((b) => b && b.y >= 0 && b.y + b.height <= height).length;
}

/** What the e-mail check needs to know of an address on the page. */
interface EmailLines {
  /** Lines the whole address takes. */
  all: number;
  /** Lines each piece of its text takes (before "@", and from it): more than 1 is a break inside a word. */
  pieces: number[];
  /** Part of it is cut off with an ellipsis. */
  cut: boolean;
  title: string | null;
}

/** Reads an e-mail's lines in the page, through its own document (the e2e types have no DOM). */
const emailLines = (email: Locator): Promise<EmailLines> =>
  email.evaluate((element) => {
    const doc = element.ownerDocument;
    const walker = doc.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    const texts: unknown[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    const tops = (node: unknown) => {
      const range = doc.createRange();
      range.selectNodeContents(node);
      return [...(range.getClientRects() as { top: number; width: number }[])].filter((r) => r.width > 0).map((r) => r.top);
    };
    // Rects a few pixels apart are one line: boxes of different fonts sit a little apart.
    const lines = (all: number[]) =>
      all.sort((a, b) => a - b).filter((top, i, sorted) => i === 0 || top - sorted[i - 1]! > 4).length;
    const pieces = [...(element.querySelectorAll('span') as { scrollWidth: number; clientWidth: number }[])];
    return {
      all: lines(texts.flatMap(tops)),
      pieces: texts.map((text) => lines(tops(text))),
      cut: pieces.some((piece) => piece.scrollWidth > piece.clientWidth),
      title: element.getAttribute('title'),
    };
  });

const scrollTop = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
const fontsLoaded = (page: Page) =>
  page.evaluate(async () => {
    await (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready;
  });

/** Every e-mail on the list is whole: on one line (or broken only before "@"), and named in full when cut. */
async function expectEmailsWhole(table: Locator, apps: readonly Submitted[], { oneLine }: { oneLine: boolean }): Promise<void> {
  for (const app of apps) {
    const row = rowOf(table, app);
    await expect(row.getByRole('rowheader')).toContainText(app.email);
    const lines = await emailLines(row.getByText(app.email, { exact: true }));
    if (oneLine) expect(lines.all, app.email).toBe(1);
    for (const piece of lines.pieces) expect(piece, `${app.email} breaks inside a word`).toBe(1);
    if (lines.cut) expect(lines.title).toBe(app.email);
  }
}

test('the list shows eight rows on a laptop, starts on the first screen of a phone, keeps e-mails whole and says scores in words', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const lastName = `Montgomeryworth${uniqueTag()}`;
  const apps: Submitted[] = [];
  for (const firstName of FIRST_NAMES) apps.push(await submitApplication(request, 'high-school', { firstName, lastName }));
  const scored = apps[1]!;

  // An admin scores one application: every criterion at its top mark.
  await page.setViewportSize(LAPTOP);
  await signInAs('admin');
  let table = tableOf(page, 'high-school');
  await searchTable(table, `${scored.firstName} ${lastName}`);
  await rowOf(table, scored).getByRole('link', { name: /^View/ }).click();
  const form = page.getByRole('form', { name: 'Score' });
  await expect(form.getByRole('combobox').first()).toBeVisible();
  for (const criterion of await form.getByRole('combobox').all()) {
    const options = await criterion.locator('option').count();
    await criterion.selectOption({ index: options - 2 }); // the last before N/A: full marks
  }
  await form.getByRole('button', { name: 'Save my score' }).click();
  await expect(page.getByRole('region', { name: 'Review' }).getByText('Your score was saved.')).toBeVisible();

  // A laptop: the whole list, eight rows or more on the first screen.
  await page.goto('/admin-access');
  table = tableOf(page, 'high-school');
  await expect.poll(() => bodyRows(table).count()).toBeGreaterThanOrEqual(FIRST_NAMES.length);
  await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
  await fontsLoaded(page);
  const laptopRows = await rowsOnFirstScreen(page, table);
  test.info().annotations.push({ type: 'rows on the first screen at 1280×800', description: String(laptopRows) });
  expect(laptopRows).toBeGreaterThanOrEqual(8);
  // The intro and every control keep their names.
  await expect(page.getByText(/score it and move it through review/)).toBeVisible();
  for (const control of [
    table.getByRole('searchbox', { name: 'Search high school applications' }),
    table.getByRole('combobox', { name: 'Sort by' }),
    table.getByRole('combobox', { name: 'Review status' }),
    table.getByRole('checkbox', { name: 'Assigned to me' }),
    table.getByRole('button', { name: 'Export CSV' }),
  ])
    await expect(control).toBeInViewport();
  await expectNoSeriousAxeViolations(page, { what: 'list at 1280 px' });
  await page.screenshot({ path: `${SHOTS}/list-1280.png` });

  // E-mails whole; scores in words: the admin sees the average, and one nobody scored says so.
  await searchTable(table, lastName);
  await expectEmailsWhole(table, apps, { oneLine: true });
  await expect(rowOf(table, scored).getByText('100.0 (1 score)', { exact: true })).toBeVisible();
  await expect(rowOf(table, apps[0]!).getByText('Not scored', { exact: true })).toBeVisible();
  await expect(table).not.toContainText('— (');

  // A phone: the first row within the first screen, and e-mails still whole.
  await page.setViewportSize(PHONE);
  await page.goto('/admin-access');
  table = tableOf(page, 'high-school');
  await expect(bodyRows(table).first()).toBeVisible();
  await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
  await fontsLoaded(page);
  expect(await scrollTop(page)).toBe(0);
  const firstTop = (await bodyRows(table).first().boundingBox())!.y;
  test.info().annotations.push({ type: 'first row top at 390 px', description: String(Math.round(firstTop)) });
  expect(firstTop).toBeLessThanOrEqual(800);
  await searchTable(table, lastName);
  await expectEmailsWhole(table, apps, { oneLine: false });
  await expectNoSeriousAxeViolations(page, { what: 'list at 390 px' });
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });

  // Blind review: an employee who has not scored sees how many scores there are, not what they say.
  await page.setViewportSize(LAPTOP);
  await signInAs('employee');
  await showKind(page, 'high-school');
  table = tableOf(page, 'high-school');
  await searchTable(table, lastName);
  await expect(rowOf(table, scored).getByText('1 score, hidden until you score', { exact: true })).toBeVisible();
});
