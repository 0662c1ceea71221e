/**
 * Moves the reader to a part of the page, as an in-page link should for everyone: it scrolls
 * there (under the sticky header, by the page's scroll padding) and moves keyboard and screen
 * reader focus to it, so Tab continues from there. Headings become focusable by script only.
 */
export function jumpTo(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
  return true;
}
