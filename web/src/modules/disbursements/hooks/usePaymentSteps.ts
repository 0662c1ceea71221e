import type { ApolloCache } from '@apollo/client';
import {
  ApplicationDisbursementsDocument,
  useApproveDisbursementMutation,
  useMarkDisbursementClearedMutation,
  useMarkDisbursementFailedMutation,
  useMarkDisbursementSentMutation,
  usePrepareDisbursementMutation,
  useVoidDisbursementMutation,
  type ApplicationKind,
  type DisbursementFieldsFragment,
  type PrepareDisbursementInput,
} from '../../../generated/graphql';

export type Payment = DisbursementFieldsFragment;

/** What every step answers: the payment, the sentence to show, what remains and whether the award is now paid. */
export interface StepAnswer {
  disbursement: Payment;
  message: string;
  remainderCents: number;
  fullyPaid: boolean;
}

/** The detail's cached remainder follows the step; a new payment joins its list. */
function applyToDetail(cache: ApolloCache, kind: ApplicationKind, id: string, answer: StepAnswer, added: boolean) {
  const entity = cache.identify({ __typename: 'ApplicationDetail', kind, id });
  if (!entity) return;
  cache.modify({
    id: entity,
    fields: {
      awardRemainderCents: () => answer.remainderCents,
      ...(added
        ? {
            disbursements: (existing, { toReference }) =>
              [...(Array.isArray(existing) ? existing : []), toReference(answer.disbursement as never, true)] as never,
          }
        : {}),
    },
  });
}

/**
 * The Payments section's steps for one application. Each answers the server's own sentence.
 * Afterwards the application's payments are read again (each one's checklist figures follow,
 * without another audited read of the detail); the step that pays the award in full reloads the
 * detail, whose review status, history and retention change with it.
 */
export function usePaymentSteps(kind: ApplicationKind, applicationId: string) {
  const refresh = (fullyPaid: boolean) => [
    { query: ApplicationDisbursementsDocument, variables: { kind, id: applicationId } },
    ...(fullyPaid ? ['ApplicationDetail'] : []),
  ];
  // Every step's answer is its one field: { prepareDisbursement: {…} }, { approveDisbursement: {…} }…
  const answerOf = (data: unknown) => (data ? (Object.values(data as object)[0] as StepAnswer | undefined) : undefined);
  const options = (added = false) => ({
    update: (cache: ApolloCache, result: { data?: unknown }) => {
      const answer = answerOf(result.data);
      if (answer) applyToDetail(cache, kind, applicationId, answer, added);
    },
    refetchQueries: (result: { data?: unknown }) => refresh(Boolean(answerOf(result.data)?.fullyPaid)),
    awaitRefetchQueries: true,
  });
  const [prepare, preparing] = usePrepareDisbursementMutation(options(true));
  const [approve, approving] = useApproveDisbursementMutation(options());
  const [send, sending] = useMarkDisbursementSentMutation(options());
  const [clear, clearing] = useMarkDisbursementClearedMutation(options());
  const [fail, failing] = useMarkDisbursementFailedMutation(options());
  const [voidIt, voiding] = useVoidDisbursementMutation(options());
  return {
    prepare: async (input: Omit<PrepareDisbursementInput, 'kind' | 'applicationId'>): Promise<StepAnswer> =>
      (await prepare({ variables: { input: { ...input, kind, applicationId } } })).data!.prepareDisbursement,
    approve: async (id: string): Promise<StepAnswer> => (await approve({ variables: { id } })).data!.approveDisbursement,
    send: async (id: string, reference: string): Promise<StepAnswer> =>
      (await send({ variables: { id, reference } })).data!.markDisbursementSent,
    clear: async (id: string, clearedOn: string): Promise<StepAnswer> =>
      (await clear({ variables: { id, clearedOn } })).data!.markDisbursementCleared,
    fail: async (id: string, reason: string): Promise<StepAnswer> =>
      (await fail({ variables: { id, reason } })).data!.markDisbursementFailed,
    void: async (id: string, reason: string): Promise<StepAnswer> =>
      (await voidIt({ variables: { id, reason } })).data!.voidDisbursement,
    busy: preparing.loading || approving.loading || sending.loading || clearing.loading || failing.loading || voiding.loading,
  };
}
