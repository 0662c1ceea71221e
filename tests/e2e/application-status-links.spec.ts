import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { submitApplication, uniqueTag } from './support/console.js';
import { mailContaining } from './support/forms.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

/**
 * The e-mails' links to the status page (issue 42, problem 2): the receipt's link fills in the
 * reference and the e-mail address, so the applicant asks for a code in one press; the address is
 * never in the link (a key in its fragment stands for it) and the key leaves the address bar. A
 * missing field is named at the field. Screenshots go to test-results/application-status.
 */
const SHOTS = 'test-results/application-status';

/** The raw mail's text with quoted-printable soft breaks undone. */
const textOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

for (const width of [390, 1280]) {
  test(`the receipt's link fills in the reference and the e-mail address, and a code is one press away (${width} px)`, async ({
    page,
    request,
  }) => {
    const app = await submitApplication(request, 'undergrad', { firstName: 'Ines', lastName: `Linked${uniqueTag()}` });
    const receipt = textOf(await mailContaining(`We received your application (${app.reference})`));
    const href = /https?:\/\/[^/\s]+(\/application-status\?reference=[A-Z0-9-]+#key=[\w-]{22})/.exec(receipt)![1]!;
    expect(href.toLowerCase()).not.toContain(app.email.split('@')[0]!.toLowerCase());

    await page.setViewportSize({ width, height: 900 });
    await page.goto(href);
    await expect(page.getByLabel(/^Reference number/)).toHaveValue(app.reference);
    await expect(page.getByLabel(/^E-mail address/)).toHaveValue(app.email);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'We filled in your reference number and e-mail address from our e-mail. Ask for a code to see your application.',
    );
    // The key is not kept in the address bar, its history or a bookmark.
    expect(new URL(page.url()).hash).toBe('');
    await expectNoSeriousAxeViolations(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/linked-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
    await expect(page.getByText(app.email, { exact: true })).toBeVisible();
  });
}

test('a link with only the reference asks for the e-mail address at its field, and a wrong key fills in nothing', async ({
  page,
  request,
}) => {
  const app = await submitApplication(request, 'parent', { firstName: 'Olga', lastName: `Half${uniqueTag()}` });
  await page.goto(`/application-status?reference=${app.reference}#key=${'A'.repeat(22)}`);
  await expect(page.getByLabel(/^Reference number/)).toHaveValue(app.reference);
  await page.getByRole('button', { name: 'I already have a code' }).click();
  const email = page.getByLabel(/^E-mail address/);
  await expect(email).toHaveAccessibleDescription(/Please enter the e-mail address you applied with first\./);
  await expect(email).toHaveValue('');
  await expect(page.getByText('Please enter your reference number and e-mail address first.')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
