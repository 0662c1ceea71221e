import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, WCAG_21_AA } from './support/axe.js';

/**
 * Issue 43: "Check if you can apply" on each program page. One question at a time on a phone,
 * all at once on a laptop, by keyboard alone, in English and Spanish; without JavaScript a plain
 * form that posts and is answered with a page. Screenshots go to test-results/eligibility/.
 */
const COLLEGE = '/open-diploma-fund-for-college-students';
const PARENTS = '/open-diploma-fund-for-parents';
const SCHOLARSHIP_ES = '/es/open-diploma-fund-for-high-school-students';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/eligibility/${name}.png`, fullPage: false });

/**
 * axe cannot run in a page without JavaScript, so the very HTML that page got is served again at
 * its own address to a page whose own scripts are refused: the same document, still without the
 * site's JavaScript, and axe's script injected by the browser driver.
 */
async function axeOnNoScriptPage(browser: Browser, page: Page, what: string): Promise<void> {
  const html = await page.content();
  const url = page.url().replace(/#.*$/, '');
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(url).origin,
  });
  try {
    const copy = await context.newPage();
    await copy.route('**/*.js', (route) => route.abort());
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await copy.goto(url);
    await expectNoSeriousAxeViolations(copy, { tags: WCAG_21_AA, what });
  } finally {
    await context.close();
  }
}

/** Tabs from the top of the page to the check's first answer, as a keyboard user would. */
async function tabToFirstAnswer(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const here =
      (await page
        .locator(':focus')
        .getAttribute('name')
        .catch(() => null)) ?? '';
    if (here.startsWith('answers.')) return;
  }
  throw new Error('The check’s first answer was not reached by Tab');
}

test.describe('with JavaScript', () => {
  test('on a phone it asks one question at a time, by keyboard, and says "You can apply." with a way on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(COLLEGE);
    const check = page.locator('#eligibility-check');
    await expect(check.getByRole('heading', { name: 'Check if you can apply' })).toBeVisible();
    await expect(check).toContainText('your answers are not saved');
    // A plain form until the visitor reaches it: its script loads at the first focus, then one question shows.
    await expect(check.locator('fieldset:visible')).toHaveCount(3);
    await tabToFirstAnswer(page);
    await expect(check.locator('fieldset:visible')).toHaveCount(1);
    await expect(page.locator(':focus')).toHaveAttribute('name', 'answers.four-year-college');
    await page.keyboard.press('Space'); // Yes
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Next question');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('name', 'answers.degree-in-four-years');
    await expect(check.locator('fieldset:visible legend')).toContainText('Question 2 of 3');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // Previous question
    await page.keyboard.press('Tab'); // Next question
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('name', 'answers.debt-hardship');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('See my result');
    await page.keyboard.press('Enter');
    const heading = check.getByRole('heading', { name: 'Your result' });
    await expect(heading).toBeFocused();
    await expect(check.getByRole('status')).toContainText('You can apply.');
    await expectNoSeriousAxeViolations(page, { include: '#eligibility-check', tags: WCAG_21_AA, what: 'phone result' });
    await shot(page, 'phone-en-eligible');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Continue to the application form');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#application-form$/);
  });

  test('en un teléfono, una parada firme da el resultado al momento, en español', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(SCHOLARSHIP_ES);
    const check = page.locator('#eligibility-check');
    await expect(check.getByRole('heading', { name: 'Verifique si puede presentar una solicitud' })).toBeVisible();
    await tabToFirstAnswer(page);
    await expect(check.locator('fieldset:visible')).toHaveCount(1);
    await page.keyboard.press('ArrowDown'); // No
    await expect(check.getByRole('radio', { name: 'No' }).first()).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Siguiente pregunta: a hard stop answers at once
    await expect(check.getByRole('heading', { name: 'Su resultado' })).toBeFocused();
    await expect(check.getByRole('status')).toContainText('No puede presentar una solicitud a este programa.');
    await expect(check).toContainText('Esta beca es para estudiantes de último año de secundaria');
    await expect(check.getByRole('link', { name: 'Ir al formulario de solicitud de todos modos' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { include: '#eligibility-check', tags: WCAG_21_AA, what: 'phone result (es)' });
    await shot(page, 'phone-es-not-eligible');
  });

  test('on a laptop it asks all at once, says which answer is missing, and explains a soft stop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PARENTS);
    const check = page.locator('#eligibility-check');
    await expect(check.locator('fieldset:visible')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page, { include: '#eligibility-check', tags: WCAG_21_AA, what: 'laptop form' });
    await tabToFirstAnswer(page);
    // The island loads at this first focus; until it runs, the browser's own check answers Enter.
    await expect(check.locator('form')).toHaveAttribute('novalidate', '');
    await page.keyboard.press('Space'); // Yes: four-year college
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // No: not in four years (soft)
    await page.keyboard.press('Tab'); // the third question, left unanswered
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('See my result');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('name', 'answers.debt-hardship');
    await expect(check).toContainText('Please answer this question yes or no.');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(check.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(check.getByRole('status')).toContainText('You may not qualify, but you may still apply and explain.');
    await expect(check).toContainText('You may still apply if hardship kept your child longer');
    await shot(page, 'laptop-en-may-not-qualify');
    // The form stays below, reachable without the check.
    await expect(page.locator('#application-form form.application-form')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the check is a plain form that posts and is answered with a page in words, with the form below', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PARENTS);
    const check = page.locator('#eligibility-check');
    await expect(check.locator('form[method="post"]')).toHaveAttribute('action', '/api/eligibility/parents#eligibility-result');
    await check
      .getByRole('group', { name: /attend a four-year college/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await check
      .getByRole('group', { name: /complete their degree/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await check
      .getByRole('group', { name: /hardship/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await check.getByRole('button', { name: 'See my result' }).click();
    await expect(page).toHaveURL(/\/api\/eligibility\/parents#eligibility-result$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const result = page.locator('#eligibility-result');
    await expect(result.getByRole('heading', { name: 'Your result' })).toBeVisible();
    await expect(result).toContainText('You can apply.');
    await expect(result.getByRole('link', { name: 'Continue to the application form' })).toHaveAttribute(
      'href',
      `${PARENTS}#application-form`,
    );
    // The site's own header and footer, and the application form on the same page.
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('form.application-form')).toHaveCount(1);
    await axeOnNoScriptPage(browser, page, 'answer page');
    await shot(page, 'nojs-en-eligible');
  });

  test('sin JavaScript, en un teléfono, la respuesta llega en español', async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(SCHOLARSHIP_ES);
    const check = page.locator('#eligibility-check');
    await check
      .getByRole('group', { name: /último año/ })
      .getByRole('radio', { name: 'Sí' })
      .check();
    await check.getByRole('group', { name: /GPA/ }).getByRole('radio', { name: 'No' }).check();
    await check
      .getByRole('group', { name: /universidad de cuatro años/ })
      .getByRole('radio', { name: 'Sí' })
      .check();
    await check.getByRole('button', { name: 'Ver mi resultado' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const result = page.locator('#eligibility-result');
    await expect(result).toContainText('Es posible que no cumpla los requisitos');
    await expect(result).toContainText('La beca pide un promedio (GPA) de al menos 2.5.');
    await expect(result.getByRole('link', { name: 'Continuar al formulario de solicitud' })).toHaveAttribute(
      'href',
      '/es/open-diploma-fund-for-high-school-students#application-form',
    );
    await axeOnNoScriptPage(browser, page, 'answer page (es)');
    await shot(page, 'nojs-es-may-not-qualify');
  });
});
