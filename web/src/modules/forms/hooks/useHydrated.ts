import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once React runs the page. Forms use
 * the browser's own validation until then, and their own messages after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
