import { expect, type Page } from '@playwright/test';

/**
 * A keyboard user's stops, checked as WCAG 2.2 asks (issue 41): focus is never hidden (2.4.11, the
 * focused control is in the window and nothing, such as a sticky header or a fixed offer, lies over
 * the middle of what shows) and always shows (2.4.13: an outline of at least 2 px, or a ring drawn as a box
 * shadow, whose colour stands out 3:1 from the background it is drawn on).
 */

/** One stop as the page reports it: what has the focus and what is wrong with how it shows. */
interface Stop {
  what: string;
  problems: string[];
}

/**
 * Runs in the page (the tests compile without the DOM library: the types here are structural).
 * It first lets the page come to rest: the site scrolls smoothly to a newly focused control.
 */
async function inspectFocus(): Promise<Stop> {
  type Style = { outlineStyle: string; outlineWidth: string; outlineColor: string; boxShadow: string; backgroundColor: string };
  type El = {
    tagName: string;
    id: string;
    textContent: string | null;
    parentElement: El | null;
    getAttribute(name: string): string | null;
    getBoundingClientRect(): { left: number; top: number; width: number; height: number };
    contains(other: El | null): boolean;
    closest(selector: string): El | null;
    getAnimations(): { finished: Promise<unknown> }[];
  };
  const { document, innerWidth, innerHeight, getComputedStyle } = globalThis as unknown as {
    document: { activeElement: El | null; body: El; elementFromPoint(x: number, y: number): El | null };
    innerWidth: number;
    innerHeight: number;
    getComputedStyle(el: El): Style;
  };
  const view = globalThis as unknown as { scrollX: number; scrollY: number; requestAnimationFrame(then: () => void): void };
  const at = () => {
    const el = document.activeElement;
    const style = el ? getComputedStyle(el) : null;
    return `${view.scrollX},${view.scrollY},${JSON.stringify(el?.getBoundingClientRect())},${style?.boxShadow},${style?.outlineColor}`;
  };
  // A button's ring draws in with a transition that may not have started at the first frame:
  // wait for the control's own transitions to end, then for the page to come to rest.
  await Promise.all((document.activeElement?.getAnimations() ?? []).map((a) => a.finished.catch(() => undefined)));
  // At rest: two frames in a row with the page, the control and its ring as they were (a button's
  // ring fades in), 90 frames at most.
  for (let frame = 0, still = 0, last = at(); frame < 90 && still < 2; frame++) {
    await new Promise<void>((resolve) => view.requestAnimationFrame(() => resolve()));
    still = at() === last ? still + 1 : 0;
    last = at();
  }
  const el = document.activeElement;
  if (!el || el === document.body) return { what: 'nothing (the page itself)', problems: ['nothing has the focus'] };
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const what = `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${name}"`;
  const problems: string[] = [];

  // In view: a tall field (a text area) may stand past the window's edge, so the part in view is
  // measured; at least 24 px of it (or all of it) must show, and nothing lie over its middle.
  const box = el.getBoundingClientRect();
  const seen = {
    left: Math.max(box.left, 0),
    top: Math.max(box.top, 0),
    right: Math.min(box.left + box.width, innerWidth),
    bottom: Math.min(box.top + box.height, innerHeight),
  };
  const [seenWidth, seenHeight] = [seen.right - seen.left, seen.bottom - seen.top];
  if (box.width === 0 || box.height === 0) problems.push('it has no size');
  else if (seenWidth < Math.min(24, box.width) || seenHeight < Math.min(24, box.height))
    problems.push(
      `only ${Math.max(0, Math.round(seenWidth))}×${Math.max(0, Math.round(seenHeight))} px of it is in the ${innerWidth}×${innerHeight} window`,
    );
  else {
    const top = document.elementFromPoint((seen.left + seen.right) / 2, (seen.top + seen.bottom) / 2);
    // The control itself, something inside it, its own label, or a box it sits in (drawn under it).
    const label = el.id ? top?.closest(`label[for="${el.id}"]`) : null;
    if (top && !(top === el || el.contains(top) || top.contains(el) || label))
      problems.push(`it is covered by ${top.tagName.toLowerCase()}.${top.getAttribute('class') ?? ''}`);
  }

  // The colour behind the ring: the first box around the control with a background of its own.
  const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  let behind: number[] = [255, 255, 255];
  for (let up = el.parentElement; up; up = up.parentElement) {
    const c = rgb(getComputedStyle(up).backgroundColor);
    if (c.length >= 3 && (c[3] ?? 1) > 0.5) {
      behind = c;
      break;
    }
  }
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!]
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const style = getComputedStyle(el);
  const rings: { colour: number[]; width: number }[] = [];
  if (style.outlineStyle !== 'none') rings.push({ colour: rgb(style.outlineColor), width: parseFloat(style.outlineWidth) });
  for (const shadow of style.boxShadow.matchAll(
    /rgba?\(([^)]*)\)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px(?!\s*inset)/g,
  ))
    rings.push({ colour: shadow[1]!.split(',').map(Number), width: Number(shadow[5]) });
  const visible = rings.filter((r) => r.width >= 2 && (r.colour[3] ?? 1) > 0.5 && contrast(r.colour, behind) >= 3);
  if (visible.length === 0)
    problems.push(
      rings.length === 0
        ? 'it shows no focus ring (no outline, no box shadow)'
        : `its ring (${rings.map((r) => `${r.width}px rgb(${r.colour.join(',')})`).join(', ')}) is thinner than 2 px or under 3:1 against rgb(${behind.join(',')})`,
    );
  return { what, problems };
}

