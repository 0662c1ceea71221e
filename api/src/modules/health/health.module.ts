import type { FeatureModule } from '../../services.js';
import { HealthResolver } from './health.resolver.js';
import { healthRoutes } from './health.routes.js';

/** The readiness checks a load balancer and the operator read. */
export const healthModule: FeatureModule<'health'> = {
  name: 'health',
  resolvers: [HealthResolver],
  routes: { routers: (services) => [healthRoutes(services)] },
};
