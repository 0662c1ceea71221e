import { Initial1700000000001 } from './1700000000001-initial.js';
import { PasswordResetCodes1700000000002 } from './1700000000002-password-reset-codes.js';
import { Applications1700000000003 } from './1700000000003-applications.js';
import { VisitorMessages1700000000004 } from './1700000000004-visitor-messages.js';
import { Review1700000000101 } from './1700000000101-review.js';
import { SiteContent1700000000201 } from './1700000000201-site-content.js';
import { HashedSessionIds1700000000301 } from './1700000000301-hashed-session-ids.js';
import { ProgramCycles1700000000401 } from './1700000000401-program-cycles.js';
import { ApplicationStatus1700000000501 } from './1700000000501-application-status.js';
import { ScholarshipFields1700000000601 } from './1700000000601-scholarship-fields.js';
import { RubricAnswerLinks1700000000602 } from './1700000000602-rubric-answer-links.js';
import { JobLeases1700000000701 } from './1700000000701-job-leases.js';
import { RateLimitCounters1700000000702 } from './1700000000702-rate-limit-counters.js';
import { InstanceSecrets1700000000703 } from './1700000000703-instance-secrets.js';
import { MailOutbox1700000000801 } from './1700000000801-mail-outbox.js';
import { DataRetention1700000000802 } from './1700000000802-data-retention.js';
import { RateLimitExpiryIndex1700000000803 } from './1700000000803-rate-limit-expiry-index.js';
import { StaffListIndex1700000000940 } from './1700000000940-staff-list-index.js';
import { StaffSecondFactors1700000000960 } from './1700000000960-staff-second-factors.js';
import { ApplicationLocale1700000000990 } from './1700000000990-application-locale.js';
import { ContentInSpanish1700000000991 } from './1700000000991-content-in-spanish.js';
import { InfoRequestsClosed1700000001020 } from './1700000001020-info-requests-closed.js';
import { ReviewScoreLock1700000001021 } from './1700000001021-review-score-lock.js';
import { StatusBackupCodes1700000001022 } from './1700000001022-status-backup-codes.js';
import { DocumentScanStatus1700000001030 } from './1700000001030-document-scan-status.js';
import { AuditChain1700000001040 } from './1700000001040-audit-chain.js';
import { ProcessNotes1700000001060 } from './1700000001060-process-notes.js';
import { ReportSettings1700000001050 } from './1700000001050-report-settings.js';
import { AuditTimeIndexes1700000001100 } from './1700000001100-audit-time-indexes.js';
import { DocumentScanRetries1700000001110 } from './1700000001110-document-scan-retries.js';
import { AuditChainKey1700000001120 } from './1700000001120-audit-chain-key.js';
import { AuditTargetIndex1700000001135 } from './1700000001135-audit-target-index.js';
import { DismissedNotices1700000001140 } from './1700000001140-dismissed-notices.js';
import { AccessibilityReviewDate1700000001150 } from './1700000001150-accessibility-review-date.js';
import { SeededContentInSpanish1700000001160 } from './1700000001160-seeded-content-in-spanish.js';
import { EligibilityCheck1700000001170 } from './1700000001170-eligibility-check.js';
import { Disbursements1700000001180 } from './1700000001180-disbursements.js';
import { ConflictsOfInterest1700000001190 } from './1700000001190-conflicts-of-interest.js';
import { ApplicationMatchKeys1700000001200 } from './1700000001200-application-match-keys.js';
import { LettersOfRecommendation1700000001210 } from './1700000001210-letters-of-recommendation.js';

/** Every migration, oldest first. They run at start and with `npm run db:migrate`. */
export const migrations = [
  Initial1700000000001,
  PasswordResetCodes1700000000002,
  Applications1700000000003,
  VisitorMessages1700000000004,
  Review1700000000101,
  SiteContent1700000000201,
  HashedSessionIds1700000000301,
  ProgramCycles1700000000401,
  ApplicationStatus1700000000501,
  ScholarshipFields1700000000601,
  RubricAnswerLinks1700000000602,
  JobLeases1700000000701,
  RateLimitCounters1700000000702,
  InstanceSecrets1700000000703,
  MailOutbox1700000000801,
  DataRetention1700000000802,
  RateLimitExpiryIndex1700000000803,
  StaffListIndex1700000000940,
  StaffSecondFactors1700000000960,
  ApplicationLocale1700000000990,
  ContentInSpanish1700000000991,
  InfoRequestsClosed1700000001020,
  ReviewScoreLock1700000001021,
  StatusBackupCodes1700000001022,
  DocumentScanStatus1700000001030,
  AuditChain1700000001040,
  ReportSettings1700000001050,
  ProcessNotes1700000001060,
  AuditTimeIndexes1700000001100,
  DocumentScanRetries1700000001110,
  AuditChainKey1700000001120,
  AuditTargetIndex1700000001135,
  DismissedNotices1700000001140,
  AccessibilityReviewDate1700000001150,
  SeededContentInSpanish1700000001160,
  EligibilityCheck1700000001170,
  Disbursements1700000001180,
  ConflictsOfInterest1700000001190,
  ApplicationMatchKeys1700000001200,
  LettersOfRecommendation1700000001210,
];
