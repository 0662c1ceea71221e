import express from 'express';
import type { FeatureModule } from '../../services.js';
import { applicantLettersRoutes } from './applicant-letters.routes.js';
import { ApplicantLetters } from './applicant-letters.service.js';
import { LetterRequest } from './letter-request.entity.js';
import { LetterRequests } from './letter-requests.service.js';
import { letterJobs } from './letters.jobs.js';
import { LetterDetailFieldsResolver, LetterSummaryFieldsResolver } from './letters.resolver.js';
import { recommenderLettersRoutes } from './recommender-letters.routes.js';
import { RecommenderLetters } from './recommender-letters.service.js';
import { staffLetterRoutes } from './staff-letters.routes.js';
import { StaffLetters } from './staff-letters.service.js';

export interface LetterServices {
  /** The requests: made with the application or as a replacement, found by a link's token. */
  requests: LetterRequests;
  /** The recommender's page: its facts, the upload and the decline, by the link's token. */
  recommender: RecommenderLetters;
  /** The applicant's side: the status page's section, reminders and a new recommender. */
  applicant: ApplicantLetters;
  /** The letters as staff read them, their reminder, and the jobs' automatic reminder and expiry. */
  staff: StaffLetters;
}

/** Letters of recommendation by a one-time link (issue 38, decision 510). */
export const lettersModule: FeatureModule<'letters', LetterServices> = {
  name: 'letters',
  entities: [LetterRequest],
  resolvers: [LetterDetailFieldsResolver, LetterSummaryFieldsResolver],
  applicationRoutes: (services, kind) => ({ main: [staffLetterRoutes(services, kind)] }),
  // Two doors under /api: the recommender's /letters, and the applicant's under /application-status (its cookie's path).
  routes: {
    routers: (services) => [
      express.Router().use('/letters', recommenderLettersRoutes(services)),
      applicantLettersRoutes(services),
    ],
  },
  build: ({ config, db, clock, cipher }, { audit, submission, infoRequests, documents }) => {
    const requests = new LetterRequests(db, audit, cipher, clock, config.publicUrl);
    // The form's recommender controls, checked and stored with the application.
    submission.addPart(requests.submissionPart());
    const applicant = new ApplicantLetters(db, audit, requests);
    // The status page lists the letters: info-requests builds the view, and knows nothing of letters.
    infoRequests.addStatusSection((scope, locale) => applicant.statusSection(scope, locale));
    return {
      requests,
      recommender: new RecommenderLetters(db, requests, audit, documents.store, clock),
      applicant,
      staff: new StaffLetters(db, audit, requests, clock),
    };
  },
  jobs: ({ letters }) => letterJobs(letters.staff),
};
