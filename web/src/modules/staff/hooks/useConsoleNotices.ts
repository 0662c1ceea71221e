import { ConsoleNoticesDocument, useConsoleNoticesQuery, useDismissConsoleNoticeMutation } from '../../../generated/graphql';

/** The notices to admins (asked only for them), and Dismiss, after which the list is asked again. */
export function useConsoleNotices(admin: boolean) {
  const { data } = useConsoleNoticesQuery({ skip: !admin, fetchPolicy: 'cache-and-network' });
  const [dismiss] = useDismissConsoleNoticeMutation({ refetchQueries: [ConsoleNoticesDocument] });
  return { notices: data?.consoleNotices ?? [], dismiss: (key: string) => dismiss({ variables: { key } }) };
}
