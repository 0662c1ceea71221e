import {
  ProgramCyclesAdminDocument,
  useProgramCyclesAdminQuery,
  useSaveEligibilityQuestionsMutation,
  useSaveProgramCycleMutation,
} from '../../../generated/graphql';

/** Every program's cycles for the cycles page, and its two saves; each save reads the cycles again. */
export function useProgramCycles() {
  const query = useProgramCyclesAdminQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useSaveProgramCycleMutation({ refetchQueries: [ProgramCyclesAdminDocument], awaitRefetchQueries: true });
  const [saveQuestions] = useSaveEligibilityQuestionsMutation({
    refetchQueries: [ProgramCyclesAdminDocument],
    awaitRefetchQueries: true,
  });
  return { ...query, save, saveQuestions };
}
