import { useState } from 'react';
import { useRemindRecommenderMutation, type ApplicationKind } from '../../../generated/graphql';
import { logFailure } from '../../../console/Notices';
import { messageOf } from '../../../console/refusals';

/**
 * Staff's reminder to a recommender (remindRecommender: the same link, once per 48 hours,
 * audited). The answer carries the request's new dates, so the section updates from the cache;
 * what happened is said in the section's live region.
 */
export function useRemindRecommender(kind: ApplicationKind, applicationId: string) {
  const [remind, state] = useRemindRecommenderMutation();
  const [result, setResult] = useState<{ letterId: number; sent: boolean; text: string } | null>(null);

  async function send(letterId: number, recommender: string): Promise<void> {
    setResult(null);
    try {
      await remind({ variables: { kind, id: applicationId, letterId } });
      setResult({ letterId, sent: true, text: `A reminder was e-mailed to ${recommender}.` });
    } catch (e) {
      logFailure('Reminding the recommender failed.', e);
      setResult({ letterId, sent: false, text: messageOf(e, 'The reminder could not be sent. Please try again.') });
    }
  }

  return { send, sending: state.loading, result };
}
