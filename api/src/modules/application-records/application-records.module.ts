import type { FeatureModule } from '../../services.js';
import { ApplicationDocument, ApplicationDocumentPart } from './application-document.entity.js';
import { ParentApplicant } from './parent-applicant.entity.js';
import { SchoolApplicant } from './school-applicant.entity.js';
import { UndergradApplicant } from './undergrad-applicant.entity.js';

/** The stored applications of the three kinds and their documents: tables only, read by the features above. */
export const applicationRecordsModule: FeatureModule<'application-records'> = {
  name: 'application-records',
  entities: [UndergradApplicant, ParentApplicant, SchoolApplicant, ApplicationDocument, ApplicationDocumentPart],
};
