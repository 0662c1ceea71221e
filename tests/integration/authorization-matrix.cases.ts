/**
 * The whole product's authorization in one table (spec §6), written out by hand: every REST
 * route the Express app registers and every Query and Mutation of the schema, called by every
 * kind of caller. The expectations are literal on purpose: they are not read from the permission
 * table under test. A route or operation without a row fails the test, and so does a stale row.
 *
 *   ok  the call gets past authorization (any answer but a 401/403 refusal or a 5xx)
 *   401 refused as not signed in      ("Please log in to access this page.", UNAUTHENTICATED)
 *   403 refused for lack of permission ("You have no permissions to access this page.", FORBIDDEN)
 *
 * "pending" is a session whose user has no role (a role taken away while signed in): it must get
 * no further than an anonymous visitor. It is refused with 403; only the session check says 401.
 *
 * "applicant" is a signed-in applicant of /application-status (a session for one application).
 * It must get no further than an anonymous visitor: a row without a sixth value expects exactly
 * the anonymous outcome; only the status page's own paths give a sixth.
 *
 * "half" is an admin's half-signed-in session (issue 23): the password was right, the second
 * factor not given yet. It too gets no further than an anonymous visitor (a row without a seventh
 * value expects the anonymous outcome), except at the factor doors that finish a sign-in.
 */
export type Outcome = 'ok' | '401' | '403';
export type Caller = 'anonymous' | 'pending' | 'volunteer' | 'employee' | 'admin' | 'applicant' | 'half';
export const CALLERS: Caller[] = ['anonymous', 'pending', 'volunteer', 'employee', 'admin', 'applicant', 'half'];
type Staff = readonly [anonymous: Outcome, pending: Outcome, volunteer: Outcome, employee: Outcome, admin: Outcome];
export type Row = Staff | readonly [...Staff, applicant: Outcome] | readonly [...Staff, applicant: Outcome, half: Outcome];
export const expected = (row: Row): Outcome[] => [
  ...row,
  ...(row.length < 6 ? [row[0]] : []),
  ...(row.length < 7 ? [row[0]] : []),
];

