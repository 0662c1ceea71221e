import { expect } from '@playwright/test';
import { signedInAdmin, mailContaining } from './forms.js';
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
    data: { lettersRequired: 1, lettersDueDays: 14 },
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
