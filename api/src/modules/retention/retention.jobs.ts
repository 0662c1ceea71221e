import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { RetentionService } from './retention.service.js';

/** How often the retention purge runs (it deletes by dates in months: every 6 hours is plenty). */
const RETENTION_SWEEP_MS = 6 * 60 * 60_000;

/** The policy's purge, on one instance at a time; audited with no user (the policy did it). */
export function retentionJobs(retention: Pick<RetentionService, 'purge'>): ScheduledJob[] {
  return [
    {
      name: 'data-retention',
      everyMs: RETENTION_SWEEP_MS,
      run: async () => {
        await retention.purge({ userId: null, ip: null });
      },
    },
  ];
}
