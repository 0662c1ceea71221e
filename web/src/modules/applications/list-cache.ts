import type { ApolloCache, Reference, TypePolicies } from '@apollo/client';
import type { ApplicationKind, ApplicationStatus } from '../../generated/graphql';

/**
 * Ids are per kind (high school #4 and undergraduate #4 are different people), so the cache
 * keys applications by kind and id. Without this two applicants would share one cache entry.
 */
export const applicationTypePolicies: TypePolicies = {
  ApplicationSummary: { keyFields: ['kind', 'id'] },
  ApplicationDetail: { keyFields: ['kind', 'id'] },
};

interface ListArgs {
  kind?: ApplicationKind;
  status?: ApplicationStatus;
}

/** The arguments of one cached `applications(...)` field, read back from its store name. */
export function listArgs(storeFieldName: string): ListArgs | null {
  const start = storeFieldName.indexOf('{');
  const end = storeFieldName.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    return JSON.parse(storeFieldName.slice(start, end + 1)) as ListArgs;
  } catch {
    return null;
  }
}

interface CachedPage {
  items: readonly Reference[];
  total: number;
  pageSize: number;
  pageCount: number;
}

/**
 * After archive or unarchive: the row leaves the page it was on (total and page count follow),
 * other cached pages of that list and every cached page of the list it joins are dropped, so
 * they are fetched again only when someone opens them. Nothing else is refetched.
 */
export function moveApplicationInCache(
  cache: ApolloCache,
  moved: { kind: ApplicationKind; id: string; from: ApplicationStatus; to: ApplicationStatus },
): void {
  cache.modify<{ applications: CachedPage }>({
    id: 'ROOT_QUERY',
    fields: {
      applications(existing, { storeFieldName, readField, DELETE }) {
        const args = listArgs(storeFieldName);
        if (!args || args.kind !== moved.kind) return existing;
        if (args.status === moved.to) return DELETE;
        if (args.status !== moved.from) return existing;
        const page = existing as unknown as CachedPage;
        const items = page.items.filter((ref) => readField<string>('id', ref) !== moved.id);
        if (items.length === page.items.length) return DELETE;
        const total = Math.max(0, page.total - 1);
        return { ...page, items, total, pageCount: Math.ceil(total / page.pageSize) } as unknown as typeof existing;
      },
    },
  });
  // The detail page reads status and archive time; let it load fresh next time.
  cache.evict({ id: cache.identify({ __typename: 'ApplicationDetail', kind: moved.kind, id: moved.id }) });
  cache.gc();
}