// prettier-ignore
export const REST: Record<string, Row> = {
  //                                                                anonymous pending volunteer employee admin
  'GET /api/health':                                                ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/health/ready':                                          ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/csrf-token':                                            ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/send/send-email-volunteer':                            ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/send/send-email-contact':                              ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/auth/status':                                           ['401',   '401',  'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/login':                              ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/logout':                             ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/register':                           ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/reset-password/send-temp-code':      ['ok',    'ok',   'ok',     'ok',    'ok'],
  'POST /api/auth/admin-access/reset-password/create-new-password': ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/auth/admin-access/get-users':                           ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/auth/manage-privileges':                               ['401',   '403',  '403',    '403',   'ok'],
  'DELETE /api/auth/manage-privileges/delete-user/:userId':         ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/undergrad/submit-new-application':                     ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/undergrad/get-all':                                     ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/get-individual/:id':                          ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/download-file/:applicantId/:fileId':          ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/preview-file/:applicantId/:fileId':           ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/download-pdf/:id':                            ['401',   '403',  '403',    'ok',    'ok'],
  'PATCH /api/undergrad/archive-application/:id':                   ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/archive/undergrad/get-archive':                         ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/archive/undergrad/unarchive':                         ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/undergrad/export-csv':                                ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/undergrad/download-zip/:id':                          ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/undergrad/request-more-information/:id':               ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/undergrad/unlock-reviewer-score/:id':                  ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/parents/submit-new-application':                       ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/parents/get-all':                                       ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/get-individual/:id':                            ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/download-file/:applicantId/:fileId':            ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/preview-file/:applicantId/:fileId':             ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/download-pdf/:id':                              ['401',   '403',  '403',    'ok',    'ok'],
  'PATCH /api/parents/archive-application/:id':                     ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/archive/parents/get-archive':                           ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/archive/parents/unarchive':                           ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/parents/export-csv':                                  ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/parents/download-zip/:id':                            ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/parents/request-more-information/:id':                 ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/parents/unlock-reviewer-score/:id':                    ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/high-school/submit-new-application':                   ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/high-school/get-all':                                   ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/get-individual/:id':                        ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/download-file/:applicantId/:fileId':        ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/preview-file/:applicantId/:fileId':         ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/high-school/download-pdf/:id':                          ['401',   '403',  '403',    'ok',    'ok'],
  'PATCH /api/high-school/archive-application/:id':                 ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/archive/high-school/get-archive':                       ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/archive/high-school/unarchive':                       ['401',   '403',  'ok',     'ok',    'ok'],
  'POST /api/application-status/send-code':                         ['ok',    'ok',   'ok',     'ok',    'ok',   'ok'],
  'POST /api/application-status/verify':                            ['ok',    'ok',   'ok',     'ok',    'ok',   'ok'],
  'GET /api/application-status/':                                   ['401',   '401',  '401',    '401',   '401',  'ok'],
  'POST /api/application-status/sign-out':                          ['ok',    'ok',   'ok',     'ok',    'ok',   'ok'],
  'POST /api/application-status/requests/:id/upload':               ['401',   '401',  '401',    '401',   '401',  'ok'],
  'GET /api/content/images/:id':                                    ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /api/high-school/export-csv':                              ['401',   '403',  '403',    'ok',    'ok'],
  'GET /api/high-school/download-zip/:id':                        ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/high-school/request-more-information/:id':             ['401',   '403',  '403',    'ok',    'ok'],
  'POST /api/high-school/unlock-reviewer-score/:id':                ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/program-cycles':                                        ['ok',    'ok',   'ok',     'ok',    'ok'],
  'PUT /api/program-cycles/:kind':                                  ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/mail-outbox/failed':                                    ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/mail-outbox/health':                                    ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/mail-outbox/failed/:id/retry':                         ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/retention/policy':                                      ['401',   '403',  '403',    '403',   'ok'],
  'PUT /api/retention/policy':                                      ['401',   '403',  '403',    '403',   'ok'],
  'GET /api/retention/dry-run':                                     ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/retention/purge':                                      ['401',   '403',  '403',    '403',   'ok'],
  'PUT /api/retention/legal-hold/:kind/:id':                        ['401',   '403',  '403',    '403',   'ok'],
  //                                                                anonymous pending volunteer employee admin applicant half
  'POST /api/auth/mfa/verify':                                      ['401',   '403',  'ok',     'ok',    'ok',  '401',    'ok'],
  'POST /api/auth/mfa/passkey/options':                             ['401',   '403',  'ok',     'ok',    'ok',  '401',    'ok'],
  'POST /api/auth/mfa/passkey/verify':                              ['401',   '403',  'ok',     'ok',    'ok',  '401',    'ok'],
  'POST /api/auth/mfa/totp/start':                                  ['401',   '403',  'ok',     'ok',    'ok'],
  'POST /api/auth/mfa/totp/confirm':                                ['401',   '403',  'ok',     'ok',    'ok'],
  'POST /api/auth/mfa/passkey/register-options':                    ['401',   '403',  'ok',     'ok',    'ok'],
  'POST /api/auth/mfa/passkey/register':                            ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/auth/mfa/factors':                                      ['401',   '403',  'ok',     'ok',    'ok'],
  'PATCH /api/auth/mfa/passkeys/:id':                               ['401',   '403',  'ok',     'ok',    'ok'],
  'DELETE /api/auth/mfa/passkeys/:id':                              ['401',   '403',  'ok',     'ok',    'ok'],
  'POST /api/auth/mfa/recovery-codes':                              ['401',   '403',  'ok',     'ok',    'ok'],
  'DELETE /api/auth/mfa/totp':                                      ['401',   '403',  'ok',     'ok',    'ok'],
  'GET /api/auth/mfa/resets':                                       ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/auth/mfa/resets':                                      ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/auth/mfa/resets/:id/approve':                          ['401',   '403',  '403',    '403',   'ok'],
  'POST /api/auth/mfa/resets/:id/cancel':                           ['401',   '403',  '403',    '403',   'ok'],
  'GET /graphql':                                                   ['ok',    'ok',   'ok',     'ok',    'ok'],
  'GET /{*splat}':                                                  ['ok',    'ok',   'ok',     'ok',    'ok'],
};

