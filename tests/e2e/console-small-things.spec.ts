import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { rowOf, searchTable, showKind, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { mailsTo } from './support/forms.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { miscasedButton } from './support/button-casing.js';

/**
 * Issue 29, point 6, at 390 and 1280 px: an assignment e-mails the volunteer; a volunteer's list
 * opens on "Assigned to me", and every filter survives a detail page and the way back; prices and
 * phone numbers are stored in the site's one format with a preview as staff type; the cycles page
 * shows the figures first and names cycles by program and number; every button is sentence case
 * but for the spec's own capitals.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const rawHtml = async (page: Page, route: string) => (await (await page.request.get(route)).text()).replace(/<!--.*?-->/g, '');

for (const size of SIZES) {
  test(`a volunteer is e-mailed an assignment, finds it under Assigned to me, and the filters survive the detail page (${size.width} px)`, async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const lastName = `Queue${uniqueTag()}`;
    const mine = await submitApplication(request, 'undergrad', { firstName: 'Ann', lastName });
    const other = await submitApplication(request, 'undergrad', { firstName: 'Bo', lastName });
    // One tab, two people in turn: the console keeps the signed-in user in the tab's session
    // storage, which a sign-out clears; clear it as one would.
    const switchTo = async (role: 'employee' | 'volunteer') => {
      await page
        .evaluate(() => (globalThis as unknown as { sessionStorage: { clear: () => void } }).sessionStorage.clear())
        .catch(() => undefined);
      return signInAs(role);
    };
    const volunteer = await switchTo('volunteer');
    const volunteerName = `${volunteer.firstName} ${volunteer.lastName}`;

    // An employee assigns Ann's application to the volunteer; the panel says who was e-mailed.
    await switchTo('employee');
    await showKind(page, 'undergrad');
    const list = tableOf(page, 'undergrad');
    await expect(list.getByRole('checkbox', { name: 'Assigned to me' })).not.toBeChecked();
    await searchTable(list, lastName);
    await rowOf(list, mine).getByRole('link', { name: /^View/ }).click();
    await page.getByRole('checkbox', { name: volunteerName }).check();
    await page.getByRole('button', { name: 'Save assignment' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `Assigned to ${volunteerName}. ${volunteerName} was e-mailed.` }),
    ).toBeVisible();
    await expect
      .poll(() => mailsTo(volunteer.email, new RegExp(`Application ${mine.reference} was assigned to you`)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const mail = mailsTo(volunteer.email, new RegExp(mine.reference))[0]!;
    expect(mail).toMatch(new RegExp(`/show-applicant/undergrad/\\d+/applicant`));
    expect(mail).not.toContain(lastName);
    expect(mail).not.toContain(mine.email);

    // The volunteer's list opens on their own queue.
    await switchTo('volunteer');
    await showKind(page, 'undergrad');
    const table = tableOf(page, 'undergrad');
    const assignedToMe = table.getByRole('checkbox', { name: 'Assigned to me' });
    await expect(assignedToMe).toBeChecked();
    await searchTable(table, lastName);
    await expect(rowOf(table, mine)).toBeVisible();
    await expect(rowOf(table, other)).toHaveCount(0);
    // The filtered list is asked for; its answer is awaited, not raced.
    const filtered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        r.request().postDataJSON()?.operationName === 'ApplicationList' &&
        JSON.stringify(r.request().postDataJSON()?.variables ?? {}).includes('RECEIVED'),
    );
    await table.getByRole('combobox', { name: 'Review status' }).selectOption({ label: 'Received' });
    await expect(page).toHaveURL(/[?&]ug\.review=RECEIVED(&|$)/);
    await filtered;
    // Checked as the volunteer reads it: the list asked again is dimmed until it arrives, and a
    // dimmed header is (rightly) too faint for axe.
    await expect(table.getByRole('table')).toHaveCSS('opacity', '1');
    await expectNoSeriousAxeViolations(page, { what: 'volunteer list' });

    // To the detail page and back by the back link: every filter is still there.
    const expectFilters = async (assigned: boolean) => {
      const again = tableOf(page, 'undergrad');
      await expect(again.getByRole('searchbox')).toHaveValue(lastName);
      await expect(again.getByRole('combobox', { name: 'Review status' })).toHaveValue('RECEIVED');
      await expect(again.getByRole('checkbox', { name: 'Assigned to me' })).toBeChecked({ checked: assigned });
      await expect(rowOf(again, mine)).toBeVisible();
      await expect(rowOf(again, other)).toHaveCount(assigned ? 0 : 1);
    };
    await rowOf(table, mine).getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ann ${lastName}`);
    await page.getByRole('link', { name: 'Back to Applications' }).click();
    await expectFilters(true);

    // Cleared, "Assigned to me" stays cleared across a detail page and the browser's Back.
    await tableOf(page, 'undergrad').getByRole('checkbox', { name: 'Assigned to me' }).click();
    await expect(page).toHaveURL(/[?&]ug\.mine=0(&|$)/);
    await expectFilters(false);
    await rowOf(tableOf(page, 'undergrad'), other).getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bo ${lastName}`);
    await page.goBack();
    await expectFilters(false);
    // The address alone brings the same list back (it can be shared or reloaded).
    await page.reload();
    await expectFilters(false);
  });

  test(`prices and phone numbers are stored in the site's format, with a preview as staff type (${size.width} px)`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signInAs('employee');
    await page.goto('/admin-access-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();

    const phone = page.getByLabel('Phone');
    const original = await phone.inputValue();
    const digits = `555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const shown = `(555) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    await phone.fill('555-CALL');
    await expect(page.getByText('Please give a US phone number of ten digits, like (202) 555-0147.')).toBeVisible();
    await phone.fill(digits);
    await expect(page.getByText(`Shows on the site as ${shown}`)).toBeVisible();
    await expectNoSeriousAxeViolations(page, { what: 'settings with a phone preview' });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('form', { name: 'Site settings' }).getByRole('status').filter({ hasText: 'Saved.' }),
    ).toBeVisible();
    await expect(phone).toHaveValue(shown);
    await expect
      .poll(async () => (await rawHtml(page, '/open-diploma-fund-contact-us')).includes(shown), { timeout: 5000 })
      .toBe(true);

    // A store price typed as "18" is "$18", beside the others' "$16".
    const title = `Priced Mug ${uniqueTag()}`;
    await page.getByRole('tab', { name: 'Store' }).click();
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByLabel('Category').selectOption('Mugs');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Link to the product').fill('https://example.org/priced-mug');
    await page.getByLabel('Price').fill('18');
    await expect(page.getByText('Shows on the site as $18')).toBeVisible();
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    await expect
      .poll(async () => new RegExp(`${title}[\\s\\S]*?\\$18<`).test(await rawHtml(page, '/open-diploma-fund-odf-store')), {
        timeout: 5000,
      })
      .toBe(true);

    // Put things back for the other specs.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Phone').fill(original);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('form', { name: 'Site settings' }).getByRole('status').filter({ hasText: 'Saved.' }),
    ).toBeVisible();
  });

  test(`the cycles page shows the figures first and names cycles by program and number (${size.width} px)`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize(size);
    await signInAs('admin');
    await page.goto('/admin-access-cycles');
    const figures = page.getByRole('heading', { level: 2, name: 'Budgets and awards' });
    const forms = page.getByRole('heading', { level: 2, name: 'Change a program’s current cycle' });
    await expect(figures).toBeVisible();
    const [figuresBox, formsBox] = [await figures.boundingBox(), await forms.boundingBox()];
    expect(figuresBox!.y).toBeLessThan(formsBox!.y);

    const table = page.getByRole('table', { name: 'Awards per cycle' });
    for (const program of ['Scholarship', 'Undergraduate repayment', 'Parent repayment']) {
      const current = table.getByRole('row', { name: new RegExp(`^${program} cycle (\\d+) \\(current\\)`) });
      await expect(current).toHaveCount(1);
      const number = /cycle (\d+)/.exec((await current.getByRole('rowheader').textContent())!)![1];
      // The form below names the same cycle.
      await expect(page.getByRole('heading', { level: 3, name: `${program} cycle ${number}` })).toBeVisible();
    }
    await expect(table).not.toContainText('· cycle');
    await expectNoSeriousAxeViolations(page, { what: 'cycles page' });
  });
}

/** Pages whose buttons are checked for casing: the console as an admin sees it, and the public site. */
const CONSOLE_PAGES = [
  '/admin-access',
  '/admin-access-archive',
  '/admin-access-privileges',
  '/admin-access-rubric',
  '/admin-access-mail',
  '/admin-access-retention',
  '/admin-access-audit',
  '/admin-access-cycles',
  '/admin-access-content',
  '/admin-access-messages',
  '/admin-access-reports',
  '/admin-access-security',
];
const PUBLIC_PAGES = [
  '/',
  '/open-diploma-fund-odf-store',
  '/donate-open-diploma-fund',
  '/open-diploma-fund-contact-us',
  '/open-diploma-fund-for-high-school-students',
  '/open-diploma-fund-for-parents',
  '/apply-for-repayment-open-diploma-fund',
  '/open-diploma-fund-volunteer-opportunities',
  '/application-status',
  '/login',
  '/registration',
];

/**
 * The buttons' labels as the eye reads them (innerText: CSS capitals count too), without the
 * words only screen readers hear (a row's name, "opens in a new tab"), which are names, not
 * labels. Menu buttons inside a navigation are left out: they are headings of the site's menus,
 * which are written as titles like the links beside them.
 */
async function buttonLabels(page: Page): Promise<string[]> {
  return page
    .locator('button:visible, a.button:visible, [role="button"]:visible, input[type="submit"]:visible')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => !n.closest('nav'))
        .map((n) => {
          const copy = n.cloneNode(true) as unknown as {
            querySelectorAll: (s: string) => { forEach: (f: (e: { remove: () => void }) => void) => void };
            textContent: string | null;
          };
          copy.querySelectorAll('.visually-hidden').forEach((e) => e.remove());
          const value = (n as unknown as { value?: string }).value;
          const style = (
            n.ownerDocument.defaultView as unknown as { getComputedStyle: (e: unknown) => { textTransform: string } }
          ).getComputedStyle(n).textTransform;
          const text = (copy.textContent || value || '').replace(/\s+/g, ' ').trim();
          return style === 'uppercase' ? text.toUpperCase() : text;
        }),
    );
}

test('every button is in sentence case, but for the capitals the spec writes', async ({ page, request, signInAs }) => {
  test.setTimeout(120_000);
  // The check itself can fail.
  expect(miscasedButton('View Details')).not.toBeNull();
  expect(miscasedButton('SUBMIT')).not.toBeNull();
  expect(miscasedButton('DOWNLOAD')).toBeNull();

  const app = await submitApplication(request, 'parent', { firstName: 'Case', lastName: `Checker${uniqueTag()}` });
  await signInAs('admin');
  const found: string[] = [];
  const check = async (where: string) => {
    for (const label of await buttonLabels(page)) {
      const problem = miscasedButton(label);
      if (problem) found.push(`${where}: “${label}” ${problem}`);
    }
  };
  for (const path of CONSOLE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check(path);
  }
  // A detail page, with its DOWNLOAD and review buttons.
  await page.goto('/admin-access');
  const table = tableOf(page, 'parent');
  await searchTable(table, app.lastName);
  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Case ${app.lastName}`);
  await page.waitForLoadState('networkidle');
  await check('detail page');
  // The phone's console menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await check('detail page at 390 px');

  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await check(path);
  }
  expect(found).toEqual([]);
});
