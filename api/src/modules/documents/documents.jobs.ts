import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { PendingScans } from './pending-scans.js';

/** Documents waiting for their virus scan are tried again every CLAMD_RESCAN_S (a minute) until the scanner answers. */
export function documentJobs(pendingScans: Pick<PendingScans, 'rescan'>, everyMs: number): ScheduledJob[] {
  return [
    {
      name: 'pending-virus-scans',
      everyMs,
      // A batch of large documents through a slow scanner takes a while: the lease is renewed anyway.
      leaseMs: 120_000,
      run: async ({ signal }) => {
        await pendingScans.rescan(signal);
      },
    },
  ];
}