/** The focused control is in view, uncovered, and shows its focus (2.4.11, 2.4.13). Returns what it is. */
export async function expectVisibleFocus(page: Page, where: string): Promise<string> {
  const stop = await page.evaluate(inspectFocus);
  expect(stop.problems, `${where}: focus on ${stop.what}`).toEqual([]);
  return stop.what;
}

/** Presses a key, then checks the stop it leads to. */
export async function press(page: Page, key: string, where: string): Promise<string> {
  await page.keyboard.press(key);
  return expectVisibleFocus(page, `${where}, after ${key}`);
}

/**
 * Tabs (or Shift+Tabs) from stop to stop, checking each, until `until` says the focused control is
 * the one wanted; at most `max` stops. Returns every stop passed, for a test to count or name.
 */
export async function tabUntil(
  page: Page,
  until: () => Promise<boolean>,
  { where, max = 80, back = false }: { where: string; max?: number; back?: boolean },
): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    stops.push(await press(page, back ? 'Shift+Tab' : 'Tab', where));
    if (await until()) return stops;
  }
  throw new Error(`${where}: not reached in ${max} stops: ${stops.join(' → ')}`);
}

/** Whether the locator's element has the focus, without waiting. */
export const hasFocus = (locator: { evaluate<R>(fn: (el: unknown) => R): Promise<R> }) => () =>
  locator.evaluate((el) => el === (el as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement);

/**
 * Presses a key that moves the focus once the page has answered (a dialog opens, a step loads),
 * waits until `landed` says it is where it should be, then checks that stop.
 */
export async function pressTo(page: Page, key: string, landed: () => Promise<boolean>, where: string): Promise<string> {
  await page.keyboard.press(key);
  await expect.poll(landed, { message: `${where}: the focus lands after ${key}`, timeout: 30_000 }).toBe(true);
  return expectVisibleFocus(page, `${where}, after ${key}`);
}

/** Whether the focus is somewhere inside the locator's element (a dialog, a panel), without waiting. */
export const focusWithin = (locator: { evaluate<R>(fn: (el: unknown) => R): Promise<R> }) => () =>
  locator.evaluate((el) => {
    const box = el as { contains(other: unknown): boolean; ownerDocument: { activeElement: unknown } };
    return box.contains(box.ownerDocument.activeElement);
  });
