import { useConflictDeclarationsQuery, useWithdrawConflictMutation } from '../../../generated/graphql';

/** A cycle's standing declarations (admin), and withdrawing one with a reason (issue 39). */
export function useConflictDeclarations(cycleId: string) {
  const query = useConflictDeclarationsQuery({ variables: { cycleId }, fetchPolicy: 'cache-and-network' });
  const [withdraw, withdrawing] = useWithdrawConflictMutation({
    // The report's counts and the list's "Recused" change with it.
    refetchQueries: ['ConflictDeclarations', 'ProgramReport'],
    awaitRefetchQueries: true,
  });
  const declarations = query.data?.conflicts.declarations ?? [];
  return {
    standing: declarations.filter((d) => !d.withdrawnAt),
    loading: query.loading && !query.data,
    error: query.error,
    withdraw: (id: string, reason: string) => withdraw({ variables: { id, reason } }),
    withdrawing: withdrawing.loading,
  };
}
