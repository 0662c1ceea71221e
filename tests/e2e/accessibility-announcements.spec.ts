import { controlAnnouncements } from './support/announcements.js';
import { rowOf, searchTable, submitApplication, tableOf, uniqueTag } from './support/console.js';
import { expect, test } from './support/fixtures.js';
import { fillScholarshipForm } from './support/forms.js';
import { paths } from './support/public-site.js';
import { completeSecondFactor } from './support/second-factor.js';

/**
 * Issue 41, item 5: what a screen reader hears on the pages that matter most, kept under test, in
 * English and Spanish. Each snapshot is the accessibility tree of one stable part of a page (a form,
 * a dialog, a panel): its order, roles, names and states. The `.aria.yml` and `.txt` files beside
 * this spec (accessibility-announcements.spec.ts-snapshots/) were read by a person and committed;
 * a change to what is announced fails here and shows as a diff to review. Where a field's help and
 * error are heard (its description, which an aria snapshot leaves out), `controlAnnouncements`
 * lists each control as Chromium's accessibility tree gives it. Values that change from run to run
 * (references, names, dates) are only in the few templates written here, as /regular expressions/.
 * Updating the files after a reviewed change: see README.md, Tests.
 */

const FORMS = [
  { key: 'college', path: paths.collegeStudents },
  { key: 'parents', path: paths.parents },
  { key: 'high-school', path: paths.highSchool },
] as const;

const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];
const localized = (locale: Locale, path: string) => (locale === 'en' ? path : `/es${path}`);

/** The words the steps below press, in each language. */
const WORDS = {
  en: {
    submit: 'Submit application',
    consent: /^I confirm/,
    ok: 'OK',
    sendCode: 'E-mail me a code',
    seeIt: 'See my application',
  },
  es: {
    submit: 'Enviar solicitud',
    consent: /^Confirmo/,
    ok: 'Aceptar',
    sendCode: 'Enviarme un código',
    seeIt: 'Ver mi solicitud',
  },
} as const;

/** A scholarship's reference number. */
const REFERENCE = String.raw`HS-[0-9A-Z]{4}-[0-9A-Z]{4}`;

/** The thank-you in its message box, then the one that stays in place of the form. */
const THANKS = {
  en: {
    dialog: `
      - /children: deep-equal
      - dialog "Thank you for submitting your application!":
        - heading "Thank you for submitting your application!" [level=2]
        - paragraph:
          - text: Your reference number is
          - strong: /^${REFERENCE}$/
          - text: ". Please keep it: quote it when you contact us about your application."
        - paragraph:
          - strong: "What happens next:"
          - text: /Our scholarship committee reviews applications after the deadline\\. If we need anything else, we will ask you by e-mail\\. Every applicant hears from us by e-mail by \\w+ \\d{1,2}, \\d{4}\\./
        - paragraph:
          - text: Follow your application, and send any document we ask for, on the
          - link "application status page":
            - /url: /application-status
          - text: with your reference number and e-mail address.
        - button "OK"`,
    region: `
      - /children: deep-equal
      - region "Thank you for submitting your application!":
        - heading "Thank you for submitting your application!" [level=3]
        - paragraph:
          - text: "Your reference number:"
          - strong: /^${REFERENCE}$/
        - button "Copy reference number"
        - status
        - heading "What happens next" [level=4]
        - paragraph: /Our scholarship committee reviews applications after the deadline\\. .* by \\w+ \\d{1,2}, \\d{4}\\./
        - paragraph: We have sent a confirmation with this reference number to your e-mail address.
        - paragraph:
          - link "Follow your application on the status page":
            - /url: /^\\/application-status\\?reference=${REFERENCE}$/
        - button "Start another application"`,
  },
  es: {
    dialog: `
      - /children: deep-equal
      - dialog "¡Gracias por enviar su solicitud!":
        - heading "¡Gracias por enviar su solicitud!" [level=2]
        - paragraph:
          - text: Su número de referencia es
          - strong: /^${REFERENCE}$/
          - text: ". Guárdelo: menciónelo cuando nos escriba sobre su solicitud."
        - paragraph:
          - strong: "Qué pasa ahora:"
          - text: /Nuestro comité de becas revisa las solicitudes después de la fecha límite\\. Si necesitamos algo más, se lo pediremos por correo electrónico\\. Todas las personas que solicitan recibirán nuestra respuesta por correo electrónico a más tardar el \\d{1,2} de \\w+ de \\d{4}\\./
        - paragraph:
          - text: Consulte el estado de su solicitud y envíe los documentos que le pidamos en la
          - link "página del estado de la solicitud":
            - /url: /es/application-status
          - text: ", con su número de referencia y su correo electrónico."
        - button "Aceptar"`,
    region: `
      - /children: deep-equal
      - region "¡Gracias por enviar su solicitud!":
        - heading "¡Gracias por enviar su solicitud!" [level=3]
        - paragraph:
          - text: "Su número de referencia:"
          - strong: /^${REFERENCE}$/
        - button "Copiar el número de referencia"
        - status
        - heading "Qué pasa ahora" [level=4]
        - paragraph: /Nuestro comité de becas revisa las solicitudes después de la fecha límite\\. .* a más tardar el \\d{1,2} de \\w+ de \\d{4}\\./
        - paragraph: Le enviamos una confirmación con este número de referencia a su correo electrónico.
        - paragraph:
          - link "Consulte el estado de su solicitud":
            - /url: /^\\/es\\/application-status\\?reference=${REFERENCE}$/
        - button "Comenzar otra solicitud"`,
  },
} as const;

