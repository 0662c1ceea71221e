/**
 * GraphQL operations anyone may call, without signing in. Every other Query and Mutation
 * field must carry @Authorized; a test walks the schema to prove it.
 */
export const PUBLIC_OPERATIONS = new Set<string>([
  // Staff accounts: signing in and out, asking for access and resetting a password need no
  // role. register and logout still check the CSRF token themselves.
  'Query.me',
  'Mutation.login',
  'Mutation.logout',
  'Mutation.register',
  'Mutation.requestPasswordReset',
  'Mutation.completePasswordReset',
  // The second factor's doors (issue 23): a half-signed-in session is no user, so no permission
  // can name it. SignInSteps lets in only such a session or a signed-in one stepping up (the
  // enrolment doors check factors:change for the latter), and each checks the CSRF token.
  'Mutation.verifySecondFactor',
  'Mutation.passkeySignInOptions',
  'Mutation.verifyPasskey',
  'Mutation.startTotpEnrolment',
  'Mutation.confirmTotpEnrolment',
  'Mutation.passkeyRegistrationOptions',
  'Mutation.registerPasskey',
  'Query.health',
  // What the public pages show (hidden items only for staff who edit content).
  'Query.siteContent',
  // Each program's current window, time zone, award and whether it is open (budgets are admin-only fields).
  'Query.programCycles',
  // The public application forms, for integrators; rate-limited per visitor like their REST twins.
  'Mutation.submitUndergradApplication',
  'Mutation.submitParentApplication',
  'Mutation.submitHighSchoolApplication',
]);
