import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config.js';
import type { Mailer } from './mail/mailer.js';
import { registerCleanUpJobs } from './jobs/clean-up-jobs.js';
import { JobScheduler } from './jobs/scheduler.js';
import {
  createApplicationStatusServices,
  type ApplicationStatusServices,
} from './modules/application-status/application-status-services.js';
import { cycleDatesFrom } from './modules/application-status/cycle-dates.js';
import { AuditService } from './modules/audit/audit.service.js';
import { createApplicationServices, type ApplicationServices } from './modules/applicants/application-services.js';
import { createReviewServices, type ReviewServices } from './modules/review/review-services.js';
import { TypeormSessionStore } from './modules/sessions/session.store.js';
import { MAIL_SWEEP_MS, MailOutbox, type MailOutboxOptions } from './modules/mail-outbox/mail-outbox.service.js';
import { ContentService } from './modules/content/content.service.js';
import { RetentionService } from './modules/retention/retention.service.js';
import { markVisitorMessageMailed, MessagesService, VISITOR_MESSAGE_MAIL } from './modules/messages/messages.service.js';
import { PasswordResetService } from './modules/password-reset/password-reset.service.js';
import { databaseCounters, registerCounterCleanUp } from './modules/rate-limits/database-counters.js';
import { createRateLimits, type RateLimits } from './modules/rate-limits/rate-limits.js';
import { ProgramCyclesService, systemClock, type Clock } from './modules/program-cycles/program-cycles.service.js';
import { KnownDevices } from './modules/users/known-devices.js';
import { FactorResetsService } from './modules/second-factor/factor-resets.service.js';
import { relyingPartyOf } from './modules/second-factor/passkeys.js';
import { SecondFactorService } from './modules/second-factor/second-factor.service.js';
import { UsersService } from './modules/users/users.service.js';

/** How often the retention purge runs (it deletes by dates in months: every 6 hours is plenty). */
const RETENTION_SWEEP_MS = 6 * 60 * 60_000;

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
  audit: AuditService;
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
   * Scheduled jobs, each run on one instance at a time (api/src/jobs). A feature registers its
   * job here with `jobs.registerJob({ name, everyMs, run })`; the server starts them.
   */
  jobs: JobScheduler;
  /** The applicant's status page and staff requests for more information. */
  applicationStatus: ApplicationStatusServices;
}

export interface ServiceOptions {
  /** Where the time comes from (program cycle windows); tests drive it. */
  clock?: Clock;
  mailOutbox?: MailOutboxOptions;
}

export function createServices(config: AppConfig, db: DataSource, mailer: Mailer, options: ServiceOptions = {}): Services {
  const audit = new AuditService(db);
  const programCycles = new ProgramCyclesService(db, audit, config.orgTimeZone, options.clock ?? systemClock);
  const sessions = new TypeormSessionStore(db);
  const counters = databaseCounters(db);
  const limits = createRateLimits(config.rateLimits, counters);
  const users = new UsersService(db, audit, sessions, limits, new KnownDevices(config.encryptionKey), config.publicUrl);
  // The current program cycle of each kind, for the applicant's "by when".
  const cycles = cycleDatesFrom(programCycles);
  const applications = createApplicationServices(config, db, audit, limits, programCycles);
  const review = createReviewServices(db, audit, applications);
  // The public pages show the program cycles; a saved cycle is shown at once on this instance.
  const content = new ContentService(db, audit, 2000, programCycles);
  programCycles.onChange = () => content.versionChanged();
  const jobs = new JobScheduler(db);
  registerCleanUpJobs(jobs, db);
  registerCounterCleanUp(jobs, db);
  // Mail bodies are sealed with the same key ring as SSNs and documents.
  const mailOutbox = new MailOutbox(db, applications.cipher, mailer, audit, options.mailOutbox);
  mailOutbox.onSent(VISITOR_MESSAGE_MAIL, markVisitorMessageMailed);
  // Each instance sends right after a commit that queued mail; this sweep (one instance at a
  // time) sends what is due again after a failure, a restart or a crash.
  jobs.registerJob({ name: 'mail-outbox', everyMs: MAIL_SWEEP_MS, run: () => mailOutbox.runDue() });
  const retention = new RetentionService(db, audit);
  // The policy's purge, on one instance at a time; audited with no user (the policy did it).
  jobs.registerJob({
    name: 'data-retention',
    everyMs: RETENTION_SWEEP_MS,
    run: async () => {
      await retention.purge({ userId: null, ip: null });
    },
  });
  // TOTP secrets are sealed with the same key ring as SSNs; passkeys belong to the PUBLIC_URL site.
  const secondFactors = new SecondFactorService(db, audit, applications.cipher, limits, relyingPartyOf(config.publicUrl));
  return {
    config,
    db,
    mailer,
    mailOutbox,
    retention,
    audit,
    sessions,
    limits,
    users,
    secondFactors,
    factorResets: new FactorResetsService(db, audit, sessions),
    passwordResets: new PasswordResetService(db, audit, users, limits, config.encryptionKey, counters),
    messages: new MessagesService(db, () => mailOutbox.runDue(), config.orgInbox, audit, limits),
    content,
    applications,
    review,
    programCycles,
    jobs,
    applicationStatus: createApplicationStatusServices(config, db, audit, limits, applications, review, cycles, jobs, counters),
  };
}