// prettier-ignore
export const GRAPHQL: Record<string, Row> = {
  //                                        anonymous pending volunteer employee admin
  'Query.health':                           ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.me':                               ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.users':                            ['401',   '403',  '403',    '403',   'ok'],
  'Query.applications':                     ['401',   '403',  'ok',     'ok',    'ok'],
  'Query.application':                      ['401',   '403',  'ok',     'ok',    'ok'],
  'Query.visitorMessages':                  ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.login':                         ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.logout':                        ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.register':                      ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.requestPasswordReset':          ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.completePasswordReset':         ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.setUserRole':                   ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.deleteUser':                    ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.submitUndergradApplication':    ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.submitParentApplication':       ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.submitHighSchoolApplication':   ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Mutation.archiveApplication':            ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.unarchiveApplication':          ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.revealSocialSecurityNumbers':   ['401',   '403',  '403',    'ok',    'ok'],
  'Query.siteContent':                      ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.unhandledMessageCount':            ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.setVisitorMessageHandled':      ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.updateSiteSettings':            ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.saveTeamMember':                ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.deleteTeamMember':              ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.saveNewsStory':                 ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.deleteNewsStory':               ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.saveStoreProduct':              ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.deleteStoreProduct':            ['401',   '403',  '403',    'ok',    'ok'],
  'Query.reviewers':                        ['401',   '403',  '403',    'ok',    'ok'],
  'Query.reviewRubric':                     ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.saveReviewRubric':              ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.setReviewStatus':               ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.addApplicationNote':            ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.assignApplication':             ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.scoreApplication':              ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.bulkUpdateApplications':        ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.requestMoreInformation':        ['401',   '403',  '403',    'ok',    'ok'],
  'Mutation.unlockReviewerScore':           ['401',   '403',  '403',    '403',   'ok'],
  'Query.programCycles':                    ['ok',    'ok',   'ok',     'ok',    'ok'],
  'Query.programCycleHistory':              ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.saveProgramCycle':              ['401',   '403',  '403',    '403',   'ok'],
  'Query.failedMails':                      ['401',   '403',  '403',    '403',   'ok'],
  'Query.mailOutboxHealth':                 ['401',   '403',  '403',    '403',   'ok'],
  'Query.virusScanning':                    ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.retryMail':                     ['401',   '403',  '403',    '403',   'ok'],
  'Query.retentionPolicy':                  ['401',   '403',  '403',    '403',   'ok'],
  'Query.retentionDryRun':                  ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.saveRetentionPolicy':           ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.runRetentionPurge':             ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.setLegalHold':                  ['401',   '403',  '403',    '403',   'ok'],
  //                                        anonymous pending volunteer employee admin applicant half
  'Mutation.verifySecondFactor':            ['401',   '403',  'ok',     'ok',    'ok',  '401',    'ok'],
  'Mutation.passkeySignInOptions':          ['401',   '403',  'ok',     'ok',    'ok',  '401',    'ok'],
  'Mutation.verifyPasskey':                 ['401',   '403',  'ok',     'ok',    'ok',  '401',    'ok'],
  'Mutation.startTotpEnrolment':            ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.confirmTotpEnrolment':          ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.passkeyRegistrationOptions':    ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.registerPasskey':               ['401',   '403',  'ok',     'ok',    'ok'],
  'Query.mySecondFactors':                  ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.renamePasskey':                 ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.removePasskey':                 ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.regenerateRecoveryCodes':       ['401',   '403',  'ok',     'ok',    'ok'],
  'Mutation.removeAuthenticatorApp':        ['401',   '403',  'ok',     'ok',    'ok'],
  'Query.factorResetRequests':              ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.requestFactorReset':            ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.approveFactorReset':            ['401',   '403',  '403',    '403',   'ok'],
  'Mutation.cancelFactorReset':             ['401',   '403',  '403',    '403',   'ok'],
};
