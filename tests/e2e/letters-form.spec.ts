import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  expectNoSeriousAxeViolations,
  field,
  fillScholarshipForm,
  hydratedForm,
  mailsTo,
  submitAndExpectThanks,
} from './support/forms.js';
import { askScholarshipForALetter } from './support/letters.js';

/**
 * Letters of recommendation on the form (issue 38): an admin asks for one letter on the Cycles
 * page, the scholarship form then names the recommender (English and Spanish), and the
 * recommender is e-mailed a private link. It runs in the letters project, after every spec that
 * submits the form without a recommender (playwright.config.ts), so the setting stays.
 * Screenshots at 1280 and 390 px go to test-results/letters.
 */

/** The form's page once the site shows the cycle's new settings (the content version moves within seconds). */
async function openForm(page: Page, path: string, section: string, shown = true): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('group', { name: section, exact: true })).toHaveCount(shown ? 1 : 0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('an admin asks for one letter on the Cycles page; the scholarship form then names a counselor, at 1280 and 390 px', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(180_000);
  {
    await signInAs('admin');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Cycles' }).click();
    const cycle = page.getByRole('form', { name: 'Scholarship cycle' });
    // Another letters spec may have asked for the letter already: the control shows what is saved.
    await expect(cycle.getByLabel('Letters of recommendation')).toHaveValue(/^[01]$/);
    // The shared rules answer at the field.
    await cycle.getByLabel('Days after the deadline a letter may still arrive').fill('-1');
    await cycle.getByRole('button', { name: /^Save the scholarship cycle/ }).click();
    await expect(cycle.getByText('The days after the deadline cannot be negative.')).toBeVisible();
    await cycle.getByLabel('Days after the deadline a letter may still arrive').fill('21');
    await cycle.getByLabel('Letters of recommendation').selectOption('One letter');
    await cycle.getByRole('button', { name: /^Save the scholarship cycle/ }).click();
    await expect(cycle.getByText('Saved. The public pages show it within a few seconds.')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await cycle.getByLabel('Letters of recommendation').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/letters/cycles-1280.png' });
    await expectNoSeriousAxeViolations(page);
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Scholarship cycle' });
    await expect(reloaded.getByLabel('Letters of recommendation')).toHaveValue('1');
    await expect(reloaded.getByLabel('Days after the deadline a letter may still arrive')).toHaveValue('21');
    await page.setViewportSize({ width: 390, height: 844 });
    await reloaded.getByLabel('Letters of recommendation').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/letters/cycles-390.png' });

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openForm(page, '/open-diploma-fund-for-high-school-students', 'Letter of recommendation');
      const form = await hydratedForm(page, 'High-school senior scholarship application');
      const letters = form.getByRole('group', { name: 'Letter of recommendation' });
      await expect(letters).toContainText('We e-mail your recommender a private link to upload the letter.');
      const student = `letters.${width}.${Date.now()}@example.com`;
      await fillScholarshipForm(form, student);
      await form.getByRole('checkbox', { name: /I confirm/ }).check();

      // Without a recommender the form says what is missing, at each control.
      await form.getByRole('button', { name: 'Submit application' }).click();
      await expect(field(letters, "Recommender's name")).toBeFocused();
      await expect(letters.getByText("Please enter your recommender's name.")).toBeVisible();
      await expect(letters.getByText('Please choose who your recommender is to you.')).toBeVisible();
      await expect(letters.getByText('Please choose whether you waive your right to read the letter.')).toBeVisible();
      await letters.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/letters/form-errors-${width}.png` });
      await expectNoSeriousAxeViolations(page);

      const counselor = `counselor.${width}.${Date.now()}@school.example`;
      await field(letters, "Recommender's name").fill('Dana Whitfield');
      await field(letters, "Recommender's e-mail").fill(counselor);
      await field(letters, 'Who they are to you').selectOption('School counselor');
      await letters.getByRole('radio', { name: 'Yes, I waive it' }).check();
      await expect(letters.getByText("Please enter your recommender's name.")).toHaveCount(0);
      await page.screenshot({ path: `test-results/letters/form-${width}.png` });
      await submitAndExpectThanks(page, form);

      await expect.poll(() => mailsTo(counselor, /\/letters\/[A-Za-z0-9_-]{43}/).length, { timeout: 20_000 }).toBe(1);
      const [invitation] = mailsTo(counselor, /asks you for a letter of recommendation/);
      expect(invitation).toContain('Dana Whitfield');
      expect(invitation).not.toContain('/es/letters/');
      // The applicant's own confirmation carries no link to the letter.
      await expect.poll(() => mailsTo(student, /We received your application/).length, { timeout: 20_000 }).toBe(1);
      expect(mailsTo(student, /\/letters\//)).toEqual([]);
    }
  }
});

test('the Spanish scholarship form asks for the recommender in Spanish', async ({ page, workerStaffUser }) => {
  test.setTimeout(120_000);
  {
    await askScholarshipForALetter(await workerStaffUser('admin'));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openForm(page, '/es/open-diploma-fund-for-high-school-students', 'Carta de recomendación');
      const form = page.locator('form.application-form');
      await expect(form).toHaveAttribute('novalidate', '');
      const letters = form.getByRole('group', { name: 'Carta de recomendación' });
      await expect(letters).toContainText('Enviaremos a la persona que le recomienda un enlace privado para subir la carta.');
      await expect(letters.getByLabel('Qué relación tiene con usted')).toContainText('Consejero o consejera escolar');
      await expect(letters.getByRole('radio', { name: 'Sí, renuncio' })).toBeVisible();
      await form.getByRole('button', { name: /Enviar/ }).click();
      await expect(letters.getByText('Escriba el nombre de la persona que le recomienda.')).toBeVisible();
      await expect(letters.getByText('Elija si renuncia a su derecho a leer la carta.')).toBeVisible();
      await letters.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/letters/form-es-${width}.png` });
      await expectNoSeriousAxeViolations(page);
    }
  }
  // A program whose cycle asks for none (the undergraduate one) has no such section.
  await openForm(page, '/es/open-diploma-fund-for-college-students', 'Carta de recomendación', false);
});
