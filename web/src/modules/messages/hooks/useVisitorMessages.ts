import {
  InboxMessagesDocument,
  UnhandledMessageCountDocument,
  useInboxMessagesQuery,
  useSetVisitorMessageHandledMutation,
  type MessageKind,
} from '../../../generated/graphql';

export type VisitorMessageFilter = { kind: MessageKind | null; handled: boolean | null };

/** Contact messages and volunteer requests, newest first, with the filter applied by the server. */
export function useVisitorMessages(filter: VisitorMessageFilter) {
  const query = useInboxMessagesQuery({
    variables: { kind: filter.kind, handled: filter.handled, limit: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const [setHandled, { loading: saving }] = useSetVisitorMessageHandledMutation({
    refetchQueries: [InboxMessagesDocument, UnhandledMessageCountDocument],
  });
  return {
    messages: query.data?.visitorMessages.items ?? [],
    total: query.data?.visitorMessages.total ?? 0,
    loading: query.loading && !query.data,
    error: query.error,
    saving,
    markHandled: (id: string, handled: boolean) => setHandled({ variables: { id, handled } }),
  };
}
