import type { FeatureModule } from '../../services.js';
import { databaseCounters } from './database-counters.js';
import { rateLimitJobs } from './rate-limits.jobs.js';
import { createRateLimits, type CounterStore, type RateLimits } from './rate-limits.js';

export interface RateLimitServices {
  /** Every door's limits, counted in the services. */
  limits: RateLimits;
  /** The counters in the database, shared by every instance (the one-time codes count there too). */
  counters: CounterStore;
}

export const rateLimitsModule: FeatureModule<'rate-limits', RateLimitServices> = {
  name: 'rate-limits',
  build: ({ config, db }) => {
    const counters = databaseCounters(db);
    return { limits: createRateLimits(config.rateLimits, counters), counters };
  },
  jobs: ({ infra }) => rateLimitJobs(infra.db),
};
