import { useState } from 'react';
import { useRequestMoreInformationMutation, type ApplicationKind } from '../../../generated/graphql';
import { logFailure } from '../../../console/Notices';
import { messageOf } from '../../../console/refusals';
import type { RequestInput } from '../components/RequestDialog';

/**
 * Asking applicants for documents: the dialog's open state, and the send through
 * requestMoreInformation (NEEDS_INFO, audited, and the applicant's e-mail). The answer carries
 * the fresh review and requests, so both panels of the detail page update from the cache.
 * The review panel asks one applicant; the lists' bulk bar asks each selected one in turn.
 */
export function useRequestMoreInformation(kind: ApplicationKind) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sendingEach, setSendingEach] = useState(false);
  const [request, state] = useRequestMoreInformationMutation();

  /** One request: null when sent, or the server's message for its refusal. */
  async function ask(id: string, input: RequestInput): Promise<string | null> {
    try {
      await request({ variables: { kind, id, items: input.items, dueAt: input.dueAt } });
      return null;
    } catch (e) {
      logFailure('Requesting more information failed.', e);
      return messageOf(e, 'The request could not be sent. Please try again.');
    }
  }

  async function send(id: string, input: RequestInput): Promise<boolean> {
    setError(null);
    const refusal = await ask(id, input);
    if (refusal) setError(refusal);
    else setAsking(false);
    return refusal === null;
  }

  /**
   * The same request to several applications, one after another so each is its own audited
   * request and e-mail; answers each id's refusal (or null). The dialog closes afterwards.
   */
  async function sendEach(ids: readonly string[], input: RequestInput): Promise<Map<string, string | null>> {
    setError(null);
    setSendingEach(true);
    const results = new Map<string, string | null>();
    try {
      for (const id of ids) results.set(id, await ask(id, input));
    } finally {
      setSendingEach(false);
      setAsking(false);
    }
    return results;
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
    sendEach,
    sending: state.loading || sendingEach,
    error,
  };
}
