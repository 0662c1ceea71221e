import { accountsModule } from './accounts/accounts.module.js';
import { applicationRecordsModule } from './application-records/application-records.module.js';
import { applicationStatusModule } from './application-status/application-status.module.js';
import { applicationsModule } from './applications/applications.module.js';
import { auditModule } from './audit/audit.module.js';
import { conflictsModule } from './conflicts/conflicts.module.js';
import { consoleNoticesModule } from './console-notices/console-notices.module.js';
import { contentModule } from './content/content.module.js';
import { disbursementsModule } from './disbursements/disbursements.module.js';
import { documentsModule } from './documents/documents.module.js';
import { eligibilityModule } from './eligibility/eligibility.module.js';
import { healthModule } from './health/health.module.js';
import { infoRequestsModule } from './info-requests/info-requests.module.js';
import { lettersModule } from './letters/letters.module.js';
import { mailOutboxModule } from './mail-outbox/mail-outbox.module.js';
import { messagesModule } from './messages/messages.module.js';
import { oversightModule } from './oversight/oversight.module.js';
import { programCyclesModule } from './program-cycles/program-cycles.module.js';
import { rateLimitsModule } from './rate-limits/rate-limits.module.js';
import { relatedApplicationsModule } from './related-applications/related-applications.module.js';
import { reportsModule } from './reports/reports.module.js';
import { retentionModule } from './retention/retention.module.js';
import { reviewModule } from './review/review.module.js';
import { submissionModule } from './submission/submission.module.js';

/**
 * Every feature, once, lowest first: each comes after the features it depends on
 * (FEATURE_DEPENDENCIES in eslint.layers.js), so it is built after them. The services container,
 * the GraphQL schema, the REST routes, the scheduled jobs and the entities are read from here
 * (tests/architecture/feature-list.test.ts keeps it whole and in order).
 */
export const FEATURES = [
  applicationRecordsModule,
  auditModule,
  rateLimitsModule,
  healthModule,
  mailOutboxModule,
  contentModule,
  accountsModule,
  messagesModule,
  programCyclesModule,
  eligibilityModule,
  documentsModule,
  relatedApplicationsModule,
  consoleNoticesModule,
  submissionModule,
  applicationsModule,
  reviewModule,
  applicationStatusModule,
  infoRequestsModule,
  retentionModule,
  reportsModule,
  oversightModule,
  conflictsModule,
  disbursementsModule,
  lettersModule,
];
