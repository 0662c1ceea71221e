import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APPLICATION_FORMS } from '../../../api/src/domain/applications/index.js';
import { messages } from '../../../api/src/domain/messages.js';
import { highSchoolFormFields } from '../../support/fixtures/applicants.js';
import { makePdf as makeDocumentPdf } from '../../support/fixtures/documents.js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousAxeViolations as expectNoSeriousAxe, WCAG_21_AA } from './axe.js';
import type { StaffUser } from './staff.js';
import { secondFactorOverApi } from './second-factor.js';

/** A folder of real PDFs (made with pdf-lib), one per name, each with its own text. */
export async function makePdfs(names: readonly string[]): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'odf-forms-pdf-'));
  const files: Record<string, string> = {};
  for (const name of names) {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.drawText(`Test document: ${name}`, { x: 72, y: 700, size: 18, font });
    page.drawText(`Unique content ${randomBytes(8).toString('hex')}`, { x: 72, y: 670, size: 12, font });
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, await pdf.save());
    files[name] = file;
  }
  return files;
}

/** A small real PNG (1×1 pixel), for PDF-only fields that must refuse it. */
export function makePng(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'odf-forms-png-')), 'photo.png');
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  writeFileSync(file, Buffer.from(png, 'base64'));
  return file;
}

/** Signs in as this admin (from the `staffUser` fixture) and returns an API client with the session. */
export async function signedInAdmin(admin: StaffUser): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await api.post('/api/auth/admin-access/login', { data: { email: admin.email, password: admin.password } });
  expect(login.status(), await login.text()).toBe(200);
  const csrf = async () => ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  await secondFactorOverApi(
    async (path, data) => {
      const response = await api.post(path, { data, headers: { 'CSRF-Token': await csrf() } });
      return { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    },
    admin.email,
    (await login.json()) as Record<string, unknown>,
  );
  return api;
}

/** Fetches one stored application by reference and checks each document is byte-identical to its upload. */
export async function expectStoredWithFiles(
  api: APIRequestContext,
  kindPath: 'undergrad' | 'parents' | 'high-school',
  reference: string,
  uploads: Record<string, string>,
): Promise<Record<string, unknown>> {
  const list = await api.get(`/api/${kindPath}/get-all`);
  expect(list.status()).toBe(200);
  const rows = (await list.json()) as { id: number; reference: string }[];
  const row = rows.find((r) => r.reference === reference);
  expect(row, `application ${reference} is listed`).toBeTruthy();
  const detail = await api.get(`/api/${kindPath}/get-individual/${row!.id}`);
  expect(detail.status()).toBe(200);
  const body = (await detail.json()) as Record<string, unknown> & { files: { fileID: string; fileAlias: string }[] };
  expect(body.files.map((f) => f.fileAlias).sort()).toEqual(Object.keys(uploads).sort());
  for (const file of body.files) {
    const download = await api.get(`/api/${kindPath}/download-file/${row!.id}/${file.fileID}`);
    expect(download.status()).toBe(200);
    const bytes = await download.body();
    expect(bytes.equals(readFileSync(uploads[file.fileAlias]!)), `${file.fileAlias} is byte-identical`).toBe(true);
  }
  return body;
}

/** Waits for a mail whose raw text contains `needle` in the e2e SMTP receiver's folder. */
export async function mailContaining(needle: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of readdirSync(dir)) {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      if (raw.includes(needle)) return raw;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail containing "${needle}" arrived`);
}

/** Types like a person, one key at a time. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text, { delay: 5 });
}

/** Every control of the form is empty again: text, selects, files, checkboxes. */
export async function expectFormCleared(form: Locator): Promise<void> {
  const leftovers = await form.evaluate((el) => {
    // Structural types: this runs in the page, and the tests compile without the DOM library.
    type Control = { name: string; type: string; value: string; checked?: boolean; files?: { length: number } | null };
    const controls = Array.from((el as unknown as { elements: ArrayLike<Control> }).elements);
    return controls
      .filter((c) => c.name)
      .filter((c) => {
        if (c.type === 'checkbox' || c.type === 'radio') return Boolean(c.checked);
        if (c.type === 'file') return (c.files?.length ?? 0) > 0;
        return c.value !== '';
      })
      .map((c) => c.name);
  });
  expect(leftovers).toEqual([]);
}

/** Collects the requests a page makes to a path, to prove a blocked submit sent nothing. */
export function watchRequests(page: Page, pathPart: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(pathPart)) seen.push(r.method());
  });
  return seen;
}

/** The reference number of spec-stored applications, e.g. UG-7K3M-9QX2. */
export const REFERENCE = /\b(UG|PA|HS)-[0-9A-Z]{4}-[0-9A-Z]{4}\b/;

/** The forms are held to WCAG 2.1 A/AA: no serious or critical violation of those rules. */
export const expectNoSeriousAxeViolations = (page: Page) => expectNoSeriousAxe(page, { tags: WCAG_21_AA });

/** A control by its visible label; the required star after it is decoration. */
export const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The form once React runs it (its own validation replaces the browser's: novalidate). */
export async function hydratedForm(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('form', { name });
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

/** Submits, waits for the thank-you, reads the reference, closes the box with OK, and starts another: the form is empty. */
export async function submitAndExpectThanks(page: Page, form: Locator): Promise<string> {
  await form.getByRole('button', { name: 'Submit application' }).click();
  const thanks = page.getByRole('dialog', { name: messages.applicationSuccess });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  const reference = (await thanks.textContent())?.match(REFERENCE)?.[0];
  expect(reference, 'the reference number is shown').toBeTruthy();
  // Focus lands on the result, which says what happens next, by when, and where to follow it.
  await expect(thanks.locator('.form-result')).toBeFocused();
  await expect(thanks).toContainText(/What happens next: .* by [A-Z][a-z]+ \d{1,2}, \d{4}\./);
  await expect(thanks.getByRole('link', { name: 'application status page' })).toHaveAttribute('href', '/application-status');
  // One thank-you at a time: behind the box, neither the cleared form nor the lasting thank-you.
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: messages.applicationSuccess })).toHaveCount(0);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
  await expect(page.getByRole('region', { name: messages.applicationSuccess })).toBeVisible();
  await page.getByRole('button', { name: 'Start another application' }).click();
  await expectFormCleared(form);
  return reference!;
}

/** Every mail to `to` whose text matches `pattern`, oldest first (the receiver numbers them in order). */
export function mailsTo(to: string, pattern: RegExp): string[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))
    .filter((text) => text.includes(`To: ${to}`) && pattern.test(text));
}

/**
 * Fills the scholarship form by its controls' names (as the spec names them) and attaches a PDF to
 * each document field: everything but the consent box, which a spec ticks the way it means to.
 */
export async function fillScholarshipForm(form: Locator, email: string): Promise<void> {
  for (const [name, value] of Object.entries(highSchoolFormFields({ email }))) {
    const control = form.locator(`[name="${name}"]`).first();
    if (name === 'consent' || (await control.count()) === 0) continue;
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    if (tag === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  for (const doc of APPLICATION_FORMS['high-school'].documents)
    await form.locator(`input[type=file][name=${doc.name}]`).setInputFiles({
      name: `${doc.name}.pdf`,
      mimeType: 'application/pdf',
      buffer: await makeDocumentPdf({ title: doc.label }),
    });
}
