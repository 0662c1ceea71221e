import type { Page } from '@playwright/test';

/**
 * Every application's detail page first asks whether the viewer has a conflict of interest
 * (issue 39, decision 490). Staff in specs about something else answer "No conflict", as a
 * reviewer would, each time the question appears; console-conflicts.spec answers it itself.
 */
export const noConflictButton = (page: Page) =>
  page.getByRole('button', { name: 'No conflict: show the application', exact: true });

const answering = new WeakSet<Page>();
const askingItself = new WeakSet<Page>();

/** From now on, this page answers "No conflict" whenever an application asks (called at sign-in). */
export async function answerNoConflict(page: Page): Promise<void> {
  if (answering.has(page) || askingItself.has(page)) return;
  answering.add(page);
  await page.addLocatorHandler(noConflictButton(page), (button) => button.click());
}

/** This page meets the question itself for the rest of the test, whoever signs in (the conflicts spec). */
export async function askConflictQuestion(page: Page): Promise<void> {
  askingItself.add(page);
  if (answering.delete(page)) await page.removeLocatorHandler(noConflictButton(page));
}
