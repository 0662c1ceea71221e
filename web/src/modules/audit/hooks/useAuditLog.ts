import { useAuditLogQuery, type AuditLogQueryVariables } from '../../../generated/graphql';

/** One page of the audit log through a filter, newest first. */
export function useAuditLog(variables: AuditLogQueryVariables) {
  return useAuditLogQuery({ variables, fetchPolicy: 'cache-and-network' });
}
