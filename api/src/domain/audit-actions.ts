/**
 * Every action the audit log records, in a few words: the audit page's action filter, the CSV's
 * "Action" column. A row's full sentence ("Moved UG-7K3M-9QX2 from Received to In review") is
 * written by the server (api/src/modules/audit/audit-words.ts); these only name the kind of row.
 */

/** The reads of applicants' data (issue 27): who saw whose SSNs and documents. */
export const AUDIT_READ_ACTIONS = {
  'application.view': 'Opened the application',
  'document.preview': 'Previewed a document',
  'document.download': 'Downloaded a document',
  'application.package-download': 'Downloaded the package PDF',
  'application.ssn-reveal': 'Revealed the SSNs',
  'application.related-view': 'Looked at related applications',
  'application.zip-download': 'Downloaded the documents (ZIP)',
  'applications.export-csv': 'Exported a list (CSV)',
} as const satisfies Record<string, string>;

const APPLICATION_ACTIONS = {
  'application.submit': 'Submitted an application',
  'review.status': "Changed an application's status",
  'review.budget-override': 'Approved beyond the budget',
  'review.assign': 'Assigned reviewers',
  'review.note': 'Added a note',
  'review.score': 'Scored an application',
  'review.score-unlock': "Unlocked a reviewer's score",
  'review.info_requested': 'Asked the applicant for documents',
  'application_status.request_answered': 'Applicant sent a document',
  'application.archive': 'Archived an application',
  'application.unarchive': 'Took out of the archive',
  'retention.legal_hold_set': 'Put on legal hold',
  'retention.legal_hold_lifted': 'Lifted a legal hold',
  'retention.purged': 'Deleted by the retention policy',
  'document.removed_infected': 'Removed a harmful document',
  'upload.refused_infected': 'Refused a harmful file',
  'application_status.code_requested': 'Status page: code asked for',
  'application_status.code_withheld': 'Status page: code held back',
  'application_status.signed_in': 'Status page: signed in',
  'application_status.sign_in_failed': 'Status page: sign-in refused',
  'disbursement.prepared': 'Prepared a payment',
  'disbursement.approved': 'Released a payment',
  'disbursement.sent': 'Recorded a payment sent',
  'disbursement.cleared': 'Recorded a payment cleared',
  'disbursement.failed': 'Recorded a payment failed',
  'disbursement.voided': 'Voided a payment',
  'disbursement.proof_uploaded': 'Uploaded a payment proof',
  'conflict.declared': 'Declared a conflict of interest',
  'conflict.withdrawn': 'Withdrew a declared conflict of interest',
  'letter.requested': 'Asked a recommender for a letter',
  'letter.received': 'Received a letter of recommendation',
  'letter.declined': 'A recommender declined to write',
  'letter.reminded': 'Reminded a recommender',
  'letter.replaced': 'Replaced a recommender',
  'letter.expired': 'A letter request expired',
} as const satisfies Record<string, string>;

const STAFF_ACTIONS = {
  'user.registered': 'Registered for a staff account',
  'user.register_existing': 'Registered a known address',
  'user.role_changed': "Changed someone's role",
  'user.deleted': 'Deleted a staff account',
  'user.admin_created': 'Created an admin on the server',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in refused',
  'auth.login_refused_pending': 'Sign-in without a role',
  'auth.logout': 'Signed out',
  'password.reset_requested': 'Asked for a password reset',
  'password.reset_failed': 'Password reset refused',
  'password.reset_completed': 'Reset a password',
  'mfa.enrolled': 'Added a sign-in factor',
  'mfa.removed': 'Removed a sign-in factor',
  'mfa.passkey_renamed': 'Renamed a passkey',
  'mfa.recovery_regenerated': 'Made new recovery codes',
  'mfa.used': 'Used a second factor',
  'mfa.recovery_used': 'Used a recovery code',
  'mfa.failed': 'Wrong second-factor code',
  'mfa.session_ended': 'Signed out after wrong codes',
  'mfa.reset_requested': 'Asked to reset sign-in factors',
  'mfa.reset_cancelled': 'Cancelled a factor reset',
  'mfa.reset_approved': 'Reset sign-in factors',
} as const satisfies Record<string, string>;

const SETTINGS_ACTIONS = {
  'program-cycle.create': 'Set up a program cycle',
  'program-cycle.update': 'Changed a program cycle',
  'eligibility.questions-save': 'Changed the eligibility check of a program cycle',
  'review.rubric-save': 'Changed a scoring rubric',
  'retention.policy_changed': 'Changed the retention policy',
  'reports.settings_changed': 'Changed the report settings',
  'content.settings.update': 'Changed the site settings',
  'content.team-member.create': 'Added a team member',
  'content.team-member.update': 'Changed a team member',
  'content.team-member.delete': 'Removed a team member',
  'content.news-story.create': 'Added a news story',
  'content.news-story.update': 'Changed a news story',
  'content.news-story.delete': 'Removed a news story',
  'content.store-product.create': 'Added a store product',
  'content.store-product.update': 'Changed a store product',
  'content.store-product.delete': 'Removed a store product',
  'message.handled': 'Marked a message handled',
  'message.unhandled': 'Marked a message not handled',
  'mail.retry': 'Sent a failed e-mail again',
  'alert.role-granted': 'Alert: a role was given',
  'alert.user-deleted': 'Alert: an account deleted',
  'alert.full-export': 'Alert: a list exported',
  'alert.new-device': 'Alert: a new browser',
  'alert.ssn-reveals': 'Alert: many SSNs revealed',
  'alert.bulk-reads': 'Alert: many applications read',
  'audit.export-csv': 'Downloaded the audit log (CSV)',
  'disbursements.export-csv': 'Downloaded the payments reconciliation (CSV)',
  'conflict-policy.save': 'Wrote the conflict-of-interest policy of a program cycle',
  'conflict-policy.accept': 'Accepted the conflict-of-interest policy',
  'conflicts.export-csv': 'Downloaded the conflicts-of-interest record (CSV)',
  'audit.pruned': 'Deleted old audit rows',
} as const satisfies Record<string, string>;

/** The action filter's groups, in the order the page lists them. */
export const AUDIT_ACTION_GROUPS: ReadonlyArray<{ label: string; actions: Readonly<Record<string, string>> }> = [
  { label: "Reading applicants' data", actions: AUDIT_READ_ACTIONS },
  { label: 'Applications', actions: APPLICATION_ACTIONS },
  { label: 'Staff accounts and sign-in', actions: STAFF_ACTIONS },
  { label: 'Settings, site and alerts', actions: SETTINGS_ACTIONS },
];

const ALL: Readonly<Record<string, string>> = Object.assign({}, ...AUDIT_ACTION_GROUPS.map((g) => g.actions));

/** What an action is in a few words; an action with no label shows as it is stored. */
export function auditActionLabel(action: string): string {
  return ALL[action] ?? action;
}
