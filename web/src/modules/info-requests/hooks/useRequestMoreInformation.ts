import { useState } from 'react';
import { useRequestMoreInformationMutation, type ApplicationKind } from '../../../generated/graphql';
import { logFailure } from '../../applications/components/Notices';
import { messageOf } from '../../review/refusals';
import type { RequestInput } from '../components/RequestDialog';

/**
 * Asking the applicant for documents: the dialog's open state, and the send through
 * requestMoreInformation (NEEDS_INFO, audited, and the applicant's e-mail). The answer carries
 * the fresh review and requests, so both panels of the detail page update from the cache.
 */
export function useRequestMoreInformation(kind: ApplicationKind, id: string) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, state] = useRequestMoreInformationMutation();

  async function send(input: RequestInput): Promise<boolean> {
    setError(null);
    try {
      await request({ variables: { kind, id, items: input.items, dueAt: input.dueAt } });
      setAsking(false);
      return true;
    } catch (e) {
      logFailure('Requesting more information failed.', e);
      setError(messageOf(e, 'The request could not be sent. Please try again.'));
      return false;
    }
  }

  return {
    asking,
    open: () => {
      setError(null);
      setAsking(true);
    },
    cancel: () => {
      setAsking(false);
      setError(null);
    },
    send,
    sending: state.loading,
    error,
  };
}
