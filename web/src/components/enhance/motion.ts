/** True when the visitor asked the system for less motion (spec: honour prefers-reduced-motion). */
export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Runs `init` once per element (pages reached by client-side navigation are enhanced again). */
export function once(el: HTMLElement, init: () => void): void {
  if (el.dataset.enhanced) return;
  el.dataset.enhanced = 'true';
  init();
}

/** Calls `fn` when the window has finished loading (at once if it already has). */
export function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
}
