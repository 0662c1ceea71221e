import { useFailedMailsQuery, useRetryMailMutation } from '../../../generated/graphql';

/** The e-mails that gave up after every retry, the outbox's health, and a retry of one. */
export function useFailedMails() {
  const query = useFailedMailsQuery({ fetchPolicy: 'cache-and-network' });
  const [retryMail] = useRetryMailMutation();
  return { ...query, retryMail };
}