/**
 * The list searched down to one application: the names, reference and day are this run's own. Its
 * filters are held in order; its table whole.
 */
const NAME = String.raw`Ada Heard[a-z]+`;
const LIST = `
  - region /^High school applications ?, 1 in this list$/:
    - heading /^High school applications ?, 1 in this list$/ [level=2]
    - search:
      - text: Search high school applications
      - searchbox "Search high school applications": /^Heard[a-z]+$/
      - button "Clear search high school applications": ×
    - text: Sort by
    - combobox "Sort by"
    - text: Review status
    - combobox "Review status"
    - checkbox "Assigned to me"
    - text: Assigned to me
    - button "Export CSV"
    - table "High school applications":
      - /children: deep-equal
      - caption: High school applications
      - rowgroup:
        - row "Select No. Name Reference Submitted Review and score Assigned Actions":
          - columnheader "Select"
          - columnheader "No."
          - columnheader "Name"
          - columnheader "Reference"
          - columnheader "Submitted"
          - columnheader "Review and score"
          - columnheader "Assigned"
          - columnheader "Actions"
      - rowgroup:
        - row /^Select ${NAME}'s application 1 ${NAME} ada\\.heard[a-z]+ @example\\.org ${REFERENCE} \\d\\d\\/\\d\\d\\/\\d{4} Received Not scored — View ${NAME}'s application Archive ${NAME}'s application$/:
          - cell /^Select ${NAME}'s application$/:
            - checkbox /^Select ${NAME}'s application$/
          - cell "1"
          - rowheader /^${NAME} ada\\.heard[a-z]+ @example\\.org$/
          - cell /^${REFERENCE}$/
          - cell /^\\d\\d\\/\\d\\d\\/\\d{4}$/:
            - time: /^\\d\\d\\/\\d\\d\\/\\d{4}$/
          - cell "Received Not scored"
          - cell "—"
          - cell /^View ${NAME}'s application Archive ${NAME}'s application$/:
            - link /^View ${NAME}'s application$/:
              - /url: /^\\/show-applicant\\/high-school\\/\\d+\\/ada-heard[a-z]+$/
              - text: View
            - button /^Archive ${NAME}'s application$/: Archive`;

/**
 * The review panel of a new application, as an employee hears it. Its score form is in its own
 * snapshot file; who may be assigned lists every staff member other specs made, so only the
 * signed-in one and Save are held there.
 */
const CONFLICT_QUESTION = `
  - /children: deep-equal
  - region /^Before you read [A-Z0-9-]+$/:
    - heading /^Before you read [A-Z0-9-]+$/ [level=1]
    - paragraph:
      - text: This application is from
      - strong: /^Ada Heard[a-z]+$/
      - text: '. Is this a relative, a friend or neighbour, someone you have money ties with, or someone from your school or employer? Then say so now: nothing of it has been loaded yet.'
    - 'button "No conflict: show the application"'
    - button "I have a conflict" [expanded=false]`;

const REVIEW = `
  - /children: deep-equal
  - region "Review":
    - heading "Review" [level=2]
    - paragraph: Status Received
    - group "Change the review status":
      - button "Start review"
      - button "Request more information"
    - status
    - heading "Score" [level=3]
    - paragraph: No scores yet.
    - form "Score":
      - /children: contain
    - heading "Notes" [level=3]
    - paragraph: No notes yet.
    - text: Add a note
    - textbox "Add a note"
    - 'checkbox "About the process, not the applicant (“documents requested”, “called the school”): every reviewer sees it at once"'
    - text: "About the process, not the applicant (“documents requested”, “called the school”): every reviewer sees it at once"
    - button "Add note"
    - heading "Assigned to" [level=3]
    - paragraph: Nobody yet.
    - group "Choose who reviews this application":
      - /children: contain
      - checkbox /^Employee Tester[0-9a-f]+$/
      - button "Save assignment"
    - heading "History" [level=3]
    - paragraph: Received; no moves yet.`;

