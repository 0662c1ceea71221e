import { useApplicationReadsQuery } from '../../../generated/graphql';

/** Every read of one application, by person and day; asked afresh on each visit. */
export function useApplicationReads(reference: string) {
  return useApplicationReadsQuery({ variables: { reference }, fetchPolicy: 'network-only' });
}
