import type { Locator, Page } from '@playwright/test';
import { expect, test, type StaffUserFixture } from './support/fixtures.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { uniqueTag } from './support/console.js';
import { signIn, type StaffUser } from './support/staff.js';

/**
 * Issue 42, problem 9, at 1280 and 390 px: on the privileges page, approving a factor reset,
 * deleting a user and lowering a role each ask first in a dialog that names the person and says
 * what happens. Cancel and Escape change nothing and give focus back to the button; confirming
 * does it. DELETE sits apart from SAVE, and nobody's own row has one. Screenshots of the page
 * and the dialogs go to SHOTS_DIR (default test-results/confirmations) as confirm-*.png.
 */

// Two admins (one asks for the reset, one approves) and three users: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const dir = process.env.SHOTS_DIR ?? 'test-results/confirmations';
const SIZES = { 1280: { width: 1280, height: 900 }, 390: { width: 390, height: 844 } } as const;

const fullName = (u: StaffUser) => `${u.firstName} ${u.lastName}`;
const rowOf = (page: Page, user: StaffUser) => page.getByRole('row').filter({ hasText: user.email });
// The page's own notice, in its main region: a standing notice some machines show is never it.
const notice = (page: Page, text: string) => page.getByRole('main').getByRole('status').filter({ hasText: text });

/** A second admin asks for the reset of `user`'s factors in a browser of their own. */
async function askForReset(page: Page, user: StaffUser, staffUser: StaffUserFixture): Promise<void> {
  const asker = await staffUser('admin', { firstName: 'Asking', lastName: `Admin${uniqueTag()}` });
  const context = await page.context().browser()!.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, asker);
    await other.goto('/admin-access-privileges');
    await other.getByLabel('Whose sign-in factors to reset').selectOption({ label: `${fullName(user)} (${user.email})` });
    await other.getByRole('button', { name: 'Ask to reset' }).click();
    await expect(notice(other, 'Asked. A second admin must approve the reset.')).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The open confirmation: named by its question, described by the consequence, Cancel focused. */
async function expectConfirmation(page: Page, title: string, consequence: RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(consequence);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  return dialog;
}

