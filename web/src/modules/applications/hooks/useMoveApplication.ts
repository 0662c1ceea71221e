import {
  useArchiveApplicationMutation,
  useUnarchiveApplicationMutation,
  type ApplicationKind,
  type ApplicationStatus,
} from '../../../generated/graphql';
import { moveApplicationInCache } from '../list-cache';

/** Archives or unarchives an application and moves its row between the cached lists. */
export function useMoveApplication(): (
  row: { kind: ApplicationKind; id: string },
  from: ApplicationStatus,
  to: ApplicationStatus,
) => Promise<void> {
  const [archive] = useArchiveApplicationMutation();
  const [unarchive] = useUnarchiveApplicationMutation();
  return async ({ kind, id }, from, to) => {
    const variables = { kind, id };
    const update = (cache: Parameters<typeof moveApplicationInCache>[0]) => moveApplicationInCache(cache, { kind, id, from, to });
    if (to === 'ARCHIVED') await archive({ variables, update });
    else await unarchive({ variables, update });
  };
}
