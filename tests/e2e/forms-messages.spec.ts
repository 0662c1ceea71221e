import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { messages } from '../../api/src/domain/messages.js';
import { expectFormCleared, mailContaining, signedInAdmin, typeInto } from './support/forms.js';
import { expectNoSeriousAxeViolations, WCAG_21_AA } from './support/axe.js';

async function hydratedForm(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('form', { name });
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

/** Sends the browser's JSON with one field changed, so the real server refuses it (a not-OK answer). */
async function corruptNextPost(page: Page, path: string, change: Record<string, string>) {
  await page.route(
    `**${path}`,
    async (route) => {
      const body = { ...(route.request().postDataJSON() as Record<string, string>), ...change };
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

test('volunteer: sends a request that reaches the organisation by e-mail; a refused one shows the failure message', async ({
  page,
  staffUser,
}) => {
  await page.goto('/open-diploma-fund-volunteer-opportunities');
  await expect(page.getByRole('heading', { name: 'Get in touch with us!' })).toBeVisible();
  const form = await hydratedForm(page, 'Volunteer with us');
  await expectNoSeriousAxeViolations(page, { include: 'form', tags: WCAG_21_AA });

  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please choose how you would like to help.')).toBeVisible();

  const role = form.getByRole('combobox', { name: 'How would you like to help?' });
  expect(await role.locator('option').allTextContents()).toEqual([
    'Select…',
    'Board member',
    'Fundraiser',
    'Grant application writer',
    'Other',
  ]);
  await typeInto(form.getByRole('textbox', { name: 'Full name' }), 'Priya Raman');
  await typeInto(form.getByRole('textbox', { name: 'E-mail' }), 'priya.raman@example.com');
  await role.selectOption('Other');
  await typeInto(form.getByRole('textbox', { name: /If you selected Other/ }), 'Spanish translation');
  await typeInto(
    form.getByRole('textbox', { name: /Tell us about yourself/ }),
    'I translate for a living and can help families read the forms.',
  );

  // A not-OK answer from the server: the spec's failure message, and nothing typed is lost.
  await corruptNextPost(page, '/api/send/send-email-volunteer', { volunteerRole: 'Treasurer' });
  await form.getByRole('button', { name: 'Send' }).click();
  const failure = page.getByRole('alertdialog', { name: messages.volunteerFailure });
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAccessibleDescription('Request not sent');
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(failure).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Priya Raman');

  await form.getByRole('button', { name: 'Send' }).click();
  const thanks = page.getByRole('dialog', { name: messages.volunteerSuccess });
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveAccessibleDescription('Request sent');
  await expectFormCleared(form);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();

  const mail = await mailContaining('Volunteer request from Priya Raman');
  expect(mail).toMatch(/^To: hello@opendiplomafund\.org/im);
  expect(mail).toMatch(/^Reply-To: priya\.raman@example\.com/im);
  expect(mail.replace(/=\r?\n/g, '')).toContain('Role: Other (Spanish translation)');

  // Staff (admin) read it back through GraphQL.
  const admin = await signedInAdmin(await staffUser('admin'));
  const answer = await admin.post('/graphql', {
    data: { query: '{ visitorMessages(kind: volunteer) { items { name email volunteerRole otherRole body } } }' },
  });
  const { data } = (await answer.json()) as { data: { visitorMessages: { items: { name: string; otherRole: string }[] } } };
  expect(data.visitorMessages.items).toContainEqual(
    expect.objectContaining({ name: 'Priya Raman', otherRole: 'Spanish translation' }),
  );
  await admin.dispose();
});

test('contact: success clears the form and mails the organisation; not-OK and network errors show their messages', async ({
  page,
}) => {
  await page.goto('/open-diploma-fund-contact-us');
  const form = await hydratedForm(page, 'Contact us');
  await expectNoSeriousAxeViolations(page, { include: 'form', tags: WCAG_21_AA });
  const name = form.getByRole('textbox', { name: 'Full name' });
  const email = form.getByRole('textbox', { name: 'E-mail' });
  const message = form.getByRole('textbox', { name: 'Message' });
  for (const control of [name, email, message]) await expect(control).toHaveAttribute('required', '');
  await expect(email).toHaveAttribute('type', 'email');

  await typeInto(name, 'Sam Whitfield');
  await typeInto(email, 'sam.whitfield@example.com');
  await typeInto(message, 'Can parents of community-college transfers apply?');

  // No answer at all: the spec's alert text, in an accessible alert dialog (not window.alert).
  page.on('dialog', () => {
    throw new Error('window.alert must not be used');
  });
  await page.route('**/api/send/send-email-contact', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send message' }).click();
  const networkAlert = page.getByRole('alertdialog', { name: messages.contactNetworkError });
  await expect(networkAlert).toBeVisible();
  await expect(networkAlert).toHaveAccessibleDescription('Message not sent');
  await networkAlert.getByRole('button', { name: 'OK' }).click();
  await page.unroute('**/api/send/send-email-contact');

  // A not-OK answer: the spec's failure dialog.
  await corruptNextPost(page, '/api/send/send-email-contact', { email: 'not-an-address' });
  await form.getByRole('button', { name: 'Send message' }).click();
  const failure = page.getByRole('alertdialog', { name: messages.contactFailure });
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAccessibleDescription('Message not sent');
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(message).toHaveValue('Can parents of community-college transfers apply?');

  // The server's field message is shown at the e-mail field; typing again clears it.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.press('End');
  await email.pressSequentially(' ');
  await email.press('Backspace');
  await form.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByRole('dialog', { name: messages.contactSuccess });
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveAccessibleDescription('Message sent');
  await expectFormCleared(form);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();

  const mail = await mailContaining('Contact message from Sam Whitfield');
  expect(mail.replace(/=\r?\n/g, '')).toContain('Can parents of community-college transfers apply?');
});
