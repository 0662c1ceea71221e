import { useBulkAwardContextQuery, type ApplicationKind } from '../../../generated/graphql';

/** The shared cycle's award and what remains of it, for a bulk approval (admins; null otherwise). */
export function useBulkAwardContext(kind: ApplicationKind, ids: readonly string[], enabled: boolean) {
  const query = useBulkAwardContextQuery({ variables: { kind, ids: [...ids].sort() }, skip: !enabled || ids.length === 0 });
  return { context: query.data?.bulkAwardContext ?? null, loading: query.loading };
}
