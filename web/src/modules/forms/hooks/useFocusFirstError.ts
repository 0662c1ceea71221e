import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Returns a function that, after the next render, moves focus to the first invalid control
 * of the form (in page order) and scrolls it into view.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    // Smooth, unless the visitor asked for less motion (an explicit 'smooth' ignores the page's CSS).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    first.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [request, formRef]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
