import { timings } from '../../site/site-config';
import { prefersReducedMotion } from './motion';

/** Types the heading out one character every 80 ms; with reduced motion it stays whole. */
export function enhanceTypedHeading(el: HTMLElement): void {
  const text = el.textContent ?? '';
  if (prefersReducedMotion() || text.length === 0) {
    el.dataset.state = 'done';
    return;
  }
  let shown = 0;
  el.textContent = '';
  el.dataset.state = 'typing';
  const timer = window.setInterval(() => {
    shown += 1;
    el.textContent = text.slice(0, shown);
    if (shown >= text.length) {
      window.clearInterval(timer);
      el.dataset.state = 'done';
    }
  }, timings.typedHeadingMsPerChar);
}
