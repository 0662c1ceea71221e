import {
  ConflictGateDocument,
  useAcceptConflictPolicyMutation,
  useConflictGateQuery,
  useConflictPolicyQuery,
  useDeclareConflictMutation,
  useSaveConflictPolicyMutation,
  type ApplicationKind,
  type ConflictCategory,
} from '../../../generated/graphql';

/** The detail page's first question (issue 39): whom the application is from, recused or not, the policy. */
export function useConflictGate(kind: ApplicationKind, id: string) {
  const query = useConflictGateQuery({ variables: { kind, id }, fetchPolicy: 'network-only' });
  const [accept, accepting] = useAcceptConflictPolicyMutation();
  const [declare, declaring] = useDeclareConflictMutation({
    refetchQueries: [{ query: ConflictGateDocument, variables: { kind, id } }, 'ApplicationList'],
    awaitRefetchQueries: true,
  });
  return {
    gate: query.data?.conflictGate ?? null,
    loading: query.loading,
    error: query.error,
    accept: (cycleId: string) => accept({ variables: { cycleId } }),
    accepting: accepting.loading,
    declare: (category: ConflictCategory, note: string | null) => declare({ variables: { kind, id, category, note } }),
    declaring: declaring.loading,
  };
}

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
