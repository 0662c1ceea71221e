import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { askListUrl, listUrlShown, startListUrl, type ListUrl } from '../list-url';

// One page, one URL: the three lists and the kind tabs on it share what was asked for last.
let latest: ListUrl | null = null;

/**
 * The page's query as shown, and a way to change it that builds on the query asked for last, so a
 * quick second change (a new sort right after a search) keeps the first even before it is shown.
 */
export function useListUrl(): [URLSearchParams, (edit: (params: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname, key } = useLocation();
  const query = params.toString();
  // Told right after the page shows a new URL, before the reviewer can act on it.
  useLayoutEffect(() => {
    latest = listUrlShown(latest, pathname, query, key);
  }, [pathname, query, key]);

  const change = useCallback(
    (edit: (params: URLSearchParams) => void) => {
      const asked = askListUrl(latest ?? startListUrl(pathname, query, key), edit);
      latest = asked.state;
      // Replaces the entry: the back button leaves the list rather than stepping through its states.
      setParams(new URLSearchParams(asked.query), { replace: true });
    },
    [pathname, query, key, setParams],
  );
  return [params, change];
}
