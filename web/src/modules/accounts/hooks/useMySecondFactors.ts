import {
  MySecondFactorsDocument,
  useMySecondFactorsQuery,
  useRegenerateRecoveryCodesMutation,
  useRemoveAuthenticatorAppMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
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
