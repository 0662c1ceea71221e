import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

/**
 * Code-splitting: the staff console and Apollo Client are lazy chunks. The public home page
 * must not request any of them. The same markers are checked on /admin-access, where they
 * must be present, so the check cannot pass by looking for the wrong thing.
 */

const CONSOLE_CHUNK = /\/assets\/(StaffShell|ApplicationLists|ApplicationsPage|ArchivePage|ApplicantPage|list-cache)-[\w-]+\.js$/;
/** Strings only Apollo Client's code and the console's own code contain. */
const MARKERS = ['@apollo/client', '__APOLLO_CLIENT__', "You don't have any high school applications."];

async function scriptsOf(page: Page, path: string): Promise<{ urls: string[]; bodies: string[] }> {
  const responses: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      responses.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(responses);
  return { urls: all.map((r) => r.url), bodies: all.map((r) => r.body) };
}

test('the public home page loads no console or Apollo chunk', async ({ page }) => {
  const home = await scriptsOf(page, '/');
  expect(home.urls.length).toBeGreaterThan(0);
  expect(home.urls.filter((url) => CONSOLE_CHUNK.test(url))).toEqual([]);
  for (const marker of MARKERS)
    expect(
      home.bodies.some((body) => body.includes(marker)),
      marker,
    ).toBe(false);
});

test('the console page does load them (the markers are real)', async ({ page, signInAs }) => {
  await signInAs('volunteer');
  const consolePage = await scriptsOf(page, '/admin-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  expect(consolePage.urls.some((url) => CONSOLE_CHUNK.test(url))).toBe(true);
  for (const marker of MARKERS)
    expect(
      consolePage.bodies.some((body) => body.includes(marker)),
      marker,
    ).toBe(true);
});
