import { useSetLegalHoldMutation, type ApplicationKind } from '../../../generated/graphql';

/** Sets or lifts an application's legal hold; the answer goes into the cached detail, so the page shows it at once. */
export function useSetLegalHold(kind: ApplicationKind, id: string) {
  return useSetLegalHoldMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'ApplicationDetail', kind, id }),
        fields: { retention: () => data.setLegalHold },
      });
    },
  });
}
