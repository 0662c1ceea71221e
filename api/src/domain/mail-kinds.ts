/**
 * The kinds of e-mail the product sends, as admins read them on the failed-mail page. The page
 * shows the kind, never the subject or body: a subject can name a person, a body can hold a code.
 */
export const MAIL_KIND_LABELS = {
  'submission-confirmation': 'Application received (to the applicant)',
  'visitor-message': 'Contact or volunteer message (to the organisation)',
  'password-reset-code': 'Password reset code',
  'password-changed': 'Password changed notice',
  'account-already-registered': 'Already registered notice',
  'registration-waiting': 'New registration waiting (to admins)',
  'privileges-confirmed': 'Privileges given',
  'review-decision': 'Review decision (to the applicant)',
  'award-paid': 'Award paid in full (to the applicant)',
  'info-request': 'Documents requested (to the applicant)',
  'info-request-reminder': 'Reminder of requested documents (to the applicant)',
  'documents-received': 'Requested documents received (to reviewers)',
  'review-assignment': 'Applications assigned (to the staff member assigned)',
  'application-status-code': 'Status page sign-in code',
  'second-factor-enrolled': 'Sign-in factor added',
  'second-factor-removed': 'Sign-in factor removed',
  'second-factor-used': 'Sign-in with a second factor on a new browser',
  'second-factor-failed': 'Wrong second-factor code after a right password',
  'recovery-code-used': 'Recovery code used',
  'factor-reset-requested': 'Sign-in factor reset asked',
  'factor-reset-approved': 'Sign-in factors reset',
  'restore-check-failed': 'Weekly restore check failed (to admins)',
  'audit-chain-report': "The audit log's daily check (to admins)",
  'access-alert': 'Unusual access to applicants’ data (to admins)',
  'letter-request': 'Letter of recommendation asked (to the recommender)',
  'letter-reminder': 'Reminder of a letter (to the recommender)',
  'letter-thanks': 'Letter received, with thanks (to the recommender)',
} as const satisfies Record<string, string>;

/** A kind enqueueMail accepts: one the failed-mail page can name. */
export type MailKind = keyof typeof MAIL_KIND_LABELS;

export function mailKindLabel(kind: string): string {
  // Rows keep their kind as text: one written by an older version may have no label any more.
  return (MAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}
