import { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import type { FeatureModule } from '../../services.js';
import { applicationStatusEntities } from './application-status.entity.js';
import { applicationStatusJobs } from './application-status.jobs.js';
import { applicationStatusRoutes } from './application-status.routes.js';
import { cycleDatesFrom, type CycleDatesReader } from './cycle-dates.js';
import { StatusLinksService } from './status-links.service.js';
import { StatusSignInService } from './status-sign-in.service.js';

export interface ApplicationStatusServices {
  signIn: StatusSignInService;
  /** The e-mail address a status link stands for, filled in on the page. */
  links: StatusLinksService;
  /** The current program cycle of each kind, for the applicant's "by when". */
  cycleDates: CycleDatesReader;
}

/** The applicant's status page: sign-in by code, the application's progress, answers to requests. */
export const applicationStatusModule: FeatureModule<'application-status', ApplicationStatusServices> = {
  name: 'application-status',
  entities: applicationStatusEntities,
  routes: { path: '/application-status', routers: (services) => [applicationStatusRoutes(services)] },
  build: ({ config, db, clock }, { audit, rateLimits: { limits, counters }, programCycles }) => ({
    signIn: new StatusSignInService(db, audit, limits, config.encryptionKey, clock, config.publicUrl, counters),
    links: new StatusLinksService(db, limits, new StatusLinkKeys(config.encryptionKey)),
    cycleDates: cycleDatesFrom(programCycles),
  }),
  jobs: ({ applicationStatus }) => applicationStatusJobs(applicationStatus.signIn),
};
