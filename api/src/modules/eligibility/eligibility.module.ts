import type { FeatureModule } from '../../services.js';
import { eligibilityEntities } from './eligibility-count.entity.js';
import { EligibilityResolver } from './eligibility.resolver.js';
import { eligibilityRoutes } from './eligibility.routes.js';
import { EligibilityService } from './eligibility.service.js';

/** The program pages' eligibility check: questions per cycle, assessment, daily counts only (decision 480). */
export const eligibilityModule: FeatureModule<'eligibility', EligibilityService> = {
  name: 'eligibility',
  entities: eligibilityEntities,
  resolvers: [EligibilityResolver],
  routes: { routers: (services, { pages }) => [eligibilityRoutes(services, pages)] },
  build: ({ db }, { audit, programCycles, rateLimits }) => new EligibilityService(db, programCycles, audit, rateLimits.limits),
};
