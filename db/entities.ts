import { JobLease } from '../api/src/jobs/job-lease.entity.js';
import { FEATURES } from '../api/src/modules/index.js';

/**
 * Every TypeORM entity: the scheduler's leases and each feature's (its manifest names them, a
 * migration in ./migrations makes their tables). Read when a database is opened, not on import:
 * the feature list may still be loading then.
 */
export function entities() {
  return [JobLease, ...FEATURES.flatMap((feature) => feature.entities ?? [])];
}
