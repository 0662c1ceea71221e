import { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import type { FeatureModule } from '../../services.js';
import { InfoRequestRow } from './info-request.entity.js';
import { infoRequestJobs } from './info-requests.jobs.js';
import { InfoRequestsResolver } from './info-requests.resolver.js';
import { infoRequestRoutes } from './info-requests.routes.js';
import { InfoRequestsService } from './info-requests.service.js';

/** Staff requests for more information, answered on the status page, with reminders before they are due. */
export const infoRequestsModule: FeatureModule<'info-requests', InfoRequestsService> = {
  name: 'info-requests',
  entities: [InfoRequestRow],
  resolvers: [InfoRequestsResolver],
  applicationRoutes: (services, kind) => ({ main: [infoRequestRoutes(services, kind)] }),
  build: ({ config, db, clock }, { audit, review, documents, applicationStatus }) =>
    new InfoRequestsService(
      db,
      audit,
      review.workflow,
      documents.store,
      applicationStatus.cycleDates,
      clock,
      config.publicUrl,
      new StatusLinkKeys(config.encryptionKey),
    ),
  jobs: ({ infoRequests }) => infoRequestJobs(infoRequests),
};
