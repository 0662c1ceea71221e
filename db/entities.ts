import { User } from '../api/src/modules/accounts/user.entity.js';
import { SessionRecord } from '../api/src/modules/accounts/session.entity.js';
import { auditEntities } from '../api/src/modules/audit/audit-log.entity.js';
import { oversightEntities } from '../api/src/modules/oversight/oversight.entity.js';
import { PasswordResetCode } from '../api/src/modules/accounts/password-reset-code.entity.js';
import { VisitorMessage } from '../api/src/modules/messages/visitor-message.entity.js';
import { UndergradApplicant } from '../api/src/modules/application-records/undergrad-applicant.entity.js';
import { ParentApplicant } from '../api/src/modules/application-records/parent-applicant.entity.js';
import { SchoolApplicant } from '../api/src/modules/application-records/school-applicant.entity.js';
import { JobLease } from '../api/src/jobs/job-lease.entity.js';
import { applicationStatusEntities } from '../api/src/modules/application-status/application-status.entity.js';
import { InfoRequestRow } from '../api/src/modules/info-requests/info-request.entity.js';
import { OutboxMail } from '../api/src/modules/mail-outbox/mail-outbox.entity.js';
import { retentionEntities } from '../api/src/modules/retention/retention.entity.js';
import { reviewEntities } from '../api/src/modules/review/review.entity.js';
import {
  ApplicationDocument,
  ApplicationDocumentPart,
} from '../api/src/modules/application-records/application-document.entity.js';
import { ProgramCycle } from '../api/src/modules/program-cycles/program-cycle.entity.js';
import { contentEntities } from '../api/src/modules/content/content.entity.js';
import { secondFactorEntities } from '../api/src/modules/accounts/second-factor.entity.js';
import { ReportSettingsRow } from '../api/src/modules/reports/report-settings.entity.js';
import { DismissedNoticeRow } from '../api/src/modules/console-notices/dismissed-notice.entity.js';
import { DisbursementRow } from '../api/src/modules/disbursements/disbursement.entity.js';
import { eligibilityEntities } from '../api/src/modules/eligibility/eligibility-count.entity.js';
import { conflictEntities } from '../api/src/modules/conflicts/conflict.entity.js';
import { matchKeyEntities } from '../api/src/modules/related-applications/match-key.entity.js';

/** Every TypeORM entity. A feature adds its entity here and a migration in ./migrations. */
export const entities = [
  User,
  SessionRecord,
  ...auditEntities,
  ...oversightEntities,
  PasswordResetCode,
  VisitorMessage,
  UndergradApplicant,
  ParentApplicant,
  SchoolApplicant,
  ApplicationDocument,
  ApplicationDocumentPart,
  ...contentEntities,
  OutboxMail,
  ...retentionEntities,
  ...reviewEntities,
  ProgramCycle,
  JobLease,
  ...applicationStatusEntities,
  InfoRequestRow,
  ...secondFactorEntities,
  ReportSettingsRow,
  DismissedNoticeRow,
  DisbursementRow,
  ...eligibilityEntities,
  ...conflictEntities,
  ...matchKeyEntities,
];
