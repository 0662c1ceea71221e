import type { ScheduledJob } from '../../jobs/scheduler.js';
import type { RetentionService } from './retention.service.js';
import type { AuditService } from '../audit/audit.service.js';

/** How often the retention purge runs (it deletes by dates in months: every 6 hours is plenty). */
const RETENTION_SWEEP_MS = 6 * 60 * 60_000;

/**
 * How long audit rows are kept: seven years, longer than any application's data, so "who saw
 * this?" has an answer for as long as the answer matters.
 */
export const AUDIT_KEEP_MONTHS = 84;

/** The day before which audit rows go. */
export function auditCutoff(now: Date, months = AUDIT_KEEP_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The policy's purge, on one instance at a time; audited with no user (the policy did it). Then
 * the audit rows older than AUDIT_KEEP_MONTHS, pruned so the chain stays verifiable (decision 370).
 */
export function retentionJobs(
  retention: Pick<RetentionService, 'purge'>,
  audit: Pick<AuditService, 'pruneBefore'>,
  now: () => Date = () => new Date(),
): ScheduledJob[] {
  return [
    {
      name: 'data-retention',
      everyMs: RETENTION_SWEEP_MS,
      run: async () => {
        await retention.purge({ userId: null, ip: null });
        await audit.pruneBefore(auditCutoff(now()));
      },
    },
  ];
}
