import { useCallback, useMemo } from 'react';
import type { ApplicationSortField, SortDirection } from '../../../generated/graphql';
import { useListUrl } from './useListUrl';

export const PAGE_SIZE = 20;

export const SORTS = {
  newest: { label: 'Newest first', sortBy: 'CREATED_AT', sortDirection: 'DESC' },
  oldest: { label: 'Oldest first', sortBy: 'CREATED_AT', sortDirection: 'ASC' },
  'name-asc': { label: 'Name, A to Z', sortBy: 'NAME', sortDirection: 'ASC' },
  'name-desc': { label: 'Name, Z to A', sortBy: 'NAME', sortDirection: 'DESC' },
} as const satisfies Record<string, { label: string; sortBy: ApplicationSortField; sortDirection: SortDirection }>;

export type SortKey = keyof typeof SORTS;

function isSortKey(value: string | null): value is SortKey {
  return value !== null && Object.hasOwn(SORTS, value);
}

export interface ListState {
  search: string;
  sort: SortKey;
  page: number;
  /**
   * The previous page's last application when the reviewer pressed Next: the server starts the
   * page right after it on its index, as fast on page 1,000 as on page 2. Any other change drops it.
   */
  after: string | null;
}

/** Writes a change to one table's state into the page's query (`params`), in place. */
export function applyListChange(params: URLSearchParams, param: string, change: Partial<ListState>): void {
  const set = (key: string, value: string | null) =>
    value ? params.set(`${param}.${key}`, value) : params.delete(`${param}.${key}`);
  if (change.search !== undefined) set('q', change.search.trim() || null);
  if (change.sort !== undefined) set('sort', change.sort === 'newest' ? null : change.sort);
  // A new search or order starts again at page 1.
  const page = change.page ?? (change.search !== undefined || change.sort !== undefined ? 1 : undefined);
  if (page !== undefined) set('page', page > 1 ? String(page) : null);
  set('after', change.after ?? null);
}

/**
 * One table's search, sort and page live in the page URL (?hs.q=…&hs.sort=…&hs.page=…), so a
 * reviewer who opens an applicant and comes back finds the list as they left it, and can share it.
 */
export function useListState(param: string): [ListState, (change: Partial<ListState>) => void] {
  const [params, changeUrl] = useListUrl();
  const state = useMemo<ListState>(() => {
    const sort = params.get(`${param}.sort`);
    const page = Number(params.get(`${param}.page`));
    return {
      search: params.get(`${param}.q`) ?? '',
      sort: isSortKey(sort) ? sort : 'newest',
      page: Number.isSafeInteger(page) && page > 1 ? page : 1,
      after: page > 1 && /^[1-9]\d{0,15}$/.test(params.get(`${param}.after`) ?? '') ? params.get(`${param}.after`) : null,
    };
  }, [params, param]);

  const update = useCallback(
    (change: Partial<ListState>) => changeUrl((latest) => applyListChange(latest, param, change)),
    [param, changeUrl],
  );
  return [state, update];
}
