import { useCallback } from 'react';

/**
 * A ref for a part of the page with sticky children: it sets `--sticky-top` on the element to the
 * height of the console's sticky header (ConsoleHeader), which wraps to a second row on narrower
 * laptops, and follows it as it changes. Without the console header it stays unset (the CSS falls back).
 */
export function useStickyTop<T extends HTMLElement>(): (element: T | null) => (() => void) | undefined {
  return useCallback((element: T | null) => {
    const header = document.querySelector<HTMLElement>('.console-header');
    if (!element || !header || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => element.style.setProperty('--sticky-top', `${header.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}
