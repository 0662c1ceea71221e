import type { ApolloCache } from '@apollo/client';
import {
  useAddApplicationNoteMutation,
  useApplicationAwardContextQuery,
  useAssignApplicationMutation,
  useBulkAwardContextQuery,
  useBulkUpdateApplicationsEachMutation,
  useReviewersQuery,
  useReviewRubricQuery,
  useScoreApplicationMutation,
  useSetReviewStatusMutation,
  useUnlockReviewerScoreMutation,
  type AddApplicationNoteMutation,
  type BulkUpdateApplicationsEachMutation,
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

export function useRubric(kind: ApplicationKind) {
  const query = useReviewRubricQuery({ variables: { kind } });
  return { rubric: query.data?.reviewRubric ?? [], loading: query.loading, error: query.error };
}

/** Staff members to assign to; only asked for by roles that may assign. */
export function useReviewers(enabled: boolean) {
  const query = useReviewersQuery({ skip: !enabled });
  return query.data?.reviewers ?? [];
}

/** What a bulk change asks for: a move with what it needs, and/or one person to assign. */
export interface BulkChangeInput {
  status?: ReviewStatus | null;
  reason?: string | null;
  awardCents?: number | null;
  paymentReference?: string | null;
  assignUserIds?: string[] | null;
}

export type BulkResult = BulkUpdateApplicationsEachMutation['bulkUpdateApplicationsEach'];

/**
 * A bulk status change or assignment made to each application on its own; the answer names every
 * one that did not change. The lists are fetched again afterwards.
 */
export function useBulkUpdate(kind: ApplicationKind) {
  const [run, state] = useBulkUpdateApplicationsEachMutation();
  return {
    bulk: async (ids: string[], change: BulkChangeInput): Promise<BulkResult> => {
      const result = await run({
        variables: { kind, ids, ...change },
        refetchQueries: ['ApplicationList'],
        awaitRefetchQueries: true,
      });
      return result.data!.bulkUpdateApplicationsEach;
    },
    busy: state.loading,
  };
}

/** The shared cycle's award and what remains of it, for a bulk approval (admins; null otherwise). */
export function useBulkAwardContext(kind: ApplicationKind, ids: readonly string[], enabled: boolean) {
  const query = useBulkAwardContextQuery({ variables: { kind, ids: [...ids].sort() }, skip: !enabled || ids.length === 0 });
  return { context: query.data?.bulkAwardContext ?? null, loading: query.loading };
}

/**
 * One application's cycle award and what remains of it, for the approve dialog (admins; null
 * otherwise). Asked for only while the dialog is open, so a detail view costs no budget queries;
 * the single-id case of bulkAwardContext, which records no detail view in the audit log. Each
 * opening asks again, since other approvals may have spent the budget meanwhile.
 */
export function useAwardContext(kind: ApplicationKind, id: string, enabled: boolean) {
  const query = useApplicationAwardContextQuery({
    variables: { kind, id },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  return { context: query.data?.bulkAwardContext ?? null, loading: query.loading };
}
