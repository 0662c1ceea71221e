import type { FeatureModule } from '../../services.js';
import { LetterRequest } from './letter-request.entity.js';
import { LetterRequests } from './letter-requests.service.js';

export interface LetterServices {
  /** The requests: made with the application or as a replacement, found by a link's token. */
  requests: LetterRequests;
}

/** Letters of recommendation by a one-time link (issue 38, decision 510). */
export const lettersModule: FeatureModule<'letters', LetterServices> = {
  name: 'letters',
  entities: [LetterRequest],
  build: ({ config, db, clock, cipher }, { audit, submission }) => {
    const requests = new LetterRequests(db, audit, cipher, clock, config.publicUrl);
    // The form's recommender controls, checked and stored with the application.
    submission.addPart(requests.submissionPart());
    return { requests };
  },
};
