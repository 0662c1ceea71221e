import { expect, test } from './support/fixtures.js';
import { uniqueTag } from './support/console.js';
import { mailContaining } from './support/forms.js';
import {
  applyWithCounselor,
  askScholarshipForALetter,
  letterLinkMailedTo,
  signInToStatusPage,
  STATUS_WORDS,
} from './support/letters.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { screenshotBothWidths } from './support/screenshots.js';

/**
 * The applicant's letters on the status page (issue 38, point 4): the request waiting, a
 * reminder (then not again for 48 hours), and someone else asked instead, in English at 1280 px
 * and in Spanish on a 390 px phone. Screenshots at both widths go to test-results/letters-status.
 */
const SHOTS = 'test-results/letters-status';
const PHONE = { width: 390, height: 844 };

const textOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const tokenIn = (text: string) => /\/letters\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

test('the applicant sees the letter waiting and sends one reminder, with the same link, at 1280 px', async ({
  staffUser,
  request,
  page,
}) => {
  test.setTimeout(120_000);
  await askScholarshipForALetter(await staffUser('admin'));
  const { app, counselor } = await applyWithCounselor(request, `Letters${uniqueTag()}`);
  const first = await letterLinkMailedTo(counselor);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/application-status');
  await expect(page.getByRole('button', { name: 'E-mail me a code' })).toBeEnabled();
  await signInToStatusPage(page, app, STATUS_WORDS.en);
  await expect(page.getByRole('heading', { name: `Application ${app.reference}` })).toBeFocused();

  const letters = page.getByRole('region', { name: 'Letters of recommendation' });
  await expect(letters.getByText('Ms. Carter', { exact: true })).toBeVisible();
  await expect(letters.getByText('School counselor', { exact: true })).toBeVisible();
  await expect(letters.getByText('Waiting for the letter', { exact: true })).toBeVisible();
  await expect(letters.getByText('We never show you the letter itself: only whether it has arrived.')).toBeVisible();
  // Nothing of the recommender's link on the page.
  expect(await page.content()).not.toContain(tokenIn(first.path)!);
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, `${SHOTS}/waiting`, { goOnAt: 1280 });

  const remind = letters.getByRole('button', { name: 'Send a reminder to Ms. Carter' });
  await remind.click();
  const result = letters.getByRole('status');
  await expect(result).toHaveText('Your reminder is on its way.');
  await expect(result).toBeFocused();
  await expect(remind).toBeDisabled();
  await expect(letters.getByText(/^You can send the next reminder on \w+ \d{1,2}, \d{4}/)).toBeVisible();
  const reminder = textOf(await mailContaining('Reminder: your letter for Aisha'));
  expect(reminder).toContain(`To: ${counselor}`);
  expect(tokenIn(reminder)).toBe(tokenIn(first.path));
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, `${SHOTS}/reminded`, { goOnAt: 1280 });
});

test('on a Spanish phone: the letter in Spanish, and someone else asked instead of the counselor', async ({
  staffUser,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await askScholarshipForALetter(await staffUser('admin'));
  const lastName = `Cartas${uniqueTag()}`;
  const { app, counselor } = await applyWithCounselor(request, lastName);
  const first = await letterLinkMailedTo(counselor);

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/es/application-status');
  await signInToStatusPage(page, app, STATUS_WORDS.es);
  const letters = page.getByRole('region', { name: 'Cartas de recomendación' });
  await expect(letters.getByText('Esperando la carta', { exact: true })).toBeVisible();
  await expect(letters.getByText('Consejero o consejera escolar', { exact: true })).toBeVisible();
  await expect(letters.getByRole('button', { name: 'Enviar un recordatorio a Ms. Carter' })).toBeEnabled();

  await letters.getByRole('button', { name: 'Pedírsela a otra persona en lugar de Ms. Carter' }).click();
  const form = letters.getByRole('form', { name: 'Pedir la carta a otra persona' });
  await expect(form.getByLabel('Nombre de la persona que le recomienda')).toBeFocused();
  // Sent empty: the server's messages, in Spanish, at each field.
  await form.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(form.getByText('Escriba el nombre de la persona que le recomienda.')).toBeVisible();
  await expect(form.getByText('Elija qué relación tiene con usted la persona que le recomienda.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, `${SHOTS}/replace-form-es`, { goOnAt: 390 });

  const teacher = `teacher.${lastName}@example.org`.toLowerCase();
  await form.getByLabel('Nombre de la persona que le recomienda').fill('Mr. Okafor');
  await form.getByLabel('Correo electrónico de la persona que le recomienda').fill(teacher);
  await form.getByLabel('Qué relación tiene con usted').selectOption({ label: 'Maestro o maestra' });
  await form.getByRole('button', { name: 'Enviar la solicitud' }).click();
  const result = letters.getByRole('status');
  await expect(result).toHaveText('La nueva persona que le recomienda recibirá el enlace por correo electrónico.');
  await expect(result).toBeFocused();
  await expect(form).toBeHidden();
  await expect(letters.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(letters.getByText('Maestro o maestra', { exact: true })).toBeVisible();
  await expect(letters.getByText('Esperando la carta', { exact: true })).toBeVisible();
  const second = await letterLinkMailedTo(teacher);
  expect(tokenIn(second.path)).not.toBe(tokenIn(first.path));
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, `${SHOTS}/replaced-es`, { goOnAt: 390 });
  await context.close();
});
