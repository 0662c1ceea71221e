import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the rules the public forms are held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** A CSS selector: only that part of the page is checked. */
  include?: string;
  /** Only rules with these tags (every rule when left out). */
  tags?: string[];
  /** Which state of the page this is, named in a failure ("step-up dialog"). */
  what?: string;
}

/** axe on the page: no serious or critical violation. Every e2e accessibility check goes through here. */
export async function expectNoSeriousAxeViolations(page: Page, { include, tags, what }: AxeScope = {}): Promise<void> {
  let axe = new AxeBuilder({ page });
  if (include) axe = axe.include(include);
  if (tags) axe = axe.withTags(tags);
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what ? `${what} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
