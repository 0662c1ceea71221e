import {
  useApproveFactorResetMutation,
  useCancelFactorResetMutation,
  useFactorResetRequestsQuery,
  useRequestFactorResetMutation,
} from '../../../generated/graphql';

/** Factor resets waiting for a second admin, and the three steps of one. */
export function useFactorResets() {
  const { data, loading, refetch } = useFactorResetRequestsQuery({ fetchPolicy: 'cache-and-network' });
  const [request] = useRequestFactorResetMutation();
  const [approve] = useApproveFactorResetMutation();
  const [cancel] = useCancelFactorResetMutation();
  const then = async (run: Promise<unknown>) => {
    await run;
    await refetch();
  };
  return {
    requests: data?.factorResetRequests ?? [],
    loading,
    request: (userId: string) => then(request({ variables: { userId } })),
    approve: (id: string) => then(approve({ variables: { id } })),
    cancel: (id: string) => then(cancel({ variables: { id } })),
  };
}
