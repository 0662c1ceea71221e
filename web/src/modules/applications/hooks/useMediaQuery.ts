import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, following rotation and resizing; false while rendering on the server. */
export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media).matches,
    () => false,
  );
}
