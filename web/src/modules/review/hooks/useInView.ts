import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is on the screen while `watching` (true where the browser cannot tell). */
export function useInView(ref: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return setInView(true);
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching]);
  return inView;
}
