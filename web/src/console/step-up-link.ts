import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { askForStepUp, STEP_UP_REQUIRED } from './step-up';

/**
 * GraphQL's side of step-up: an answer with STEP_UP_REQUIRED opens the factor dialog, and once
 * the factor is given the same operation (same variables) goes again; cancelled, the first
 * answer stands and the page shows its message.
 */
export const stepUpLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    mergeMap((result) => {
      const needsFactor = result.errors?.some((e) => e.extensions?.code === STEP_UP_REQUIRED);
      if (!needsFactor) return of(result);
      return from(askForStepUp()).pipe(mergeMap((given) => (given ? forward(operation) : of(result))));
    }),
  ),
);
