import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { SEEDED_ELIGIBILITY_QUESTIONS } from '../../../api/src/domain/eligibility-rules.js';
import { demoNews, demoStoreProducts, demoTeam } from '../../../api/src/domain/site-content-seed.js';
import { APPLICATION_KIND_PATHS, type ApplicationKind } from '../../../api/src/domain/applications/index.js';
import { highSchoolFormFields, sampleFields } from '../../support/fixtures/applicants.js';
import { E2E_PORT } from './e2e-port.js';

/**
 * The pseudo-locale run's pieces (spanish-pseudo.spec.ts): its own app, started with
 * ODF_PSEUDO_LOCALE so every message reads ⟦áccéñtéd Éñglísh⟧; the check that finds words that
 * bypassed translation; filling and tampering with the application forms; the status page's
 * codes and the app's database.
 */

const PORT = E2E_PORT + 1000;
/** Where the pseudo-locale app answers. */
export const PSEUDO_BASE = `http://127.0.0.1:${PORT}`;
const BASE = PSEUDO_BASE;
const root = path.resolve(import.meta.dirname, '../../..');
let app: ChildProcess;
let workDir: string;

/** Starts the pseudo-locale app on a fresh data folder of its own (one per worker). */
export async function startPseudoApp(): Promise<void> {
  workDir = mkdtempSync(path.join(tmpdir(), 'odf-pseudo-'));
  app = spawn(process.execPath, [path.join(root, 'dist/api/src/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: workDir,
      ODF_PSEUDO_LOCALE: '1',
      // As the main e2e app: many submissions and codes from one address within a minute.
      ODF_RATE_LIMITS: 'off',
      LOG_REQUESTS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The pseudo-locale app did not start');
}

/** Stops the pseudo-locale app and removes its data. */
export async function stopPseudoApp(): Promise<void> {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(workDir, { recursive: true, force: true });
}

/**
 * English month and day names, and the English clock's AM/PM: a date or a time formatted the
 * English way, as a value inside a message or alone in a <time>. Pseudo-locale words are
 * accented ("Máy"), so only a value can spell one plainly.
 */
const ENGLISH_DATE_WORDS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|\d\s?[AP]M\b/;

/**
 * Words outside every ⟦…⟧ in the page's visible text and accessible names, content excepted,
 * and dates or times written the English way anywhere, inside a message or not.
 * Text is read per block (a paragraph, a list item, a button), since a message's link or
 * emphasis is an inline element inside its brackets; dates (<time>) are data in the page's
 * language, checked for English words only.
 */
export async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate((dateWords) => {
    // Structural types: this runs in the page, and the tests compile without the DOM library.
    type El = {
      tagName: string;
      parentElement: El | null;
      textContent: string | null;
      closest(selector: string): El | null;
      getAttribute(name: string): string | null;
    };
    const { document, getComputedStyle, NodeFilter } = globalThis as unknown as {
      document: {
        body: El;
        title: string;
        createTreeWalker(root: El, show: number): { nextNode(): { parentElement: El | null; textContent: string | null } | null };
        querySelectorAll(selector: string): Iterable<El>;
      };
      getComputedStyle(el: El): { display: string };
      NodeFilter: { SHOW_TEXT: number };
    };
    const englishDate = new RegExp(dateWords);
    const found: string[] = [];
    // Content marked English inside the page (not the <html> of an English page) is staff's text.
    const skip = (el: El | null) => {
      if (el?.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) return true;
      const english = el?.closest('[lang="en"]');
      return Boolean(english && english.tagName !== 'HTML');
    };
    const outsideBrackets = (text: string) => {
      let rest = text;
      // Messages nest (a label inside a rule's message): strip the innermost pair until none is left.
      for (let before = ''; before !== rest;) {
        before = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      }
      return rest;
    };
    const quote = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);
    const check = (text: string, where: string) => {
      const date = englishDate.exec(text);
      if (date) found.push(`${where}: an English date or time (${date[0]}) in ${quote(text)}`);
      const outside = outsideBrackets(text);
      const words = outside
        .split(/\s+/)
        .filter((w) => !/[@/]|\.org|\.com|^https?:/.test(w))
        .map((w) => w.replace(/[^A-Za-z]/g, ''))
        .filter((w) => /^[a-z]{3,}$/.test(w));
      if (words.length) found.push(`${where}: ${quote(outside)}`);
    };
    const blockOf = (el: El): El => {
      let current = el;
      while (current.parentElement && getComputedStyle(current).display === 'inline') current = current.parentElement;
      return current;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts = new Map<El, string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skip(parent)) continue;
      const text = node.textContent ?? '';
      // A date's words are the page's language's, not a message's: only English ones are wrong.
      const time = parent.closest('time');
      if (time) {
        const date = englishDate.exec(text);
        if (date) found.push(`time: an English date or time (${date[0]}) in ${quote(text)}`);
        continue;
      }
      const block = blockOf(parent);
      texts.set(block, (texts.get(block) ?? '') + text);
    }
    for (const [el, text] of texts) check(text, el.tagName.toLowerCase());
    for (const el of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (skip(el)) continue;
      for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) check(value, `${el.tagName.toLowerCase()}[${attr}]`);
      }
    }
    check(document.title, 'title');
    return found;
  }, ENGLISH_DATE_WORDS.source);
}

