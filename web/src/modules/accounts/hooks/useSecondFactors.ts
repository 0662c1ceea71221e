import {
  MySecondFactorsDocument,
  useApproveFactorResetMutation,
  useCancelFactorResetMutation,
  useFactorResetRequestsQuery,
  useMySecondFactorsQuery,
  useRegenerateRecoveryCodesMutation,
  useRemoveAuthenticatorAppMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useRequestFactorResetMutation,
  type MySecondFactorsQuery,
} from '../../../generated/graphql';

export type MyFactors = MySecondFactorsQuery['mySecondFactors'];

/** The signed-in user's own factors and what they can do with them (the step-up link asks for a factor when needed). */
export function useMySecondFactors() {
  const { data, loading, error, refetch } = useMySecondFactorsQuery({ fetchPolicy: 'cache-and-network' });
  const write = (factors: MyFactors) =>
    ({ query: MySecondFactorsDocument, data: { __typename: 'Query', mySecondFactors: factors } }) as const;
  const [rename] = useRenamePasskeyMutation({ update: (cache, r) => r.data && cache.writeQuery(write(r.data.renamePasskey)) });
  const [removePasskey] = useRemovePasskeyMutation({
    update: (cache, r) => r.data && cache.writeQuery(write(r.data.removePasskey)),
  });
  const [removeApp] = useRemoveAuthenticatorAppMutation({
    update: (cache, r) => r.data && cache.writeQuery(write(r.data.removeAuthenticatorApp)),
  });
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  return {
    factors: data?.mySecondFactors,
    loading,
    error,
    reload: () => refetch(),
    renamePasskey: (id: string, name: string) => rename({ variables: { id, name } }),
    removePasskey: (id: string) => removePasskey({ variables: { id } }),
    removeAuthenticatorApp: () => removeApp(),
    regenerateRecoveryCodes: async () => (await regenerate()).data?.regenerateRecoveryCodes ?? [],
  };
}

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
