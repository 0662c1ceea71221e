import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config.js';
import type { Mailer } from './mail/mailer.js';
import { JobScheduler } from './jobs/scheduler.js';
import { scheduledJobs } from './scheduled-jobs.js';
import { createApplicationStatusServices, type ApplicationStatusServices } from './application-status-services.js';
import { cycleDatesFrom } from './modules/application-status/cycle-dates.js';
import { AuditService } from './modules/audit/audit.service.js';
import { AccessAlerts } from './modules/oversight/oversight.service.js';
import { createApplicationServices, type ApplicationServices } from './application-services.js';
import { createReviewServices, type ReviewServices } from './review-services.js';
import { TypeormSessionStore } from './modules/accounts/session.store.js';
import { MailOutbox, type MailOutboxOptions } from './modules/mail-outbox/mail-outbox.service.js';
import { ContentService } from './modules/content/content.service.js';
import { RetentionService } from './modules/retention/retention.service.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { markVisitorMessageMailed, MessagesService, VISITOR_MESSAGE_MAIL } from './modules/messages/messages.service.js';
import { PasswordResetService } from './modules/accounts/password-reset.service.js';
import { databaseCounters } from './modules/rate-limits/database-counters.js';
import { createRateLimits, type RateLimits } from './modules/rate-limits/rate-limits.js';
import { ProgramCyclesService, systemClock, type Clock } from './modules/program-cycles/program-cycles.service.js';
import { KnownDevices } from './modules/accounts/known-devices.js';
import { UsersService } from './modules/accounts/users.service.js';
import { FactorResetsService } from './modules/accounts/factor-resets.service.js';
import { relyingPartyOf } from './modules/accounts/passkeys.js';
import { SecondFactorService } from './modules/accounts/second-factor.service.js';
import { ConsoleNoticesService } from './modules/console-notices/console-notices.service.js';
import { DisbursementsService } from './modules/disbursements/disbursements.service.js';
import { EligibilityService } from './modules/eligibility/eligibility.service.js';
import { ConflictsService } from './modules/conflicts/conflicts.service.js';
import { ConflictsRecord } from './modules/conflicts/conflicts-record.js';
import { RelatedApplicationsService } from './modules/related-applications/related-applications.service.js';

/** The app's services, built once at start and shared by REST routes and resolvers. */
export interface Services {
  config: AppConfig;
  db: DataSource;
  /** The transport: one delivery attempt; the outbox decides when. */
  mailer: Mailer;
  /** Every e-mail is queued here with its cause and sent by its worker (docs/decisions/250). */
  mailOutbox: MailOutbox;
  /** The retention policy, its purge job and legal holds (docs/decisions/250). */
  retention: RetentionService;
  /** Program cycle reports and Schedule I (docs/decisions/360). */
  reports: ReportsService;
  audit: AuditService;
  accessAlerts: AccessAlerts;
  sessions: TypeormSessionStore;
  /** Every door's limits, counted in the services. */
  limits: RateLimits;
  messages: MessagesService;
  content: ContentService;
  users: UsersService;
  passwordResets: PasswordResetService;
  /** Staff second factors: authenticator apps, passkeys, recovery codes (docs/decisions/270). */
  secondFactors: SecondFactorService;
  /** Two-admin resets of a lost factor, and the operator's reset. */
  factorResets: FactorResetsService;
  applications: ApplicationServices;
  review: ReviewServices;
  /** The current cycle of each kind: window, award and budget (docs/decisions/180). */
  programCycles: ProgramCyclesService;
  /**
   * Scheduled jobs, each run on one instance at a time (api/src/jobs). A feature lists its jobs
   * in its `<feature>.jobs.ts`, and scheduled-jobs.ts names every list; the server starts them.
   */
  jobs: JobScheduler;
  /** The applicant's status page and staff requests for more information. */
  applicationStatus: ApplicationStatusServices;
  /** The notices admins see on every console page until they dismiss them. */
  consoleNotices: ConsoleNoticesService;
  /** The disbursement ledger: payments of approved awards, released by two people (issue 40). */
  disbursements: DisbursementsService;
  /** The program pages' eligibility check: questions per cycle, assessment, daily counts only (decision 480). */
  eligibility: EligibilityService;
  /** Conflicts of interest (issue 39, decision 490): each cycle's policy, declarations, the doors' check. */
  conflicts: ConflictsService;
  /** The board's record of a cycle's declarations and acceptances, and its CSV. */
  conflictsRecord: ConflictsRecord;
  /** Applications sharing an SSN, e-mail, phone, address or loan account (issue 39, decision 495): shown, never acted on. */
  relatedApplications: RelatedApplicationsService;
}

