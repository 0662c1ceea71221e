import {
  ConflictGateDocument,
  useAcceptConflictPolicyMutation,
  useConflictGateQuery,
  useDeclareConflictMutation,
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
