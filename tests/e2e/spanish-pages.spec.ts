import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { prerenderedRoutes, site } from './support/public-site.js';

/**
 * Issue 26: every public page exists in English and under /es in Spanish, each says its language
 * and points to its twin (hreflang, x-default), the switch is a link to the twin, an unknown
 * /es/… path is the Spanish 404, a Spanish-preferring browser is offered the Spanish page once
 * and never redirected, and each Spanish page loads exactly the JavaScript of its English twin.
 */
const routes = prerenderedRoutes();
const spanish = routes.filter((r) => r === '/es' || r.startsWith('/es/'));
const english = routes.filter((r) => !spanish.includes(r));
const twinOf = (route: string) => (spanish.includes(route) ? route.slice(3) || '/' : route === '/' ? '/es' : `/es${route}`);
const absolute = (route: string) => `${site.url}${route}`;

/** The scripts a page announces (its entry and the chunks it preloads), each once. */
const scriptsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1] ?? m[2]!,
    ),
  ),
];

test('every public page has a Spanish twin under /es, and each says its language and links the other', async ({ request }) => {
  expect(spanish.length).toBe(english.length);
  for (const route of english) expect(spanish, route).toContain(twinOf(route));
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const locale = spanish.includes(route) ? 'es' : 'en';
    expect(html, route).toContain(`<html lang="${locale}">`);
    const englishRoute = locale === 'es' ? twinOf(route) : route;
    const switchTo = /<a class="lang-switch lang-switch--nav" href="([^"]+)" hrefLang="(en|es)"/i.exec(html);
    expect(switchTo?.[1], `${route}: the switch links to the twin`).toBe(twinOf(route));
    if (html.includes('<meta name="robots" content="noindex"')) continue;
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates, route).toEqual([
      ['en', absolute(englishRoute === '/' ? '/' : englishRoute)],
      ['es', absolute(englishRoute === '/' ? '/es' : `/es${englishRoute}`)],
      ['x-default', absolute(englishRoute === '/' ? '/' : englishRoute)],
    ]);
  }
});

test('Spanish pages have Spanish titles and descriptions; the staff console stays English', async ({ request }) => {
  const home = await (await request.get('/es')).text();
  expect(home).toContain('<meta name="description" content="Open Diploma Fund es una organización sin fines de lucro');
  const parents = await (await request.get('/es/open-diploma-fund-for-parents')).text();
  expect(parents).toContain('<title>Ayuda con préstamos para padres | Open Diploma Fund</title>');
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<html lang="en">');
  expect((await request.get('/es/login')).status()).toBe(404);
});

test('an unknown /es/… path shows the 404 page in Spanish, an unknown English path in English', async ({ page }) => {
  const spanishMissing = await page.goto('/es/no-existe-esta-pagina');
  expect(spanishMissing!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Uy! No encontramos esta página');
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
  const englishMissing = await page.goto('/no-such-page-at-all');
  expect(englishMissing!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! We couldn't find this page");
});

test('a browser that prefers Spanish is offered the Spanish page once, never redirected', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US' });
  const page = await context.newPage();
  await page.goto('/donate-open-diploma-fund');
  await expect(page).toHaveURL(/\/donate-open-diploma-fund$/);
  const offer = page.getByRole('complementary', { name: '¿Prefiere leer en español?' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
    'href',
    '/es/donate-open-diploma-fund',
  );
  await expect(offer).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page).toHaveURL(/\/donate-open-diploma-fund$/);
  await expect(page.getByRole('complementary', { name: '¿Prefiere leer en español?' })).toBeHidden();
  await context.close();

  const englishContext = await browser.newContext({ locale: 'en-US' });
  const englishPage = await englishContext.newPage();
  await englishPage.goto('/donate-open-diploma-fund');
  await englishPage.waitForLoadState('load');
  await expect(englishPage.getByRole('complementary', { name: '¿Prefiere leer en español?' })).toBeHidden();
  await englishContext.close();
});

test('each Spanish page loads the same JavaScript as its English twin', async ({ request }) => {
  const sizes = new Map<string, number>();
  const size = async (src: string) => {
    if (!sizes.has(src)) sizes.set(src, gzipSync(await (await request.get(src)).body(), { level: 9 }).length);
    return sizes.get(src)!;
  };
  for (const route of english) {
    const [en, es] = await Promise.all([request.get(route), request.get(twinOf(route))]);
    const [enScripts, esScripts] = [scriptsOf(await en.text()), scriptsOf(await es.text())];
    expect(esScripts, twinOf(route)).toEqual(enScripts);
    let total = 0;
    for (const src of esScripts) total += await size(src);
    console.log(
      `initial JS on ${route} and ${twinOf(route)}: ${(total / 1024).toFixed(1)} KB gzip in ${esScripts.length} file(s)`,
    );
    expect(total).toBeLessThanOrEqual(90 * 1024);
  }
});