export interface ServiceOptions {
  /** Where the time comes from (program cycle windows); tests drive it. */
  clock?: Clock;
  mailOutbox?: MailOutboxOptions;
}

export function createServices(config: AppConfig, db: DataSource, mailer: Mailer, options: ServiceOptions = {}): Services {
  const audit = new AuditService(db, config.auditKey);
  const programCycles = new ProgramCyclesService(db, audit, config.orgTimeZone, options.clock ?? systemClock);
  const sessions = new TypeormSessionStore(db);
  const counters = databaseCounters(db);
  const limits = createRateLimits(config.rateLimits, counters);
  const users = new UsersService(db, audit, sessions, limits, new KnownDevices(config.encryptionKey), config.publicUrl);
  // The current program cycle of each kind, for the applicant's "by when".
  const cycles = cycleDatesFrom(programCycles);
  const applications = createApplicationServices(config, db, audit, limits, programCycles);
  const review = createReviewServices(db, audit, applications, config.publicUrl);
  // The public pages show the program cycles; a saved cycle is shown at once on this instance.
  const content = new ContentService(db, audit, 2000, programCycles);
  programCycles.onChange = () => content.versionChanged();
  // Mail bodies are sealed with the same key ring as SSNs and documents.
  const mailOutbox = new MailOutbox(db, applications.cipher, mailer, audit, options.mailOutbox);
  mailOutbox.onSent(VISITOR_MESSAGE_MAIL, markVisitorMessageMailed);
  const retention = new RetentionService(db, audit);
  // Unusual access is mailed to the admins once, as the rows are written (issue 27).
  const accessAlerts = new AccessAlerts(db, audit, config.accessAlerts, config.publicUrl);
  audit.watch(accessAlerts.observe);
  // TOTP secrets are sealed with the same key ring as SSNs; passkeys belong to the PUBLIC_URL site.
  const secondFactors = new SecondFactorService(
    db,
    audit,
    applications.cipher,
    limits,
    relyingPartyOf(config.publicUrl),
    config.orgTimeZone,
    counters,
  );
  // Listens to every review move (the old move to PAID records a cleared payment).
  const disbursements = new DisbursementsService(
    db,
    audit,
    applications.cipher,
    review.service,
    applications.documents,
    config.orgTimeZone,
    options.clock ?? systemClock,
  );
  const conflicts = new ConflictsService(db, audit);
  // A list's CSV leaves out what its exporter is recused from (issue 39).
  review.exports.recusals = (userId) => conflicts.recusedKeys(userId);
  const built = {
    config,
    disbursements,
    db,
    mailer,
    mailOutbox,
    retention,
    reports: new ReportsService(db, programCycles, audit, config.orgTimeZone, options.clock ?? systemClock),
    audit,
    accessAlerts,
    sessions,
    limits,
    users,
    secondFactors,
    factorResets: new FactorResetsService(db, audit, sessions, config.orgTimeZone),
    passwordResets: new PasswordResetService(db, audit, users, limits, config.encryptionKey, counters),
    messages: new MessagesService(db, () => mailOutbox.runDue(), config.orgInbox, audit, limits),
    content,
    applications,
    review,
    programCycles,
    eligibility: new EligibilityService(db, programCycles, audit, limits),
    conflicts,
    conflictsRecord: new ConflictsRecord(db, audit, config.orgTimeZone),
    relatedApplications: new RelatedApplicationsService(db, audit),
    applicationStatus: createApplicationStatusServices(config, db, audit, limits, applications, review, cycles, counters),
    consoleNotices: new ConsoleNoticesService(db, async () => ({
      scanning: applications.scanner.driver !== 'off',
      pendingDocuments: await applications.pendingScans.countPending(),
    })),
  };
  const jobs = new JobScheduler(db);
  for (const job of scheduledJobs(built)) jobs.registerJob(job);
  return { ...built, jobs };
}