/** How a leak quotes a text: spaces collapsed, its first 80 characters. */
const quoted = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);
const seededSpanish = new Set(
  [
    ...demoTeam.flatMap((m) => [m.roleEs, m.summaryEs, ...m.blurbEs.split('\n\n')]),
    ...demoNews.flatMap((n) => [n.titleEs, n.summaryEs]),
    ...demoStoreProducts.map((p) => p.titleEs),
    // The eligibility check's questions are the program cycle's own, written by staff like content.
    ...Object.values(SEEDED_ELIGIBILITY_QUESTIONS).flatMap((qs) => qs.flatMap((q) => [q.textEs, q.reasonEs])),
  ].map(quoted),
);
export const isSeededSpanish = (leak: string) => seededSpanish.has(leak.slice(leak.indexOf(': ') + 2));

/** The leaks of the page as it is now, each named by where it was seen. */
export async function leaksAt(page: Page, where: string): Promise<string[]> {
  return (await untranslated(page)).filter((l) => !isSeededSpanish(l)).map((l) => `${where}: ${l}`);
}

export const FORM_PAGES: Record<ApplicationKind, string> = {
  undergrad: '/es/open-diploma-fund-for-college-students',
  parent: '/es/open-diploma-fund-for-parents',
  'high-school': '/es/open-diploma-fund-for-high-school-students',
};

/**
 * Fills every field of the form with the fixtures' valid answers (in one go in the page, as typing
 * each would take seconds per form) and attaches a PDF to each document.
 */
export async function fillValid(form: Locator, kind: ApplicationKind, pdfs: Record<string, Buffer>): Promise<void> {
  const values = kind === 'high-school' ? highSchoolFormFields() : sampleFields[kind]();
  await form.evaluate((el, answers) => {
    // Structural types: this runs in the page, and the tests compile without the DOM library.
    type Control = {
      name: string;
      type: string;
      value: string;
      checked: boolean;
      click(): void;
      dispatchEvent(event: unknown): boolean;
    };
    const { Event } = globalThis as unknown as { Event: new (type: string, init: { bubbles: boolean }) => unknown };
    for (const control of (el as unknown as { elements: Iterable<Control> }).elements) {
      const answer = answers[control.name];
      if (control.type === 'checkbox') {
        if (!control.checked) control.click();
      } else if (control.type === 'radio') {
        if (control.value === answer && !control.checked) control.click();
      } else if (answer && control.type !== 'file') {
        // The element's own setter, as typing sets it, then the events typing sends.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, answer);
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  }, values);
  for (const [name, buffer] of Object.entries(pdfs))
    await form
      .locator(`input[type=file][name="${name}"]`)
      .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer });
}

/** The next submission of this form reaches the real server with one part of its body changed, so the server refuses it. */
export async function changeOnTheWay(page: Page, kind: ApplicationKind, from: string, to: string): Promise<void> {
  await page.route(
    `${BASE}/api/${APPLICATION_KIND_PATHS[kind]}/submit-new-application**`,
    async (route) => {
      const body = route.request().postDataBuffer()!;
      expect(body.includes(from)).toBe(true);
      await route.continue({ postData: Buffer.from(body.toString('latin1').replace(from, to), 'latin1') });
    },
    { times: 1 },
  );
}

/** The status-page code last e-mailed to this address, from the pseudo app's outbox (it sends no mail). */
export async function codeFor(email: string, after: number): Promise<string> {
  const outbox = path.join(workDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = existsSync(outbox) ? readdirSync(outbox).map((name) => path.join(outbox, name)) : [];
    for (const file of mails.filter((f) => statSync(f).mtimeMs >= after)) {
      const raw = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
      const code = raw.includes(`To: ${email}`) ? /is:\s+(\d{6})/.exec(raw)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No status code was written for ${email}`);
}

/** Straight in the pseudo app's database, as staff would have moved it (the console is English and not under test here). */
export function inDatabase<T>(run: (db: Database.Database) => T): T {
  const db = new Database(path.join(workDir, 'app.sqlite'));
  try {
    return run(db);
  } finally {
    db.close();
  }
}
export const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
