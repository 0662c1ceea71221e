/**
 * Every staff console path, written once: the route table, the console's links and redirects,
 * robots.txt and the server's list of paths it answers with the app shell all read them here.
 */
export const STAFF_PATHS = {
  login: '/login',
  registration: '/registration',
  resetPassword: '/reset-password',
  applications: '/admin-access',
  archive: '/admin-access-archive',
  privileges: '/admin-access-privileges',
  rubric: '/admin-access-rubric',
  mail: '/admin-access-mail',
  retention: '/admin-access-retention',
  /** The audit log: who saw whose data (admin only). */
  audit: '/admin-access-audit',
  programCycles: '/admin-access-cycles',
  content: '/admin-access-content',
  messages: '/admin-access-messages',
  /** Each program cycle in figures, for the board (admin and employee). */
  reports: '/admin-access-reports',
  /** The disbursement ledger's waiting payments (admin and employee, issue 40). */
  payments: '/admin-access-payments',
  /** Schedule I, Part III, of a fiscal year as a page to print (admin). */
  scheduleI: '/admin-access-reports-schedule-i',
  /** Each staff member's own second factors: passkeys, authenticator app, recovery codes. */
  security: '/admin-access-security',
  /** Where a half-signed-in staff member without a factor enrols one. */
  secondFactorSetup: '/second-factor-setup',
  /** An application's detail page: /show-applicant/{kind}/:id/:name (spec §2). */
  applicant: '/show-applicant',
} as const;

/** Staff paths: the server answers them with the app shell instead of a 404. */
export const staffShellPaths: string[] = Object.values(STAFF_PATHS).map((p) => (p === STAFF_PATHS.applicant ? `${p}/*` : p));
