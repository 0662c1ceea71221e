import { expect, test, type Page, type Request } from '@playwright/test';

/** Everything the page asks for, its console errors and its CSP violations. */
async function watch(page: Page) {
  const requests: Request[] = [];
  const errors: string[] = [];
  page.context().on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Page script as text: this file is type-checked without the DOM library.
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  return { requests, errors, cspViolations: () => page.evaluate('window.cspViolations') as Promise<string[]> };
}

const runButton = (page: Page) => page.getByRole('button', { name: /^Execute query/ });

/**
 * Replaces the editor's content with one operation, and waits until GraphiQL has parsed it
 * (it does so 100 ms after the last edit; the tab then takes the operation's name).
 */
async function setQuery(page: Page, query: string, tabTitle: string) {
  const editor = page.locator('.graphiql-query-editor');
  // Retried as a whole: Monaco may still be settling (schema just loaded) when first clicked.
  await expect(async () => {
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    // insertText, not typing: Monaco's bracket auto-closing would double the braces.
    await page.keyboard.insertText(query);
    await expect(page.locator('.graphiql-tab-active')).toHaveText(tabTitle, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // With several operations the Run button opens a menu to pick one; with one it runs it.
  await expect(runButton(page)).not.toHaveAttribute('aria-haspopup', 'menu');
}

const responsePane = (page: Page) => page.locator('.graphiql-response');

test('the GraphiQL playground runs a query, loading nothing from another origin', async ({ page, baseURL }) => {
  const seen = await watch(page);
  const response = await page.goto('/graphql');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("worker-src 'self';");
  await expect(page).toHaveTitle('GraphQL API playground | Open Diploma Fund');

  // The small site header: back to the site, and where staff sign in.
  await expect(page.getByRole('link', { name: 'Open Diploma Fund' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'sign in on /login' })).toHaveAttribute('href', '/login');

  // The default operation explains the playground and runs as it is.
  const run = runButton(page);
  await expect(run).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('sign in on /login');

  await setQuery(page, '{ __typename }', '<untitled>');
  await run.click();
  await expect(responsePane(page)).toContainText('"__typename": "Query"');

  // The schema loaded by introspection (the Docs explorer lists the root types).
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.getByText('Root Types')).toBeVisible();

  const origin = new URL(baseURL!).origin;
  const foreign = seen.requests.map((r) => r.url()).filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(foreign).toEqual([]);
  expect(seen.requests.every((r) => new URL(r.url()).hostname === '127.0.0.1' || r.url().startsWith('data:'))).toBe(true);
  // Monaco's workers came from our own /assets.
  await expect.poll(() => seen.requests.some((r) => /\/assets\/graphql\.worker-[\w-]+\.js$/.test(r.url()))).toBe(true);
  expect(await seen.cspViolations()).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('the playground sends the CSRF preflight header, and the session CSRF token on mutations only', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/graphql');
  const run = runButton(page);
  await expect(run).toBeVisible();

  const graphqlPosts = () => seen.requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/graphql');

  await setQuery(page, 'query Probe { __typename }', 'Probe');
  await run.click();
  await expect(responsePane(page)).toContainText('"__typename": "Query"');
  const query = graphqlPosts().find((r) => r.postData()?.includes('Probe'))!;
  expect(await query.headerValue('apollo-require-preflight')).toBe('true');
  expect(await query.headerValue('csrf-token')).toBeNull();
  expect(seen.requests.some((r) => r.url().endsWith('/api/csrf-token'))).toBe(false);

  await setQuery(page, 'mutation Touch { __typename }', 'Touch');
  await run.click();
  await expect(responsePane(page)).toContainText('"__typename": "Mutation"');
  const mutation = graphqlPosts().find((r) => r.postData()?.includes('Touch'))!;
  const token = await page.evaluate(
    async () => ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken,
  );
  expect(await mutation.headerValue('csrf-token')).toBe(token);
  expect(await mutation.headerValue('apollo-require-preflight')).toBe('true');
  expect(seen.errors).toEqual([]);
});

test('a rejected request shows its clear message in the result pane', async ({ page }) => {
  await page.goto('/graphql');
  const run = runButton(page);
  await expect(run).toBeVisible();
  const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: __typename`).join(' ');
  await setQuery(page, `{ ${aliases} }`, '<untitled>');
  await run.click();
  await expect(responsePane(page)).toContainText('Aliases limit of 20 exceeded, found 30.');
});
