import { SENT_STALE_DAYS } from '@domain/disbursements';
import { usePaymentsWaitingQuery } from '../../../generated/graphql';

/** The Payments page's three lists. */
export function usePaymentsWaiting() {
  const query = usePaymentsWaitingQuery({ variables: { staleDays: SENT_STALE_DAYS }, fetchPolicy: 'cache-and-network' });
  return {
    toApprove: query.data?.toApprove ?? [],
    sentNotCleared: query.data?.sentNotCleared ?? [],
    failed: query.data?.failed ?? [],
    loaded: Boolean(query.data),
    loading: query.loading,
    error: query.error,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
