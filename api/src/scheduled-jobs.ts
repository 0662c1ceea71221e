import type { ScheduledJob } from './jobs/scheduler.js';
import { accountJobs } from './modules/accounts/accounts.jobs.js';
import { mailAdmins } from './modules/accounts/admin-notices.js';
import { auditJobs } from './modules/audit/audit.jobs.js';
import { applicationStatusJobs } from './modules/application-status/application-status.jobs.js';
import { documentJobs } from './modules/documents/documents.jobs.js';
import { infoRequestJobs } from './modules/info-requests/info-requests.jobs.js';
import { mailOutboxJobs } from './modules/mail-outbox/mail-outbox.jobs.js';
import { rateLimitJobs } from './modules/rate-limits/rate-limits.jobs.js';
import { retentionJobs } from './modules/retention/retention.jobs.js';
import { relatedApplicationJobs } from './modules/related-applications/related-applications.jobs.js';
import { disbursementLoanAccounts } from './modules/disbursements/disbursement-loan-accounts.js';
import type { Services } from './services.js';

/**
 * Every scheduled job, in one list: each feature names its own in its `<feature>.jobs.ts`, and a
 * new one is added here. The scheduler (api/src/jobs) runs each on one instance at a time.
 */
export function scheduledJobs(services: Omit<Services, 'jobs'>): ScheduledJob[] {
  const { db } = services;
  return [
    ...accountJobs(db),
    ...rateLimitJobs(db),
    ...mailOutboxJobs(db, services.mailOutbox),
    ...retentionJobs(services.retention, services.audit),
    ...auditJobs(services.audit, (subject, text) => mailAdmins(db, 'audit-chain-report', subject, text)),
    ...applicationStatusJobs(services.applicationStatus.signIn),
    ...infoRequestJobs(services.applicationStatus.infoRequests),
    ...documentJobs(services.applications.pendingScans, services.config.scanning.rescanMs),
    ...relatedApplicationJobs(db, services.applications.cipher, disbursementLoanAccounts(services.applications.cipher)),
  ];
}
