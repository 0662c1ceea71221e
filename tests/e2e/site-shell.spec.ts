import { expect, test } from '@playwright/test';

test('the home page loads, a link leads on, and an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Staff login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const missing = await page.goto('/this-page-does-not-exist');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Oops! We couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
