import type { FeatureModule } from '../../services.js';
import { matchKeyEntities } from './match-key.entity.js';
import { relatedApplicationJobs } from './related-applications.jobs.js';
import { RelatedApplicationsService } from './related-applications.service.js';

/** Applications sharing an SSN, e-mail, phone, address or loan account (issue 39, decision 495): shown, never acted on. */
export const relatedApplicationsModule: FeatureModule<'related-applications', RelatedApplicationsService> = {
  name: 'related-applications',
  entities: matchKeyEntities,
  build: ({ db }, { audit }) => new RelatedApplicationsService(db, audit),
  jobs: ({ infra, relatedApplications }) =>
    relatedApplicationJobs(infra.db, infra.cipher, (manager, kind, ids) => relatedApplications.loanAccounts(manager, kind, ids)),
};
