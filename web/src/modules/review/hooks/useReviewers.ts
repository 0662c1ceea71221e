import { useReviewersQuery } from '../../../generated/graphql';

/** Staff members to assign to; only asked for by roles that may assign. */
export function useReviewers(enabled: boolean) {
  const query = useReviewersQuery({ skip: !enabled });
  return query.data?.reviewers ?? [];
}
