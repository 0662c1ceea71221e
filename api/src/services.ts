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
import { ContentService } from './modules/content/content.service.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { PasswordResetService } from './modules/password-reset/password-reset.service.js';
import { databaseCounters, registerCounterCleanUp } from './modules/rate-limits/database-counters.js';
import { createRateLimits, type CounterStore, type RateLimits } from './modules/rate-limits/rate-limits.js';
import { ProgramCyclesService, systemClock, type Clock } from './modules/program-cycles/program-cycles.service.js';
import { KnownDevices } from './modules/users/known-devices.js';
import { UsersService } from './modules/users/users.service.js';

/** The app's services, built once at start and shared by REST routes and resolvers. */
export interface Services {
  config: AppConfig;
  db: DataSource;
  mailer: Mailer;
  audit: AuditService;
  sessions: TypeormSessionStore;
  /** Every door's limits, counted in the services. */
  limits: RateLimits;
  /** Where counters live: the database, shared by every instance (for a new TryCounter). */
  counters: CounterStore;
  messages: MessagesService;
  content: ContentService;
  users: UsersService;
  passwordResets: PasswordResetService;
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
}

export function createServices(config: AppConfig, db: DataSource, mailer: Mailer, options: ServiceOptions = {}): Services {
  const audit = new AuditService(db);
  const programCycles = new ProgramCyclesService(db, audit, config.orgTimeZone, options.clock ?? systemClock);
  const sessions = new TypeormSessionStore(db);
  const counters = databaseCounters(db);
  const limits = createRateLimits(config.rateLimits, counters);
  const users = new UsersService(db, mailer, audit, sessions, limits, new KnownDevices(config.encryptionKey), config.publicUrl);
  // The current program cycle of each kind, for the applicant's "by when".
  const cycles = cycleDatesFrom(programCycles);
  const applications = createApplicationServices(config, db, audit, mailer, limits, programCycles);
  const review = createReviewServices(db, audit, mailer, applications);
  const jobs = new JobScheduler(db);
  registerCleanUpJobs(jobs, db);
  registerCounterCleanUp(jobs, db);
  return {
    config,
    db,
    mailer,
    audit,
    sessions,
    limits,
    counters,
    users,
    passwordResets: new PasswordResetService(db, mailer, audit, users, limits, config.encryptionKey, counters),
    messages: new MessagesService(db, mailer, config.orgInbox, audit, limits),
    content: new ContentService(db, audit),
    applications,
    review,
    programCycles,
    jobs,
    applicationStatus: createApplicationStatusServices(
      config,
      db,
      audit,
      mailer,
      limits,
      applications,
      review,
      cycles,
      jobs,
      counters,
    ),
  };
}
