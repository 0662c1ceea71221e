/**
 * The staff lists' page URL as last asked for. Each list's search, sort and page, and the phone's
 * kind tab, live in the URL, and a new URL reaches the page a moment after a control asks for it
 * (the router renders it in the background). A control used in that moment must build on the URL
 * asked for last, not the one the page still shows, or it drops the change before it: a search
 * followed quickly by a new sort, page, filter or tab would lose the search.
 */
export interface ListUrl {
  /** The page the query belongs to. */
  path: string;
  /** The query the page showed last, and the router's key for that visit. */
  shown: string;
  shownKey: string;
  /** Queries asked for that the page does not show yet, oldest first. */
  asked: readonly string[];
}

export function startListUrl(path: string, query: string, key: string): ListUrl {
  return { path, shown: query, shownKey: key, asked: [] };
}

/** The page now shows `query` on `path` (`key` tells one arrival from the next, even of the same query). */
export function listUrlShown(state: ListUrl | null, path: string, query: string, key: string): ListUrl {
  if (state === null || state.path !== path) return startListUrl(path, query, key);
  if (state.shownKey === key) return state;
  const own = state.asked.indexOf(query);
  // One of ours arrived (the router may skip straight to a later one); those after it are still coming.
  if (own >= 0) return { ...state, shown: query, shownKey: key, asked: state.asked.slice(own + 1) };
  // Changed elsewhere (back button, a link): what was asked before no longer stands.
  return startListUrl(path, query, key);
}

/** The query the next change builds on: the last one asked for, else the one shown. */
export function latestQuery(state: ListUrl): string {
  return state.asked.length > 0 ? state.asked[state.asked.length - 1]! : state.shown;
}

/** Applies `edit` to the latest query and remembers the result as asked for. */
export function askListUrl(state: ListUrl, edit: (params: URLSearchParams) => void): { state: ListUrl; query: string } {
  const params = new URLSearchParams(latestQuery(state));
  edit(params);
  const query = params.toString();
  // Asking for the URL already on its way (or shown) brings nothing new to wait for.
  if (query === latestQuery(state)) return { state, query };
  return { state: { ...state, asked: [...state.asked, query] }, query };
}
