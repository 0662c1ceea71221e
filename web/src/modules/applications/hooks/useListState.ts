import { useCallback, useMemo } from 'react';
import { REVIEW_STATUSES } from '@domain/review/statuses';
import type { ApplicationSortField, ReviewStatus, SortDirection } from '../../../generated/graphql';
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
  /** The review-status filter; null for any. */
  reviewStatus: ReviewStatus | null;
  /** "Assigned to me". */
  assignedToMe: boolean;
  /** "Only related": applications sharing something with another (issue 39; admins and employees). */
  related: boolean;
  /**
   * The previous page's last application when the reviewer pressed Next: the server starts the
   * page right after it on its index, as fast on page 1,000 as on page 2. Any other change drops it.
   */
  after: string | null;
}

function isReviewStatus(value: string | null): value is ReviewStatus {
  return value !== null && (REVIEW_STATUSES as readonly string[]).includes(value);
}

/**
 * One table's state as the page's query holds it. "Assigned to me" is `mineByDefault` (a
 * volunteer's own queue) until the query says otherwise (`.mine=1` or `.mine=0`).
 */
export function readListState(params: URLSearchParams, param: string, mineByDefault = false): ListState {
  const sort = params.get(`${param}.sort`);
  const page = Number(params.get(`${param}.page`));
  const review = params.get(`${param}.review`);
  const mine = params.get(`${param}.mine`);
  return {
    search: params.get(`${param}.q`) ?? '',
    sort: isSortKey(sort) ? sort : 'newest',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    reviewStatus: isReviewStatus(review) ? review : null,
    assignedToMe: mine === '1' ? true : mine === '0' ? false : mineByDefault,
    related: params.get(`${param}.related`) === '1',
    after: page > 1 && /^[1-9]\d{0,15}$/.test(params.get(`${param}.after`) ?? '') ? params.get(`${param}.after`) : null,
  };
}

/** Writes a change to one table's state into the page's query (`params`), in place. */
export function applyListChange(params: URLSearchParams, param: string, change: Partial<ListState>): void {
  const set = (key: string, value: string | null) =>
    value ? params.set(`${param}.${key}`, value) : params.delete(`${param}.${key}`);
  if (change.search !== undefined) set('q', change.search.trim() || null);
  if (change.sort !== undefined) set('sort', change.sort === 'newest' ? null : change.sort);
  if (change.reviewStatus !== undefined) set('review', change.reviewStatus);
  // A choice is written as made, not left out when it equals the role's default: the default may
  // not be known yet at the click (the session still loading or refetching), and a choice left
  // out would then flip when it arrives. A plain address still means the role's default.
  if (change.assignedToMe !== undefined) set('mine', change.assignedToMe ? '1' : '0');
  if (change.related !== undefined) set('related', change.related ? '1' : null);
  // A new search, order or filter starts again at page 1.
  const refilters = [change.search, change.sort, change.reviewStatus, change.assignedToMe, change.related].some(
    (v) => v !== undefined,
  );
  const page = change.page ?? (refilters ? 1 : undefined);
  if (page !== undefined) set('page', page > 1 ? String(page) : null);
  set('after', change.after ?? null);
}

/**
 * One table's search, sort, page and review filters live in the page URL (?hs.q=…&hs.sort=…&
 * hs.page=…&hs.review=…&hs.mine=…), so a reviewer who opens an applicant and comes back (by the
 * back link or the browser's Back) finds the list as they left it, and can share it.
 */
export function useListState(param: string, mineByDefault = false): [ListState, (change: Partial<ListState>) => void] {
  const [params, changeUrl] = useListUrl();
  const state = useMemo<ListState>(() => readListState(params, param, mineByDefault), [params, param, mineByDefault]);

  const update = useCallback(
    (change: Partial<ListState>) => changeUrl((latest) => applyListChange(latest, param, change)),
    [param, changeUrl],
  );
  return [state, update];
}
