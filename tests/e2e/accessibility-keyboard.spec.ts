import type { Locator, Page } from '@playwright/test';
import { highSchoolFormFields } from '../support/fixtures/applicants.js';
import { makePdf } from '../support/fixtures/documents.js';
import { authenticatorOf } from '../support/test-authenticator.js';
import { rowOf, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expect, test } from './support/fixtures.js';
import { expectVisibleFocus, focusWithin, hasFocus, press, pressTo, tabUntil } from './support/keyboard.js';
import { paths } from './support/public-site.js';

/**
 * Issue 41, item 5: the flows of accessibility-announcements.spec.ts by keyboard alone (Tab,
 * Shift+Tab, Enter and Space; typing, and the arrow keys in a select), at 390 and 1280 px. At every
 * stop the focused control is in view, nothing lies over it, and its focus ring shows (WCAG 2.2,
 * 2.4.11 and 2.4.13: support/keyboard.ts). The phone goes through the Spanish pages, the laptop
 * through the English ones, so both languages are walked.
 */
const SIZES = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;
const WIDTHS = [390, 1280] as const;
const localeAt = (width: 390 | 1280) => (width === 390 ? 'es' : 'en');
const localized = (width: 390 | 1280, path: string) => (localeAt(width) === 'es' ? `/es${path}` : path);
/** Reduced motion: the site then scrolls to a focused control at once, so each stop is read where it ends. */
const contextAt = (width: 390 | 1280) => ({ viewport: SIZES[width], hasTouch: width === 390, reducedMotion: 'reduce' as const });

/** From the top of the page to the form's first control, by Tab; the first stop is the skip link. */
async function tabIntoForm(page: Page, form: Locator, where: string): Promise<void> {
  const first = await press(page, 'Tab', where);
  expect(first, 'the first stop is the skip link').toMatch(/^a /);
  await tabUntil(page, hasFocus(form.locator('input, select, textarea').first()), { where, max: 90 });
}

/** What has the focus, as the page says it (a date's calendar button inside it matches no `:focus`). */
interface Focused {
  tag: string;
  type: string;
  name: string;
  value: string;
  checked: boolean;
  /** For a select: how many steps down its wanted option is. */
  steps: number;
}

/** Operates the focused control of the scholarship form by its kind: types, chooses, attaches or ticks. */
async function operate(page: Page, values: Record<string, string>, where: string): Promise<void> {
  const now = () =>
    page.evaluate((all) => {
      const el = (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement as {
        tagName: string;
        type?: string;
        name?: string;
        value?: string;
        checked?: boolean;
        options?: ArrayLike<{ value: string }>;
        selectedIndex?: number;
      };
      const wanted = all[el.name ?? ''];
      const steps = el.options
        ? Array.from(el.options).findIndex((o) => o.value === wanted) - Math.max(el.selectedIndex ?? 0, 0)
        : 0;
      return {
        tag: el.tagName.toLowerCase(),
        type: el.type ?? '',
        name: el.name ?? '',
        value: el.value ?? '',
        checked: Boolean(el.checked),
        steps,
      } satisfies Focused;
    }, values);
  const control = await now();
  const value = values[control.name];
  if (control.type === 'file') {
    // Space opens the file picker; on the rare press that opens none (a busy machine), Enter, as a
    // person would press again.
    const picker = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Space');
    const chooser =
      (await picker.catch(() => null)) ??
      (await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.keyboard.press('Enter')]))[0];
    await chooser.setFiles({
      name: `${control.name}.pdf`,
      mimeType: 'application/pdf',
      buffer: await makePdf({ title: control.name }),
    });
  } else if (control.tag === 'button' || value === undefined) return;
  else if (control.tag === 'select') {
    // Down from "Select…" to the answer, as a person does with the arrow keys.
    for (let i = 0; i < control.steps; i++) await page.keyboard.press('ArrowDown');
    expect((await now()).value, `${where}: ${control.name} chosen`).toBe(value);
  } else if (control.type === 'checkbox') {
    await page.keyboard.press('Space');
    expect((await now()).checked, `${where}: ${control.name} ticked`).toBe(true);
  } else if (control.value === '') {
    // A date is typed month, day, year into its parts (and its later stops, already filled, are
    // passed); the masks of the SSN, phone and ZIP keep the digits of the rest as written.
    const [year, month, day] = value.split('-');
    await page.keyboard.type(control.type === 'date' ? `${month}${day}${year}` : value);
  }
  await expectVisibleFocus(page, `${where}: ${control.name} operated`);
}