for (const locale of LOCALES) {
  test(`each application form, before and after a failed submit, is heard with every error at its field (${locale})`, async ({
    page,
  }) => {
    for (const { key, path } of FORMS) {
      await page.goto(localized(locale, path));
      const form = page.locator('form.application-form');
      await expect(form).toHaveAttribute('novalidate', '');
      await expect(form).toMatchAriaSnapshot({ name: `${key}-${locale}-form.aria.yml` });

      await form.getByRole('button', { name: WORDS[locale].submit }).click();
      // The keyboard goes to the first field in error, which says what is wrong.
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(form).toMatchAriaSnapshot({ name: `${key}-${locale}-failed-submit.aria.yml` });
      expect(await controlAnnouncements(page, 'form.application-form')).toMatchSnapshot(
        `${key}-${locale}-failed-submit-controls.txt`,
      );
    }
  });

  test(`the thank-you is heard in its message box and in place of the form (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(localized(locale, paths.highSchool));
    const form = page.locator('form.application-form');
    await expect(form).toHaveAttribute('novalidate', '');
    await fillScholarshipForm(form, `announced.${uniqueTag()}@example.org`);
    await form.getByRole('checkbox', { name: WORDS[locale].consent }).check();
    await form.getByRole('button', { name: WORDS[locale].submit }).click();
    const box = page.getByRole('dialog');
    await expect(box).toBeVisible({ timeout: 30_000 });
    await expect(box.locator('.form-result')).toBeFocused();
    await expect(box).toMatchAriaSnapshot(THANKS[locale].dialog);
    await box.getByRole('button', { name: WORDS[locale].ok }).click();
    const thanks = page.locator('.form-thanks');
    await expect(thanks.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(thanks).toMatchAriaSnapshot(THANKS[locale].region);
  });

  test(`the status page's code step is heard, and a wrong code at its field (${locale})`, async ({ page, request }) => {
    // The same applicant every run: the code step names the address the code went to.
    const app = await submitApplication(request, 'undergrad', { firstName: 'Nia', lastName: 'Announced' });
    await page.goto(`${localized(locale, '/application-status')}?reference=${app.reference}`);
    const step = page.getByRole('main').getByRole('region');
    await expect(page.getByRole('button', { name: WORDS[locale].sendCode })).toBeEnabled();
    await step.getByRole('textbox').nth(1).fill(app.email);
    await page.getByRole('button', { name: WORDS[locale].sendCode }).click();
    await expect(step.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(step).toMatchAriaSnapshot({ name: `status-code-step-${locale}.aria.yml` });

    await step.getByRole('textbox').fill('000000');
    await step.getByRole('button', { name: WORDS[locale].seeIt }).click();
    await expect(step.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(step).toMatchAriaSnapshot({ name: `status-code-step-${locale}-wrong-code.aria.yml` });
    expect(await controlAnnouncements(page, 'main [role=region], main section')).toMatchSnapshot(
      `status-code-step-${locale}-wrong-code-controls.txt`,
    );
  });
}

/** The staff console is in English only. */
test('the staff sign-in with its second step, the list and the review panel are heard', async ({ staffUser, page, request }) => {
  test.setTimeout(90_000);
  const app = await submitApplication(request, 'high-school', { firstName: 'Ada', lastName: `Heard${uniqueTag()}` });
  const employee = await staffUser('employee');
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Staff login' });
  await expect(card).toMatchAriaSnapshot({ name: 'staff-login.aria.yml' });
  await card.getByLabel('Email').fill(employee.email);
  await card.getByLabel('Password', { exact: true }).fill(employee.password);
  await card.getByRole('button', { name: 'Log in' }).click();
  const code = card.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused();
  await expect(card).toMatchAriaSnapshot({ name: 'staff-second-step.aria.yml' });

  await code.fill('000000');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toMatchAriaSnapshot({ name: 'staff-second-step-wrong-code.aria.yml' });
  expect(await controlAnnouncements(page, 'main')).toMatchSnapshot('staff-second-step-wrong-code-controls.txt');
  await code.fill('');
  await completeSecondFactor(page, employee.email);
  await page.waitForURL('**/admin-access');

  // The list, searched down to this application: other specs' rows and counts are not heard here.
  const table = tableOf(page, 'high-school');
  await searchTable(table, app.lastName);
  await expect(rowOf(table, app)).toBeVisible();
  await expect(table).toMatchAriaSnapshot(LIST);

  await rowOf(table, app).getByRole('link', { name: /^View/ }).click();
  // Every application first asks about a conflict of interest (issue 39), its answer focused.
  const question = page.getByRole('region', { name: `Before you read ${app.reference}` });
  await expect(question).toMatchAriaSnapshot(CONFLICT_QUESTION);
  const noConflict = question.getByRole('button', { name: 'No conflict: show the application' });
  await expect(noConflict).toBeFocused();
  await noConflict.press('Enter');
  const panel = page.getByRole('region', { name: 'Review' });
  await expect(panel).toMatchAriaSnapshot(REVIEW);
  const score = panel.getByRole('form', { name: 'Score' });
  await expect(score).toMatchAriaSnapshot({ name: 'review-score.aria.yml' });
  // Saved with no points: the keyboard goes to the first criterion, which says what is missing.
  await score.getByRole('button', { name: 'Save my score' }).click();
  await expect(score.getByRole('combobox').first()).toBeFocused();
  await expect(score).toMatchAriaSnapshot({ name: 'review-score-no-points.aria.yml' });
  expect(await controlAnnouncements(page, 'form.review-score')).toMatchSnapshot('review-score-no-points-controls.txt');
});
