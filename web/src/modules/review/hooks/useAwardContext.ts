import { useApplicationAwardContextQuery, type ApplicationKind } from '../../../generated/graphql';

/**
 * One application's cycle award and what remains of it, for the approve dialog (admins; null
 * otherwise). Asked for only while the dialog is open, so a detail view costs no budget queries;
 * the single-id case of bulkAwardContext, which records no detail view in the audit log. Each
 * opening asks again, since other approvals may have spent the budget meanwhile.
 */
export function useAwardContext(kind: ApplicationKind, id: string, enabled: boolean) {
  const query = useApplicationAwardContextQuery({
    variables: { kind, id },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  return { context: query.data?.bulkAwardContext ?? null, loading: query.loading };
}