for (const width of WIDTHS) {
  test(`the scholarship form, its errors and the thank-you by keyboard alone (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(contextAt(width));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(localized(width, paths.highSchool));
    const form = page.locator('form.application-form');
    await expect(form).toHaveAttribute('novalidate', '');
    const where = `scholarship form at ${width} px`;

    // To the form, through it to Submit, and Enter: the keyboard lands on the first field in error.
    await tabIntoForm(page, form, where);
    const submit = form.locator('button[type=submit]');
    await tabUntil(page, hasFocus(submit), { where, max: 40 });
    await pressTo(page, 'Enter', hasFocus(form.locator('[aria-invalid="true"]').first()), `${where}, the empty form sent`);

    // The privacy policy opens from its button and gives the keyboard back when closed.
    const values = highSchoolFormFields({ email: `keys.${uniqueTag()}@example.org` });
    const policy = form.locator('.form-link-button');
    for (let stop = 0; stop < 40 && !(await hasFocus(submit)()); stop++) {
      if (await hasFocus(policy)()) {
        await pressTo(page, 'Enter', focusWithin(page.getByRole('dialog')), `${where}, the privacy policy opened`);
        await pressTo(page, 'Escape', hasFocus(policy), `${where}, the privacy policy closed`);
      } else await operate(page, values, where);
      await press(page, 'Tab', where);
    }
    await expect(submit).toBeFocused();

    // The message box: its text first, then its link and OK; then the thank-you that stays.
    const box = page.getByRole('dialog');
    await pressTo(page, 'Enter', hasFocus(box.locator('.form-result')), `${where}, sent: the message box`);
    await tabUntil(page, hasFocus(box.getByRole('button')), { where: `${where}, the message box`, max: 3 });
    const thanks = page.locator('.form-thanks');
    await pressTo(page, 'Enter', hasFocus(thanks.getByRole('heading', { level: 3 })), `${where}, OK: the thank-you`);
    await press(page, 'Tab', `${where}, the thank-you`);
    await press(page, 'Enter', `${where}, the reference copied`);
    await expect(thanks.getByRole('status')).not.toBeEmpty();
    const another = thanks.getByRole('button').last();
    await tabUntil(page, hasFocus(another), { where: `${where}, the thank-you`, max: 3 });
    await pressTo(page, 'Enter', hasFocus(form.locator('input').first()), `${where}, another application`);
    await context.close();
  });

  test(`the repayment forms are reached control by control, and back (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext(contextAt(width));
    const page = await context.newPage();
    for (const path of [paths.collegeStudents, paths.parents]) {
      await page.goto(localized(width, path));
      const form = page.locator('form.application-form');
      await expect(form).toHaveAttribute('novalidate', '');
      const where = `${path} at ${width} px`;
      await tabIntoForm(page, form, where);
      const submit = form.locator('button[type=submit]');
      const stops = await tabUntil(page, hasFocus(submit), { where, max: 60 });
      // Every control of the form was a stop (a date has a stop for each part and its calendar).
      expect(new Set(stops).size + 1).toBe(await form.locator('input:not([type=hidden]), select, textarea, button').count());
      await pressTo(page, 'Enter', hasFocus(form.locator('[aria-invalid="true"]').first()), `${where}, the empty form sent`);
      // Shift+Tab from the first field goes back out of the form, the way it came.
      await press(page, 'Shift+Tab', `${where}, back`);
      await expect(form.locator(':focus')).toHaveCount(0);
    }
    await context.close();
  });

  test(`the status page's code step by keyboard alone (${width} px)`, async ({ browser, request }) => {
    const app = await submitApplication(request, 'undergrad', { firstName: 'Kai', lastName: `Keys${uniqueTag()}` });
    const context = await browser.newContext(contextAt(width));
    const page = await context.newPage();
    await page.goto(`${localized(width, '/application-status')}?reference=${app.reference}`);
    const step = page.getByRole('main').getByRole('region');
    await expect(step.getByRole('button').first()).toBeEnabled();
    const where = `status page at ${width} px`;
    const email = step.getByRole('textbox').nth(1);
    await tabUntil(page, hasFocus(email), { where, max: 40 });
    await page.keyboard.type(app.email);
    await press(page, 'Tab', where);
    await pressTo(page, 'Enter', hasFocus(step.getByRole('heading', { level: 2 })), `${where}, a code asked for`);
    await press(page, 'Tab', `${where}, the code step`);
    await expect(step.getByRole('textbox')).toBeFocused();
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect(step.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expectVisibleFocus(page, `${where}, a wrong code`);
    await expect(step.getByRole('textbox')).toBeFocused();
    // The other ways on: see it, a new code, another address; the last goes back to the first step.
    const change = step.getByRole('button').last();
    await tabUntil(page, hasFocus(change), { where: `${where}, the code step`, max: 4 });
    await pressTo(page, 'Enter', hasFocus(step.getByRole('heading', { level: 2 })), `${where}, back to the first step`);
    await context.close();
  });

  test(`staff sign in, find an application and score it by keyboard alone (${width} px)`, async ({
    staffUser,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const app = await submitApplication(request, 'high-school', { firstName: 'Lee', lastName: `Keys${uniqueTag()}` });
    const employee = await staffUser('employee');
    const context = await browser.newContext(contextAt(width));
    const page = await context.newPage();
    const where = `console at ${width} px`;

    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await tabUntil(page, hasFocus(page.getByLabel('Email')), { where, max: 6 });
    await page.keyboard.type(employee.email);
    await press(page, 'Tab', where);
    await page.keyboard.type(employee.password);
    await press(page, 'Tab', where);
    await press(page, 'Space', `${where}, password shown`);
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await tabUntil(page, hasFocus(page.getByRole('button', { name: 'Log in' })), { where, max: 3 });
    await pressTo(
      page,
      'Enter',
      hasFocus(page.getByLabel('Code from your authenticator app')),
      `${where}, logged in: the second step`,
    );
    await page.keyboard.type(await authenticatorOf(employee.email)!.nextCode());
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin-access');

    // The list: to its search, the name, Enter, then the row's View.
    await showKind(page, 'high-school');
    const table = tableOf(page, 'high-school');
    const search = table.getByRole('searchbox');
    await tabUntil(page, hasFocus(search), { where: `${where}, the list`, max: 40 });
    await page.keyboard.type(app.lastName);
    await press(page, 'Enter', `${where}, searched`);
    await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
    const view = rowOf(table, app).getByRole('link', { name: /^View/ });
    await expect(view).toBeVisible();
    await tabUntil(page, hasFocus(view), { where: `${where}, the list`, max: 20 });
    // Every application first asks about a conflict of interest (issue 39), its answer focused.
    await pressTo(
      page,
      'Enter',
      hasFocus(page.getByRole('button', { name: 'No conflict: show the application' })),
      `${where}, the conflict question`,
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${app.firstName} ${app.lastName}`);

    // The review panel: Save with no points; the keyboard goes to the first criterion, which says why.
    const panel = page.getByRole('region', { name: 'Review' });
    const save = panel.getByRole('button', { name: 'Save my score' });
    await tabUntil(page, hasFocus(save), { where: `${where}, the detail page`, max: 90 });
    const first = panel.getByRole('combobox').first();
    await pressTo(page, 'Enter', hasFocus(first), `${where}, a score with no points`);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await press(page, 'ArrowDown', `${where}, points chosen`);
    await context.close();
  });
}
