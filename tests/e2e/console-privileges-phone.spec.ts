import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { screenshotBothWidths } from './support/screenshots.js';

/**
 * The privileges page on a 390 px phone: nothing on it is wider than the screen, the
 * second-factor reset's user picker neither, even for a user with a long name and e-mail.
 * Screenshots at 390 and 1280 px go to test-results/privileges.
 */

/** How far the page scrolls sideways, in px (0: it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return document.documentElement.scrollWidth - innerWidth;
  });

test('on a phone the privileges page fits the screen, the factor-reset user picker too', async ({
  staffUser,
  page,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const long = await staffUser('employee', {
    firstName: 'Maximiliana-Evangelina',
    lastName: `Featherstonehaugh-Cholmondeley${Date.now().toString(36)}`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('admin');
  await page.goto('/admin-access-privileges');
  const picker = page.getByLabel('Whose sign-in factors to reset');
  await expect(picker.getByRole('option', { name: new RegExp(long.lastName) })).toBeAttached();
  await picker.selectOption({ label: `${long.firstName} ${long.lastName} (${long.email})` });
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const box = (await picker.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  // The reset waiting for a second admin, with the long name in its button, fits too.
  await page.getByRole('button', { name: 'Ask to reset' }).click();
  await expect(page.getByText('Asked. A second admin must approve the reset.')).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Resets waiting for approval' });
  await expect(waiting.getByRole('button', { name: new RegExp(`^Approve reset of .*${long.lastName}`) })).toBeVisible();
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -10_000); // the sticky header at the top of the full-page shots
  await screenshotBothWidths(page, 'test-results/privileges/privileges', { goOnAt: 390 });
});
