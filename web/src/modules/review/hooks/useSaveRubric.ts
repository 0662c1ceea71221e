import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ReviewRubricDocument,
  useSaveReviewRubricMutation,
  type ApplicationKind,
  type ReviewRubricQuery,
} from '../../../generated/graphql';

export type Criterion = ReviewRubricQuery['reviewRubric'][number];

export type CriterionDraft = Omit<Criterion, '__typename'>;

/** What a refused save says: its message, and the server's field messages (keyed by row index). */
export interface RubricProblem {
  message: string;
  fields: Record<string, string>;
}

function problemOf(error: unknown): RubricProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields = (first?.extensions?.fields ?? {}) as Record<string, string>;
    return { message: first?.message ?? 'The rubric could not be saved.', fields };
  }
  return { message: 'The rubric could not be saved. Please try again.', fields: {} };
}

/** An admin's save of a kind's rubric; the cached rubric becomes the saved one. */
export function useSaveRubric(kind: ApplicationKind) {
  const [run, state] = useSaveReviewRubricMutation();
  return {
    save: async (criteria: CriterionDraft[]): Promise<RubricProblem | null> => {
      try {
        await run({
          variables: { kind, criteria },
          update: (cache, result) => {
            if (!result.data) return;
            cache.writeQuery({
              query: ReviewRubricDocument,
              variables: { kind },
              data: { reviewRubric: result.data.saveReviewRubric },
            });
          },
        });
        return null;
      } catch (error) {
        return problemOf(error);
      }
    },
    saving: state.loading,
  };
}
