import { useReviewRubricQuery, type ApplicationKind } from '../../../generated/graphql';

export function useRubric(kind: ApplicationKind) {
  const query = useReviewRubricQuery({ variables: { kind } });
  return { rubric: query.data?.reviewRubric ?? [], loading: query.loading, error: query.error };
}
