import type { DataSource } from 'typeorm';
import { StatusLinkKeys } from './crypto/status-link-keys.js';
import { StatusLinksService } from './modules/application-status/status-links.service.js';
import type { AppConfig } from './config/config.js';
import type { ApplicationServices } from './application-services.js';
import type { AuditService } from './modules/audit/audit.service.js';
import { memoryCounters, type CounterStore, type RateLimits } from './modules/rate-limits/rate-limits.js';
import type { ReviewServices } from './review-services.js';
import type { CycleDatesReader } from './modules/application-status/cycle-dates.js';
import { InfoRequestsService } from './modules/info-requests/info-requests.service.js';
import { StatusSignInService, type Clock } from './modules/application-status/status-sign-in.service.js';

/** The status page and requests for more information; `services.applicationStatus`. */
export interface ApplicationStatusServices {
  /** Tests move it to see codes, sessions and due dates pass. */
  clock: Clock;
  signIn: StatusSignInService;
  infoRequests: InfoRequestsService;
  /** The e-mail address a status link stands for, filled in on the page. */
  links: StatusLinksService;
}

export function createApplicationStatusServices(
  config: AppConfig,
  db: DataSource,
  audit: AuditService,
  limits: RateLimits,
  applications: ApplicationServices,
  review: ReviewServices,
  cycles: CycleDatesReader,
  counters: CounterStore = memoryCounters,
): ApplicationStatusServices {
  // One clock object shared by both services: replacing its `now` moves them together.
  const clock: Clock = { now: () => new Date() };
  const linkKeys = new StatusLinkKeys(config.encryptionKey);
  const signIn = new StatusSignInService(db, audit, limits, config.encryptionKey, clock, config.publicUrl, counters);
  const infoRequests = new InfoRequestsService(
    db,
    audit,
    review.service,
    applications.documents,
    cycles,
    clock,
    config.publicUrl,
    linkKeys,
  );
  return { clock, signIn, infoRequests, links: new StatusLinksService(db, limits, linkKeys) };
}
