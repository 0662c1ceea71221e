import { mkdirSync } from 'node:fs';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { paths, prerenderedRoutes, site } from './support/public-site.js';

/**
 * Issue 41, item 4: the accessibility statement at /accessibility and /es/accessibility. In
 * English and Spanish, at 390 and 1280 px, it is reached from the footer's link, its headings come
 * in order, axe finds no serious violation, it shows the day of its last review (a site setting
 * staff edit, seeded to 2026-11-28) as the page's language writes a date, and its contact link
 * leads to the contact form. Staff find that day among the site settings of the console's content
 * page (saving it is tests/integration/accessibility-statement.test.ts: a save here would change
 * the page under the other specs). Screenshots go to test-results/accessibility-statement.
 */
const SHOTS = 'test-results/accessibility-statement';
const SIZES = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;
const CONTACT_FORM_ACTION = '/api/send/send-email-contact';

const WORDS = {
  en: {
    from: paths.about,
    path: paths.accessibility,
    footerLink: 'Accessibility',
    headings: [
      ['h1', 'Accessibility Statement'],
      ['h2', 'The standard we aim for'],
      ['h2', 'How we test'],
      ['h2', 'Known limits'],
      ['h2', 'Ask for help or another format'],
    ],
    reviewed: 'Last reviewed on November 28, 2026',
    date: 'November 28, 2026',
    standard: 'WCAG) 2.2 at level AA',
    contactLink: 'Send us a message',
    contactPath: paths.contact,
  },
  es: {
    from: `/es${paths.about}`,
    path: `/es${paths.accessibility}`,
    footerLink: 'Accesibilidad',
    headings: [
      ['h1', 'Declaración de accesibilidad'],
      ['h2', 'La norma que seguimos'],
      ['h2', 'Cómo lo probamos'],
      ['h2', 'Límites conocidos'],
      ['h2', 'Pida ayuda u otro formato'],
    ],
    reviewed: 'Revisada por última vez el 28 de noviembre de 2026',
    date: '28 de noviembre de 2026',
    standard: 'WCAG) 2.2 en el nivel AA',
    contactLink: 'Envíenos un mensaje',
    contactPath: `/es${paths.contact}`,
  },
} as const;

for (const locale of ['en', 'es'] as const)
  for (const width of [390, 1280] as const)
    test(`the ${locale} statement is one footer link away, reads in order, passes axe and leads to the contact form (${width} px)`, async ({
      page,
    }) => {
      const words = WORDS[locale];
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(SIZES[width]);
      await page.goto(words.from);
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: words.footerLink, exact: true });
      await expect(footerLink).toHaveAttribute('href', words.path);
      await footerLink.click();
      await expect(page).toHaveURL(new RegExp(`${words.path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      const main = page.getByRole('main');
      const headings = await main
        .locator('h1, h2, h3, h4')
        .evaluateAll((els) => els.map((el) => [el.tagName.toLowerCase(), (el.textContent ?? '').trim()]));
      expect(headings).toEqual(words.headings);
      await expect(main.getByText(words.standard)).toBeVisible();

      // The day of the last review, from the site settings, in the page's language.
      const reviewed = main.locator('time[datetime="2026-11-28"]');
      await expect(reviewed).toHaveText(words.date);
      await expect(reviewed.locator('..')).toHaveText(words.reviewed);

      // The organisation's e-mail and phone come from the settings the footer shows (staff edit
      // them: another spec may be changing the phone while this one runs, so they are compared).
      const footer = page.getByRole('contentinfo');
      for (const scheme of ['mailto:', 'tel:']) {
        const inFooter = footer.locator(`address a[href^="${scheme}"]`);
        const inStatement = main.locator(`a[href^="${scheme}"]`);
        await expect(inStatement).toHaveText((await inFooter.textContent())!.trim());
        await expect(inStatement).toHaveAttribute('href', (await inFooter.getAttribute('href'))!);
      }
      await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

      await page.waitForLoadState('load');
      await expectNoSeriousAxeViolations(page, { what: `${locale} ${width} px` });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${locale}-${width}.png`, fullPage: true });

      await main.getByRole('link', { name: words.contactLink }).click();
      await expect(page).toHaveURL(new RegExp(`${words.contactPath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`form[action="${CONTACT_FORM_ACTION}"]`)).toBeVisible();
    });

test('every public page links to the statement in its own language from the footer', async ({ request }) => {
  const routes = prerenderedRoutes();
  expect(routes).toEqual(expect.arrayContaining([paths.accessibility, `/es${paths.accessibility}`]));
  for (const route of [...routes, '/no-such-page', '/es/no-such-page']) {
    const html = await (await request.get(route)).text();
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    const spanish = route === '/es' || route.startsWith('/es/');
    expect(footer, route).toContain(`href="${spanish ? '/es' : ''}${paths.accessibility}"`);
  }
});

test('staff find the day of the last review among the site settings they edit', async ({ page, signInAs }) => {
  await signInAs('employee');
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  const field = page.getByRole('form', { name: 'Site settings' }).getByLabel('Accessibility statement last reviewed');
  await expect(field).toHaveAttribute('type', 'date');
  await expect(field).toHaveValue('2026-11-28');
  await expect(field).toHaveAccessibleDescription(/shown on it \(\/accessibility\)/);
});
