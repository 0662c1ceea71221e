import type { FeatureModule } from '../../services.js';
import { retentionEntities } from './retention.entity.js';
import { retentionJobs } from './retention.jobs.js';
import { RetentionDetailFieldsResolver, RetentionResolver } from './retention.resolver.js';
import { retentionRoutes } from './retention.routes.js';
import { RetentionService } from './retention.service.js';

/** The retention policy, its purge job and legal holds (docs/decisions/250). */
export const retentionModule: FeatureModule<'retention', RetentionService> = {
  name: 'retention',
  entities: retentionEntities,
  resolvers: [RetentionResolver, RetentionDetailFieldsResolver],
  routes: { routers: (services) => [retentionRoutes(services)] },
  build: ({ db }, { audit }) => new RetentionService(db, audit),
  jobs: ({ retention, audit }) => retentionJobs(retention, audit),
};
