import type { ApolloCache } from '@apollo/client';
import {
  useAddApplicationNoteMutation,
  useAssignApplicationMutation,
  useScoreApplicationMutation,
  useSetReviewStatusMutation,
  useUnlockReviewerScoreMutation,
  type AddApplicationNoteMutation,
  type ApplicationKind,
  type ReviewStatus,
} from '../../../generated/graphql';

export interface MoveInput {
  status: ReviewStatus;
  reason?: string | null;
  awardCents?: number | null;
  paymentReference?: string | null;
  /** Approve beyond the cycle's budget or number of awards (admin; audited). */
  overrideBudget?: boolean | null;
}

type Note = AddApplicationNoteMutation['addApplicationNote'];

/** A new note joins the cached detail's timeline; nothing is fetched again. */
function appendNote(cache: ApolloCache, kind: ApplicationKind, id: string, note: Note): void {
  const entity = cache.identify({ __typename: 'ApplicationDetail', kind, id });
  if (!entity) return;
  cache.modify({
    id: entity,
    fields: {
      notes: (existing, { toReference }) =>
        [...(Array.isArray(existing) ? existing : []), toReference(note as never, true)] as never,
    },
  });
}

/** The review panel's writes for one application; each answers with the fresh review fields. */
export function useReviewActions(kind: ApplicationKind, id: string) {
  const [setStatus, status] = useSetReviewStatusMutation();
  const [addNote, note] = useAddApplicationNoteMutation();
  const [assign, assigning] = useAssignApplicationMutation();
  const [score, scoring] = useScoreApplicationMutation();
  const [unlock, unlocking] = useUnlockReviewerScoreMutation();
  return {
    move: (input: MoveInput) => setStatus({ variables: { kind, id, ...input } }),
    moving: status.loading,
    addNote: (text: string, processNote: boolean) =>
      addNote({
        variables: { kind, id, text, processNote },
        update: (cache, result) => {
          if (result.data) appendNote(cache, kind, id, result.data.addApplicationNote);
        },
      }),
    addingNote: note.loading,
    assign: (userIds: string[]) => assign({ variables: { kind, id, userIds } }),
    assigning: assigning.loading,
    score: (scores: { criterion: string; points: number | null }[]) => score({ variables: { kind, id, scores } }),
    scoring: scoring.loading,
    /** An admin lets a reviewer change a score blind review locked (audited). */
    unlockScore: (reviewerId: string) => unlock({ variables: { kind, id, reviewerId } }),
    unlocking: unlocking.loading,
  };
}
