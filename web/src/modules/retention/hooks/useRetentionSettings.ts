import {
  useRetentionOverviewQuery,
  useRunRetentionPurgeMutation,
  useSaveRetentionPolicyMutation,
} from '../../../generated/graphql';

/** The retention policy with its dry run, and the admin's two writes: save the policy, purge now. */
export function useRetentionSettings() {
  const overview = useRetentionOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const [savePolicy, saving] = useSaveRetentionPolicyMutation();
  const [runPurge, purging] = useRunRetentionPurgeMutation();
  return { overview, savePolicy, saving, runPurge, purging };
}
