import { useApplicationDetailQuery, type ApplicationKind } from '../../../generated/graphql';

/** One application with its sections and documents, for the detail page. */
export function useApplicationDetail(kind: ApplicationKind, id: string) {
  return useApplicationDetailQuery({ variables: { kind, id }, notifyOnNetworkStatusChange: true });
}
