/**
 * The kinds of e-mail the product sends, as admins read them on the failed-mail page. The page
 * shows the kind, never the subject or body: a subject can name a person, a body can hold a code.
 */
export const MAIL_KIND_LABELS: Record<string, string> = {
  'submission-confirmation': 'Application received (to the applicant)',
  'visitor-message': 'Contact or volunteer message (to the organisation)',
  'password-reset-code': 'Password reset code',
  'password-changed': 'Password changed notice',
  'account-already-registered': 'Already registered notice',
  'registration-waiting': 'New registration waiting (to admins)',
  'privileges-confirmed': 'Privileges given',
  'review-decision': 'Review decision (to the applicant)',
  'info-request': 'Documents requested (to the applicant)',
  'info-request-reminder': 'Reminder of requested documents (to the applicant)',
  'documents-received': 'Requested documents received (to reviewers)',
  'application-status-code': 'Status page sign-in code',
};

export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? kind;
}
