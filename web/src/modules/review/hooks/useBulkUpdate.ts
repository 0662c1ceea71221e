import {
  useBulkUpdateApplicationsEachMutation,
  type BulkUpdateApplicationsEachMutation,
  type ApplicationKind,
  type ReviewStatus,
} from '../../../generated/graphql';

/** What a bulk change asks for: a move with what it needs, and/or one person to assign. */
export interface BulkChangeInput {
  status?: ReviewStatus | null;
  reason?: string | null;
  awardCents?: number | null;
  paymentReference?: string | null;
  assignUserIds?: string[] | null;
}

export type BulkResult = BulkUpdateApplicationsEachMutation['bulkUpdateApplicationsEach'];

/**
 * A bulk status change or assignment made to each application on its own; the answer names every
 * one that did not change. The lists are fetched again afterwards.
 */
export function useBulkUpdate(kind: ApplicationKind) {
  const [run, state] = useBulkUpdateApplicationsEachMutation();
  return {
    bulk: async (ids: string[], change: BulkChangeInput): Promise<BulkResult> => {
      const result = await run({
        variables: { kind, ids, ...change },
        refetchQueries: ['ApplicationList'],
        awaitRefetchQueries: true,
      });
      return result.data!.bulkUpdateApplicationsEach;
    },
    busy: state.loading,
  };
}
