/**
 * Requests every public door must refuse: a 4xx with a clear JSON message, nothing stored.
 * Only cases the other suites do not already cover (applications-validation, graphql-limits,
 * messages, foundation); each names the door it hits.
 */
import { apiCases } from './hostile-input.api-cases.js';
import { jsonDoorCases } from './hostile-input.json-cases.js';
import type { HostileCase } from './hostile-input.requests.js';
import { statusCases } from './hostile-input.status-cases.js';
import { uploadCases } from './hostile-input.upload-cases.js';

export type { HostileCase, HostileContext } from './hostile-input.requests.js';

export const hostileCases: HostileCase[] = [...jsonDoorCases, ...apiCases, ...uploadCases, ...statusCases];
