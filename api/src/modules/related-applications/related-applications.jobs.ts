import type { DataSource } from 'typeorm';
import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { LoanAccountReader } from './application-match-values.js';
import { backfillMatchKeys } from './match-key-backfill.js';

/**
 * The applications stored before related applications existed get their match keys at the first
 * start after migration 1200 (docs/decisions/495); once done, each run is one small read.
 */
export function relatedApplicationJobs(db: DataSource, cipher: PiiCipher, loanAccounts: LoanAccountReader): ScheduledJob[] {
  return [
    {
      name: 'match-key-backfill',
      everyMs: 10 * 60_000,
      leaseMs: 120_000,
      run: async ({ signal }) => {
        const done = await backfillMatchKeys(db, cipher, loanAccounts, { signal });
        if (done) console.log(`Related applications: ${done} stored applications hashed for matching.`);
      },
    },
  ];
}
