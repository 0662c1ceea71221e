import { useScheduleIQuery } from '../../../generated/graphql';

/** One fiscal year's Schedule I, Part III, with the report settings it was added up under. */
export function useScheduleI(fiscalYear: number) {
  return useScheduleIQuery({ variables: { fiscalYear }, fetchPolicy: 'cache-and-network' });
}
