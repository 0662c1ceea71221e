import { useMySecondFactorsQuery } from '../../../generated/graphql';

/** The factors the step-up dialog may ask for, fetched fresh each time it opens (none while closed). */
export function useStepUpFactors(open: boolean) {
  return useMySecondFactorsQuery({ skip: !open, fetchPolicy: 'network-only' });
}
