import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { submitApplication, type Submitted } from './console.js';
import { signedInAdmin, mailContaining, mailsTo } from './forms.js';
import type { StaffUser } from './staff.js';

/**
 * The scholarship's cycle asks for one letter of recommendation (issue 38). The letters specs run
 * in their own project after every other spec (playwright.config.ts), each sets this, and none
 * takes it back, so they never race one another over the setting.
 */
export async function askScholarshipForALetter(admin: StaffUser): Promise<void> {
  const api = await signedInAdmin(admin);
  const csrf = ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const saved = await api.put('/api/program-cycles/high-school', {
    // The days are left as they are: the form spec sets its own on the Cycles page.
    data: { lettersRequired: 1 },
    headers: { 'CSRF-Token': csrf },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();
}

/** The raw mail's text with quoted-printable soft breaks undone. */
const textOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The path of the link e-mailed to a recommender (`/letters/{token}` or `/es/letters/{token}`), and the mail's text. */
export async function letterLinkMailedTo(email: string): Promise<{ path: string; text: string }> {
  const text = textOf(await mailContaining(`To: ${email}`));
  const found = /https?:\/\/[^\s/]+((?:\/es)?\/letters\/[A-Za-z0-9_-]{43})/.exec(text);
  if (!found) throw new Error(`The mail to ${email} carries no letter link`);
  return { path: found[1]!, text };
}

/** The six-digit code of the status page's e-mail, in the application's language. */
async function statusCodeFor(email: string): Promise<string> {
  // Unaccented words: the raw mail is quoted-printable, read byte by byte.
  const said = /(?:Your code to see your application is|para ver su solicitud es):\s+(\d{6})/;
  let code: string | undefined;
  await expect
    .poll(
      () =>
        (code = mailsTo(email, said)
          .map((text) => said.exec(text)![1])
          .at(-1)),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** A scholarship application naming a counselor (the REST form, as the browser sends it), and the counselor's address. */
export async function applyWithCounselor(
  request: APIRequestContext,
  lastName: string,
  { firstName = 'Aisha', locale = 'en' }: { firstName?: string; locale?: 'en' | 'es' } = {},
): Promise<{ app: Submitted; counselor: string }> {
  const counselor = `counselor.${lastName}@example.org`.toLowerCase();
  const app = await submitApplication(
    request,
    'high-school',
    { firstName, lastName },
    {
      fields: {
        recommenderName: 'Ms. Carter',
        recommenderEmail: counselor,
        recommenderRole: 'counselor',
        lettersWaiver: 'yes',
        ...(locale === 'es' ? { locale: 'es' } : {}),
      },
    },
  );
  return { app, counselor };
}

/** The status page's labels, in the page's language. */
export const STATUS_WORDS = {
  en: { reference: /^Reference number/, email: /^E-mail address/, code: /^6-digit code/ },
  es: { reference: /^Número de referencia/, email: /^Correo electrónico/, code: /^Código de 6 dígitos/ },
} as const;

/** Signs in on the status page (already open) with the e-mailed code. */
export async function signInToStatusPage(page: Page, app: Submitted, words: (typeof STATUS_WORDS)['en' | 'es']) {
  await page.getByLabel(words.reference).fill(app.reference);
  await page.getByLabel(words.email).fill(app.email);
  await page.getByLabel(words.email).press('Enter');
  await page.getByLabel(words.code).fill(await statusCodeFor(app.email));
  await page.getByLabel(words.code).press('Enter');
}
