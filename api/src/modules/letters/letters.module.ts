import type { FeatureModule } from '../../services.js';
import { LetterRequest } from './letter-request.entity.js';
import { LetterRequests } from './letter-requests.service.js';
import { recommenderLettersRoutes } from './recommender-letters.routes.js';
import { RecommenderLetters } from './recommender-letters.service.js';

export interface LetterServices {
  /** The requests: made with the application or as a replacement, found by a link's token. */
  requests: LetterRequests;
  /** The recommender's page: its facts, the upload and the decline, by the link's token. */
  recommender: RecommenderLetters;
}

/** Letters of recommendation by a one-time link (issue 38, decision 510). */
export const lettersModule: FeatureModule<'letters', LetterServices> = {
  name: 'letters',
  entities: [LetterRequest],
  routes: { path: '/letters', routers: (services) => [recommenderLettersRoutes(services)] },
  build: ({ config, db, clock, cipher }, { audit, submission, documents }) => {
    const requests = new LetterRequests(db, audit, cipher, clock, config.publicUrl);
    // The form's recommender controls, checked and stored with the application.
    submission.addPart(requests.submissionPart());
    const recommender = new RecommenderLetters(db, requests, audit, documents.store, clock);
    return { requests, recommender };
  },
};