/** Escape closes without doing anything, and focus goes back to the button that opened it. */
async function escapeBackTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const width of [1280, 390] as const) {
  test(`the privileges page asks before a factor reset, a deletion or a lower role, naming the person (${width} px)`, async ({
    page,
    signInAs,
    staffUser,
  }) => {
    await page.setViewportSize(SIZES[width]);
    const tag = uniqueTag();
    const lost = await staffUser('volunteer', { firstName: 'Jane', lastName: `Lostphone${tag}` });
    const leaving = await staffUser('volunteer', { firstName: 'Leo', lastName: `Leaving${tag}` });
    const moving = await staffUser('employee', { firstName: 'Mia', lastName: `Moving${tag}` });
    await askForReset(page, lost, staffUser);

    const admin = await signInAs('admin');
    await page.goto('/admin-access-privileges');
    await expect(page.getByRole('heading', { level: 1, name: 'Privileges' })).toBeVisible();

    // Your own row: no DELETE at all (the server refuses it too).
    await expect(rowOf(page, admin).getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    // DELETE is apart from SAVE: in its own cell, not next to it (after it on a wide screen, below on a phone).
    const leavingRow = rowOf(page, leaving);
    const save = (await leavingRow.getByRole('button', { name: `Save role of ${fullName(leaving)}` }).boundingBox())!;
    const del = leavingRow.getByRole('button', { name: `Delete ${fullName(leaving)}` });
    const delBox = (await del.boundingBox())!;
    if (width === 1280) expect(delBox.x - (save.x + save.width)).toBeGreaterThanOrEqual(24);
    else expect(delBox.y - (save.y + save.height)).toBeGreaterThanOrEqual(16);

    // ── Approve reset ──────────────────────────────────────────────────────────
    const waiting = page
      .getByRole('list', { name: 'Resets waiting for approval' })
      .getByRole('listitem')
      .filter({ hasText: lost.lastName });
    const approve = waiting.getByRole('button', { name: `Approve reset of ${fullName(lost)}` });
    await approve.click();
    const resetTitle = `Reset ${fullName(lost)}'s sign-in factors?`;
    let dialog = await expectConfirmation(
      page,
      resetTitle,
      /^Jane's authenticator app, passkeys and recovery codes are removed, and Jane is signed out on every device.*sets up a new authenticator app or passkey\.$/,
    );
    await expect(dialog.getByRole('button', { name: `Reset ${fullName(lost)}'s factors` })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { what: 'reset confirmation' });
    await page.screenshot({ path: `${dir}/confirm-reset-${width}.png` });
    await escapeBackTo(page, dialog, approve);

    await approve.click();
    dialog = await expectConfirmation(page, resetTitle, /authenticator app, passkeys and recovery codes are removed/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(approve).toBeFocused();
    await expect(waiting).toHaveCount(1);

    await approve.click();
    await page
      .getByRole('dialog', { name: resetTitle })
      .getByRole('button', { name: `Reset ${fullName(lost)}'s factors` })
      .click();
    await expect(notice(page, `The sign-in factors of ${fullName(lost)} were reset.`)).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.locator(':focus')).toContainText('were reset'); // not lost to the top of the page

    // ── Delete ─────────────────────────────────────────────────────────────────
    const deleteTitle = `Delete ${fullName(leaving)}?`;
    await del.focus();
    await page.keyboard.press('Enter');
    dialog = await expectConfirmation(
      page,
      deleteTitle,
      /^Leo Leaving\w+'s staff account is removed and cannot be restored\. Leo is signed out on every device.*former staff member.*audit log/,
    );
    await expectNoSeriousAxeViolations(page, { what: 'delete confirmation' });
    await page.screenshot({ path: `${dir}/confirm-delete-${width}.png` });
    await escapeBackTo(page, dialog, del);

    await del.click();
    await page.getByRole('dialog', { name: deleteTitle }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: deleteTitle })).toBeHidden();
    await expect(leavingRow).toBeVisible();

    await del.click();
    await page
      .getByRole('dialog', { name: deleteTitle })
      .getByRole('button', { name: `Delete ${fullName(leaving)}` })
      .click();
    await expect(notice(page, `${fullName(leaving)} was deleted.`)).toBeVisible();
    await expect(leavingRow).toHaveCount(0);
    await expect(page.locator(':focus')).toContainText('was deleted');

    // ── A lower role ───────────────────────────────────────────────────────────
    const movingRow = rowOf(page, moving);
    const saveMoving = movingRow.getByRole('button', { name: `Save role of ${fullName(moving)}` });
    const demoteTitle = `Make ${fullName(moving)} a volunteer?`;
    await movingRow.getByRole('radio', { name: 'volunteer' }).check();
    await saveMoving.click();
    dialog = await expectConfirmation(
      page,
      demoteTitle,
      /^Mia is signed out on every device and signs in again as a volunteer\./,
    );
    await expectNoSeriousAxeViolations(page, { what: 'lower role confirmation' });
    await page.screenshot({ path: `${dir}/confirm-role-${width}.png` });
    await escapeBackTo(page, dialog, saveMoving);
    await expect(movingRow.getByText('employee', { exact: true }).first()).toBeVisible();

    await saveMoving.click();
    await page
      .getByRole('dialog', { name: demoteTitle })
      .getByRole('button', { name: `Make ${fullName(moving)} a volunteer` })
      .click();
    await expect(notice(page, `${fullName(moving)} is now a volunteer.`)).toBeVisible();
    await expect(movingRow.locator('.privileges__role')).toHaveText('volunteer');

    // A higher role needs no question.
    await movingRow.getByRole('radio', { name: 'employee' }).check();
    await saveMoving.click();
    await expect(notice(page, `${fullName(moving)} is now an employee.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await movingRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/confirm-page-${width}.png` });

    // The reset was real: the next sign-in sets up a new factor.
    if (width === 1280) {
      const context = await page.context().browser()!.newContext();
      const other = await context.newPage();
      await other.goto('/login');
      await other.getByLabel('Email').fill(lost.email);
      await other.getByLabel('Password', { exact: true }).fill(lost.password);
      await other.getByRole('button', { name: 'Log in' }).click();
      await expect(other.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
      await context.close();
    }
  });
}
