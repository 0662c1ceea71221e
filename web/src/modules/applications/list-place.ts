import type { ApplicationListQueryVariables } from '../../generated/graphql';

/**
 * Where an application sat in the list a reviewer opened it from: that list's query (kind,
 * status, search, order, review filters, page size) and the row's position in it, counted from 1
 * across pages. The detail page reads it to offer the previous and next application in the same
 * list. It travels in the router's location state, which survives a reload of the tab.
 */
export interface ListPlace {
  variables: ApplicationListQueryVariables;
  position: number;
  /** The list's key in the list page's URL (?hs.page=…), so "Back" returns to the right page. */
  param: string;
}

/** What a link to a detail page carries: the list to go back to, and the place in it. */
export interface DetailLinkState {
  from: string;
  place?: ListPlace;
}

function isPlace(value: unknown): value is ListPlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Partial<ListPlace>;
  const vars = place.variables as Partial<ApplicationListQueryVariables> | undefined;
  return (
    typeof place.position === 'number' &&
    Number.isSafeInteger(place.position) &&
    place.position > 0 &&
    typeof place.param === 'string' &&
    typeof vars === 'object' &&
    vars !== null &&
    typeof vars.kind === 'string' &&
    typeof vars.status === 'string' &&
    typeof vars.pageSize === 'number' &&
    vars.pageSize > 0
  );
}

/** The place carried by a location's state, if it is one (state may hold anything). */
export function placeOf(state: unknown): ListPlace | null {
  const place = (state as { place?: unknown } | null)?.place;
  return isPlace(place) ? place : null;
}

/** The list page address with its page parameter set to the page that holds `position`. */
export function listAddressAt(from: string, place: ListPlace, position: number): string {
  const [path, query = ''] = from.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  const page = Math.ceil(position / place.variables.pageSize);
  if (page > 1) params.set(`${place.param}.page`, String(page));
  else params.delete(`${place.param}.page`);
  // "After this row" names the list's page only while that page is the one to go back to.
  if (page !== place.variables.page) params.delete(`${place.param}.after`);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
