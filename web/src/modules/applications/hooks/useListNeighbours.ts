import { useEffect, useRef } from 'react';
import { useApplicationListQuery, type ApplicationRowFragment } from '../../../generated/graphql';
import type { ListPlace } from '../list-place';

export interface Neighbour {
  row: ApplicationRowFragment;
  position: number;
}

export interface Neighbours {
  previous: Neighbour | null;
  next: Neighbour | null;
  /** This application's position and the list's total; null once it has left the list (archived). */
  here: { position: number; total: number; estimate: boolean } | null;
}

/**
 * The applications before and after this one in the list it was opened from. The list's page is
 * usually in the cache already (the reviewer just saw it), so this asks the server only at a page
 * boundary, or again once this application has left the list, when the rows have moved up.
 */
export function useListNeighbours(place: ListPlace | null, id: string): Neighbours {
  const pageSize = place?.variables.pageSize ?? 1;
  const page = place ? Math.ceil(place.position / pageSize) : 1;
  const base = (page - 1) * pageSize;
  // The list's own query when the place is on its page (after included: the same cached answer);
  // a neighbouring page by its number.
  const samePage = page === place?.variables.page;
  const variables = { ...place?.variables, page, after: samePage ? place?.variables.after : null } as ListPlace['variables'];
  const current = useApplicationListQuery({ variables, skip: !place, fetchPolicy: 'cache-first' });
  const list = current.data?.applications;
  const items = list?.items ?? [];
  const at = items.findIndex((row) => row.id === id);
  const gone = Boolean(list) && at < 0;

  // This application left the list (archived from its page): the rows behind it have moved up,
  // and the cached page lacks the one that moved in from the next page. Ask once for it afresh.
  const refetched = useRef(false);
  const { refetch } = current;
  useEffect(() => {
    if (gone && !refetched.current) {
      refetched.current = true;
      void refetch().catch(() => undefined);
    }
  }, [gone, refetch]);

  // Where this application is (or was) on the page: the rows before it and after it.
  const slot = at >= 0 ? at : place ? Math.min((place.position - 1) % pageSize, items.length) : 0;
  const before = slot > 0 ? items[slot - 1] : undefined;
  const after = at >= 0 ? items[at + 1] : items[slot];
  const pageCount = list?.pageCount ?? 0;
  const previousPage = useApplicationListQuery({
    variables: { ...variables, page: page - 1, after: null },
    skip: !list || before !== undefined || page <= 1,
    fetchPolicy: 'cache-first',
  });
  const nextPage = useApplicationListQuery({
    variables: { ...variables, page: page + 1, after: null },
    skip: !list || after !== undefined || page >= pageCount,
    fetchPolicy: 'cache-first',
  });

  const previousRow = before ?? (page > 1 ? previousPage.data?.applications.items.at(-1) : undefined);
  const nextRow = after ?? (page < pageCount ? nextPage.data?.applications.items[0] : undefined);
  return {
    previous: previousRow ? { row: previousRow, position: before ? base + slot : base } : null,
    next: nextRow ? { row: nextRow, position: after ? base + slot + (at >= 0 ? 2 : 1) : base + pageSize + 1 } : null,
    here: list && at >= 0 ? { position: base + at + 1, total: list.total, estimate: list.totalIsEstimate } : null,
  };
}
