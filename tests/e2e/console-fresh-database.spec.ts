import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EMPTY_MESSAGES, KINDS, submitApplication, tableOf, TABLE_TITLES } from './support/console.js';
import { E2E_PASSWORD, signIn } from './support/staff.js';

/**
 * Against a database of its own (the shared e2e app's fills up with other suites' data): the
 * spec's empty messages, then server-side pagination once a list passes a page, and archiving
 * the only row of the last page. The built app is started from dist/ with its own DATA_DIR.
 */

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let app: ChildProcess;
let baseURL: string;
let dataDir: string;
const admin = { email: 'fresh-admin@example.org', password: E2E_PASSWORD };

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'odf-console-fresh-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  // Its own SQLite file, and mail to its outbox folder instead of the shared SMTP receiver.
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ODF_RATE_LIMITS: 'off',
    LOG_REQUESTS: 'off',
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  app = spawn(process.execPath, [path.join(root, 'dist/api/src/server.js')], { cwd: root, env, stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`the fresh app did not start at ${baseURL}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const cli = path.join(root, 'dist/api/src/cli/admin-create.js');
  const args = ['--email', admin.email, '--password', admin.password, '--first-name', 'Fresh', '--last-name', 'Admin'];
  await run(process.execPath, [cli, ...args], { cwd: root, env });
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, admin);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('a fresh database shows the spec empty messages on both lists', async ({ browser }) => {
  const page = await signedInPage(browser);
  for (const kind of KINDS) {
    await expect(tableOf(page, kind)).toContainText(EMPTY_MESSAGES[kind].active);
    await expect(tableOf(page, kind).getByRole('table')).toHaveCount(0);
  }
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive');
  for (const kind of KINDS) await expect(tableOf(page, kind)).toContainText(EMPTY_MESSAGES[kind].archived);
  await page.context().close();
});

const SURNAMES = [
  'Abbott',
  'Baker',
  'Carver',
  'Dalton',
  'Ellis',
  'Fisher',
  'Garner',
  'Hayes',
  'Irwin',
  'Jensen',
  'Keller',
  'Lowell',
  'Mercer',
  'Nolan',
  'Osborne',
  'Porter',
  'Quincy',
  'Ramsey',
  'Sawyer',
  'Turner',
  'Underwood',
];

test('a list longer than a page is paged on the server', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  for (const lastName of SURNAMES) await submitApplication(request, 'high-school', { firstName: 'Sam', lastName });
  await request.dispose();

  const page = await signedInPage(browser);
  const table = tableOf(page, 'high-school');
  await expect(page.getByRole('heading', { name: new RegExp(`^${TABLE_TITLES['high-school']}`) })).toContainText('21');
  const pages = table.getByRole('navigation', { name: 'High school applications pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(table.getByRole('row')).toHaveCount(21); // header + 20
  // Newest first: the last submitted is number 1.
  await expect(table.getByRole('row').nth(1)).toContainText('Sam Underwood');
  await expect(table.getByRole('row').nth(20)).toContainText('20');

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(page).toHaveURL(/hs\.page=2/);
  // Next asks for the rows after this page's last one (keyset); the address keeps it, so a
  // reload reads the same page the same way, and Previous pages by number again.
  await expect(page).toHaveURL(/hs\.after=\d+/);
  await page.reload();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(table.getByRole('row').nth(1)).toContainText('Sam Abbott');
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages).toContainText('Page 1 of 2');
  await expect(page).not.toHaveURL(/hs\.after=/);
  await expect(table.getByRole('row').nth(1)).toContainText('Sam Underwood');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(table.getByRole('row')).toHaveCount(2);
  const last = table.getByRole('row').nth(1);
  await expect(last).toContainText('21');
  await expect(last).toContainText('Sam Abbott');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Sorting by name starts again at page 1, A to Z.
  await table.getByLabel('Sort by').selectOption({ label: 'Name, A to Z' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(table.getByRole('row').nth(1)).toContainText('Sam Abbott');
  await expect(table.getByRole('row').nth(2)).toContainText('Sam Baker');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Sam Underwood');

  // Archiving the only row of the last page shows the page before it, now the only page.
  await table.getByRole('button', { name: "Archive Sam Underwood's application" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(`^${TABLE_TITLES['high-school']}`) })).toContainText('20');

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(tableOf(page, 'high-school').getByRole('row')).toHaveCount(2);
  await expect(tableOf(page, 'high-school')).toContainText('Sam Underwood');
  await expect(tableOf(page, 'undergrad')).toContainText(EMPTY_MESSAGES.undergrad.archived);
  await page.context().close();
});
