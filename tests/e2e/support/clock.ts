import type { Page } from '@playwright/test';

/**
 * Gives the page a clock that stands still until the test moves it (`page.clock.runFor`).
 *
 * `page.clock.install()` alone keeps the fake clock ticking with real time, so on a busy machine a
 * slow page load could already have run a 3-second timer before the test looks. Pausing it makes
 * "hidden just before the delay" a statement about the page, not about the machine's speed. Like
 * every clock call, the pause is replayed on each page the test opens after it.
 */
export async function holdPageClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1);
}
