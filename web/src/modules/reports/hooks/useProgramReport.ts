import { useProgramReportQuery, type ApplicationKind } from '../../../generated/graphql';

/** One program cycle in figures (the current one when `cycleId` is null), and the cycles to pick from. */
export function useProgramReport(kind: ApplicationKind, cycleId: string | null) {
  return useProgramReportQuery({ variables: { kind, cycleId }, fetchPolicy: 'cache-and-network' });
}
