/** The review workflow's rules (issue 12), shared by the server and the console. */
export * from './inputs.js';
export * from './rubric.js';
export * from './rubric-answers.js';
export * from './statuses.js';
export * from './bulk-moves.js';
