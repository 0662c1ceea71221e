import { StatusLinkKeys } from '../../crypto/status-link-keys.js';
import type { FeatureModule } from '../../services.js';
import { ApplicationSubmissionResolver } from './submission.resolver.js';
import { submissionRoutes } from './submission.routes.js';
import { SubmissionService } from './submission.service.js';

/** The three application forms: an applicant's answers and documents, sealed and stored. */
export const submissionModule: FeatureModule<'submission', SubmissionService> = {
  name: 'submission',
  resolvers: [ApplicationSubmissionResolver],
  applicationRoutes: (services, kind) => ({ main: [submissionRoutes(services, kind)] }),
  build: ({ config, db, cipher }, { audit, documents, rateLimits, programCycles }) =>
    new SubmissionService(
      db,
      cipher,
      audit,
      documents.store,
      rateLimits.limits,
      programCycles,
      config.publicUrl,
      new StatusLinkKeys(config.encryptionKey),
    ),
};
