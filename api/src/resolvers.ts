import type { NonEmptyArray } from 'type-graphql';
import { ApplicationsResolver } from './modules/applications/applications.resolver.js';
import { ApplicationSubmissionResolver } from './modules/submission/submission.resolver.js';
import { ContentResolver } from './modules/content/content.resolver.js';
import { ReviewResolver, ReviewSummaryFieldsResolver } from './modules/review/review.resolver.js';
import { ReviewDetailFieldsResolver } from './modules/review/review-detail.resolver.js';
import { ReviewBulkResolver } from './modules/review/review-bulk.resolver.js';
import { InfoRequestsResolver } from './modules/info-requests/info-requests.resolver.js';
import { ProgramCyclesResolver } from './modules/program-cycles/program-cycles.resolver.js';
import { HealthResolver } from './modules/health/health.resolver.js';
import { MailOutboxResolver } from './modules/mail-outbox/mail-outbox.resolver.js';
import { RetentionDetailFieldsResolver, RetentionResolver } from './modules/retention/retention.resolver.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { MessagesResolver } from './modules/messages/messages.resolver.js';
import { PasswordResetResolver } from './modules/accounts/password-reset.resolver.js';
import { AuthResolver } from './modules/accounts/auth.resolver.js';
import { UsersResolver } from './modules/accounts/users.resolver.js';
import { SecondFactorResolver } from './modules/accounts/second-factor.resolver.js';
import { VirusScanningResolver } from './modules/documents/virus-scanning.resolver.js';
import { ConsoleNoticesResolver } from './modules/console-notices/console-notices.resolver.js';
import { ReportsResolver } from './modules/reports/reports.resolver.js';
import { DisbursementDetailFieldsResolver, DisbursementsResolver } from './modules/disbursements/disbursements.resolver.js';
import { EligibilityResolver } from './modules/eligibility/eligibility.resolver.js';
import {
  ConflictReportFieldsResolver,
  ConflictsResolver,
  ConflictSummaryFieldsResolver,
} from './modules/conflicts/conflicts.resolver.js';
import {
  RelatedDetailFieldsResolver,
  RelatedSummaryFieldsResolver,
} from './modules/applications/related-applications.resolver.js';

/** Every resolver class. A feature adds its resolver here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  HealthResolver,
  MessagesResolver,
  AuthResolver,
  UsersResolver,
  SecondFactorResolver,
  PasswordResetResolver,
  ApplicationsResolver,
  ApplicationSubmissionResolver,
  ContentResolver,
  ReviewResolver,
  ReviewSummaryFieldsResolver,
  ReviewDetailFieldsResolver,
  ReviewBulkResolver,
  InfoRequestsResolver,
  ProgramCyclesResolver,
  EligibilityResolver,
  MailOutboxResolver,
  RetentionResolver,
  RetentionDetailFieldsResolver,
  VirusScanningResolver,
  ConsoleNoticesResolver,
  ReportsResolver,
  AuditResolver,
  DisbursementsResolver,
  DisbursementDetailFieldsResolver,
  ConflictsResolver,
  ConflictSummaryFieldsResolver,
  ConflictReportFieldsResolver,
  RelatedSummaryFieldsResolver,
  RelatedDetailFieldsResolver,
];
