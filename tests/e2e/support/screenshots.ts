import type { Page } from '@playwright/test';

type Width = 390 | 1280;
const SIZES = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;

/**
 * Screenshots the page on a phone (390 px) and a laptop (1280 px), as we look at every page we
 * change, to `${prefix}-${width}.png`; then gives the page back the size the test goes on at.
 */
export async function screenshotBothWidths(
  page: Page,
  prefix: string,
  { goOnAt, fullPage = () => true }: { goOnAt: Width; fullPage?: (width: Width) => boolean },
): Promise<void> {
  for (const width of [390, 1280] as const) {
    await page.setViewportSize(SIZES[width]);
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: fullPage(width) });
  }
  await page.setViewportSize(SIZES[goOnAt]);
}
