import { useUnhandledMessageCountQuery } from '../../../generated/graphql';

/** The admin bar's badge; skipped for roles that cannot read messages. */
export function useUnhandledCount(enabled: boolean): number {
  const { data } = useUnhandledMessageCountQuery({ skip: !enabled, fetchPolicy: 'cache-and-network' });
  return data?.unhandledMessageCount ?? 0;
}
