/**
 * Requests every public door must refuse: a 4xx with a clear JSON message, nothing stored.
 * Only cases the other suites do not already cover (applications-validation, graphql-limits,
 * messages, foundation); each names the door it hits.
 */
import { apiCases } from './hostile-input-api.cases.js';
import { graphqlUploadCases } from './hostile-input-graphql-upload.cases.js';
import { jsonBodyCases } from './hostile-input-json-body.cases.js';
import { jsonValueCases } from './hostile-input-json-value.cases.js';
import { multipartCases } from './hostile-input-multipart.cases.js';
import type { HostileCase } from './hostile-input-requests.support.js';
import { statusCases } from './hostile-input-status.cases.js';
import { letterCases } from './hostile-input-letters.cases.js';
import { eligibilityCases } from './hostile-input-eligibility.cases.js';

export type { HostileCase, HostileContext } from './hostile-input-requests.support.js';

export const hostileCases: HostileCase[] = [
  ...jsonBodyCases,
  ...jsonValueCases,
  ...apiCases,
  ...multipartCases,
  ...graphqlUploadCases,
  ...statusCases,
  ...eligibilityCases,
  ...letterCases,
];
