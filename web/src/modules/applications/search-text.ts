/**
 * What a list's search box holds. The list's search lives in the page URL, and a new URL reaches
 * the page a moment after the box asks for it (the router renders it in the background). A
 * reviewer who types on in that moment must keep their newer text: the box follows the URL only
 * when someone else changed it (back button, a link), never when its own earlier search lands.
 */
export interface SearchText {
  /** What the box shows and will search for next. */
  text: string;
  /** The list's search the box last saw in the URL. */
  seen: string;
  /** Searches the box asked for that the URL does not show yet, oldest first. */
  sent: readonly string[];
}

export function startSearchText(search: string): SearchText {
  return { text: search, seen: search, sent: [] };
}

/** The box asked the list to search for `search` (Enter, a pause in typing, or Clear). */
export function searchSent(state: SearchText, search: string): SearchText {
  const wanted = search.trim();
  const last = state.sent.length > 0 ? state.sent[state.sent.length - 1] : state.seen.trim();
  // Asking again for what is already on its way changes nothing in the URL, so nothing will land.
  return wanted === last ? state : { ...state, sent: [...state.sent, wanted] };
}

/** The URL now holds `search` as the list's search. */
export function searchLanded(state: SearchText, search: string): SearchText {
  if (search === state.seen) return state;
  const own = state.sent.indexOf(search.trim());
  // The box's own search arrived: leave the text alone, the reviewer may have typed on since.
  if (own >= 0) return { ...state, seen: search, sent: state.sent.slice(own + 1) };
  const text = state.text.trim() === search.trim() ? state.text : search;
  return { text, seen: search, sent: [] };
}
