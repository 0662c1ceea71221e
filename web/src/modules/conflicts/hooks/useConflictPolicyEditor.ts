import { useConflictPolicyQuery, useSaveConflictPolicyMutation } from '../../../generated/graphql';

/** A cycle's policy as the cycles page edits it (admin). */
export function useConflictPolicyEditor(cycleId: string) {
  const query = useConflictPolicyQuery({ variables: { cycleId }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useSaveConflictPolicyMutation();
  return {
    policy: query.data?.conflictPolicy ?? null,
    loading: query.loading && !query.data,
    save: async (text: string) => {
      const result = await save({ variables: { cycleId, text } });
      await query.refetch();
      return result.data?.saveConflictPolicy ?? null;
    },
    saving: saving.loading,
  };
}
