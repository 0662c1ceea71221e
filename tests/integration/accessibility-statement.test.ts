import { existsSync } from 'node:fs';
import path from 'node:path';
import { webRoot } from '../../api/src/config/paths.js';
import { HttpClient } from '../support/http-client.js';
import { signedInStaff } from '../support/staff-accounts.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 41, item 4: the day the accessibility statement was last reviewed is a site setting staff
 * edit. It starts at 2026-11-28; the server refuses anything but a real day that has come; the
 * statement shows a saved day in each language's words.
 */
const built = existsSync(path.join(webRoot, '..', 'ssr', 'entry-server.js'));
const READ = `query { siteContent { settings { accessibilityReviewedOn } } }`;
const SAVE = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { settings { accessibilityReviewedOn } } }`;

/** The day in its <time> element (React writes the attribute as dateTime; HTML reads it in any case). */
const timeOf = (iso: string, words: string) => new RegExp(`<time datetime="${iso}">${words}</time>`, 'i');
const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function html(app: TestApp, route: string): Promise<string> {
  const response = await fetch(app.url + route, { headers: { accept: 'text/html' } });
  expect(response.status, route).toBe(200);
  return response.text();
}

/** Fetches the page until it holds `text` (the content cache notices an edit within seconds). */
async function pageShowing(app: TestApp, route: string, text: string): Promise<string> {
  const started = Date.now();
  for (;;) {
    const page = await html(app, route);
    if (page.includes(text) || Date.now() - started > 5000) return page;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(databases)('the accessibility statement’s review date on %s', (db) => {
  let app: TestApp;
  let employee: HttpClient;
  const saved = async () =>
    (await new HttpClient(app.url).graphql<{ siteContent: { settings: { accessibilityReviewedOn: string } } }>(READ)).data!
      .siteContent.settings.accessibilityReviewedOn;

  beforeAll(async () => {
    app = await startTestApp(db, built ? { webRoot } : {});
    employee = (await signedInStaff(app, 'employee')).client;
  });
  afterAll(() => app.close());

  it('starts at the day the statement was first reviewed', async () => {
    expect(await saved()).toBe('2026-11-28');
    if (built) expect(await html(app, '/accessibility')).toMatch(timeOf('2026-11-28', 'November 28, 2026'));
  });

  it.each([
    ['', 'Please give the date of the last accessibility review.'],
    ['28/11/2026', 'Please give the date as YYYY-MM-DD, like 2026-11-28.'],
    ['<b>2026-11-28</b>', 'Please give the date as YYYY-MM-DD, like 2026-11-28.'],
    ['2026-02-30', 'Please give a real date.'],
    ['2026-13-01', 'Please give a real date.'],
    [dayFromNow(3), 'The last review cannot be in the future.'],
  ])('refuses %j at its field and keeps the saved day', async (typed, message) => {
    const result = await employee.graphql(SAVE, { input: { accessibilityReviewedOn: typed } });
    expect((result.errors?.[0]?.extensions as { fields?: object } | undefined)?.fields).toEqual({
      accessibilityReviewedOn: message,
    });
    expect(await saved()).toBe('2026-11-28');
  });

  it('refuses a visitor who is not signed in', async () => {
    const result = await new HttpClient(app.url).graphql(SAVE, { input: { accessibilityReviewedOn: '2026-03-05' } });
    expect(result.errors).toBeDefined();
    expect(await saved()).toBe('2026-11-28');
  });

  it.skipIf(!built)('shows a saved day on the statement, in English and in Spanish words', async () => {
    const result = await employee.graphql(SAVE, { input: { accessibilityReviewedOn: ' 2026-03-05 ' } });
    expect(result.errors).toBeUndefined();
    expect(await saved()).toBe('2026-03-05');
    expect(await pageShowing(app, '/accessibility', '2026-03-05')).toMatch(timeOf('2026-03-05', 'March 5, 2026'));
    expect(await pageShowing(app, '/es/accessibility', '2026-03-05')).toMatch(timeOf('2026-03-05', '5 de marzo de 2026'));
  });
});
