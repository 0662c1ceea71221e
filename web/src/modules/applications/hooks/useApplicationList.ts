import { useApplicationListQuery, type ApplicationListQueryVariables } from '../../../generated/graphql';

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
