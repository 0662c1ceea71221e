import type { FeatureModule } from '../../services.js';
import { LetterRequest } from './letter-request.entity.js';
import { LetterRequests } from './letter-requests.service.js';
import { letterJobs } from './letters.jobs.js';
import { LetterDetailFieldsResolver, LetterSummaryFieldsResolver } from './letters.resolver.js';
import { staffLetterRoutes } from './staff-letters.routes.js';
import { StaffLetters } from './staff-letters.service.js';

export interface LetterServices {
  /** The requests: made with the application or as a replacement, found by a link's token. */
  requests: LetterRequests;
  /** The letters as staff read them, their reminder, and the jobs' automatic reminder and expiry. */
  staff: StaffLetters;
}

/** Letters of recommendation by a one-time link (issue 38, decision 510). */
export const lettersModule: FeatureModule<'letters', LetterServices> = {
  name: 'letters',
  entities: [LetterRequest],
  resolvers: [LetterDetailFieldsResolver, LetterSummaryFieldsResolver],
  applicationRoutes: (services, kind) => ({ main: [staffLetterRoutes(services, kind)] }),
  build: ({ config, db, clock, cipher }, { audit, submission }) => {
    const requests = new LetterRequests(db, audit, cipher, clock, config.publicUrl);
    // The form's recommender controls, checked and stored with the application.
    submission.addPart(requests.submissionPart());
    return { requests, staff: new StaffLetters(db, audit, requests, clock) };
  },
  jobs: ({ letters }) => letterJobs(letters.staff),
};
