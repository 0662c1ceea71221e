import {
  useApplicationDetailQuery,
  useApplicationListQuery,
  useArchiveApplicationMutation,
  useRevealSocialSecurityNumbersMutation,
  useUnarchiveApplicationMutation,
  type ApplicationKind,
  type ApplicationListQueryVariables,
  type ApplicationStatus,
} from '../../../generated/graphql';
import { moveApplicationInCache } from '../list-cache';

/** One page of one kind's list, searched and sorted on the server. */
export function useApplicationList(variables: ApplicationListQueryVariables) {
  return useApplicationListQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    // After the first answer, cache writes (archive, unarchive, other tables) update the list
    // from the cache instead of sending it back to the network; new variables fetch afresh.
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}

/** Archives or unarchives an application and moves its row between the cached lists. */
export function useMoveApplication(): (
  row: { kind: ApplicationKind; id: string },
  from: ApplicationStatus,
  to: ApplicationStatus,
) => Promise<void> {
  const [archive] = useArchiveApplicationMutation();
  const [unarchive] = useUnarchiveApplicationMutation();
  return async ({ kind, id }, from, to) => {
    const variables = { kind, id };
    const update = (cache: Parameters<typeof moveApplicationInCache>[0]) => moveApplicationInCache(cache, { kind, id, from, to });
    if (to === 'ARCHIVED') await archive({ variables, update });
    else await unarchive({ variables, update });
  };
}

/** One application with its sections and documents, for the detail page. */
export function useApplicationDetail(kind: ApplicationKind, id: string) {
  return useApplicationDetailQuery({ variables: { kind, id }, notifyOnNetworkStatusChange: true });
}

/** Reveals an application's Social Security numbers in full (audited on the server), by field. */
export function useRevealSocialSecurityNumbers() {
  const [reveal, state] = useRevealSocialSecurityNumbersMutation();
  const revealNumbers = async (kind: ApplicationKind, id: string): Promise<Record<string, string>> => {
    const result = await reveal({ variables: { kind, id } });
    const values = result.data?.revealSocialSecurityNumbers ?? [];
    return Object.fromEntries(values.map((v) => [v.field, v.value]));
  };
  return { revealNumbers, revealing: state.loading };
}
