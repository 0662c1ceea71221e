import type { DataSource } from 'typeorm';
import type { ScheduledJob } from '../../jobs/scheduler.js';
import { COUNTERS_TABLE } from './database-counters.js';

/** Deletes counters whose window has ended; a counter is read as empty once expired anyway. */
export function rateLimitJobs(db: DataSource, now: () => number = Date.now): ScheduledJob[] {
  return [
    {
      name: 'expired-rate-limit-counters',
      everyMs: 10 * 60_000,
      run: async () => {
        await db.createQueryBuilder().delete().from(COUNTERS_TABLE).where('expire < :now', { now: now() }).execute();
      },
    },
  ];
}
