import { actorLabel, auditTime, describeAuditRow, type WordsContext, type WordsRow } from './audit-words.js';

const NAMES: Record<number, string> = { 3: 'Jane Doe', 5: 'John Roe', 7: 'Ada Admin' };
const ctx = (reference: string | null = 'HS-ABCD-1234'): WordsContext => ({
  reference,
  nameOf: (id) => NAMES[id] ?? null,
  timeZone: 'America/New_York',
});
const row = (action: string, detail: string | null = null, more: Partial<WordsRow> = {}): WordsRow => ({
  action,
  actorUserId: 7,
  targetType: 'high-school',
  targetId: '12',
  detail,
  ...more,
});
const say = (r: WordsRow, c = ctx()) => describeAuditRow(r, c);

describe('the audit log in plain words', () => {
  it('names a status move by the application and the statuses as the console shows them', () => {
    expect(say(row('review.status', 'RECEIVED->IN_REVIEW'))).toBe('Moved HS-ABCD-1234 from Received to In review');
    expect(say(row('review.status', 'IN_REVIEW->APPROVED'))).toBe('Moved HS-ABCD-1234 from In review to Approved');
    expect(say(row('review.status', 'NEEDS_INFO->IN_REVIEW (applicant)'))).toBe(
      'Moved HS-ABCD-1234 from Needs information to In review: the applicant sent every document asked for',
    );
    // Purged since: the kind and number, never a code.
    expect(say(row('review.status', 'RECEIVED->IN_REVIEW'), ctx(null))).toBe(
      'Moved a deleted high-school senior scholarship application (#12) from Received to In review',
    );
  });

  it('names the person whose role changed, and the roles', () => {
    const change = (detail: string) => say(row('user.role_changed', detail, { targetType: 'user', targetId: '3' }), ctx(null));
    expect(change('employee -> admin')).toBe('Changed the role of Jane Doe from employee to admin');
    expect(change('none -> volunteer')).toBe('Gave Jane Doe the volunteer role');
    expect(change('volunteer -> admin (admin:create, new password)')).toBe(
      'Changed the role of Jane Doe from volunteer to admin on the server (npm run admin:create)',
    );
    expect(say(row('user.role_changed', 'admin -> employee', { targetType: 'user', targetId: '99' }), ctx(null))).toBe(
      'Changed the role of a deleted account (#99) from admin to employee',
    );
  });

  it('writes amounts in dollars and cents, never in cents', () => {
    expect(say(row('review.budget-override', 'cycle 3: award 150000, remaining 50000, awards left no limit'))).toBe(
      "Approved HS-ABCD-1234 beyond its program's budget: an award of $1,500.00, $500.00 was left in the budget",
    );
    const cycle = row(
      'program-cycle.update',
      'opens 2027-01-01T05:00:00.000Z, closes none, America/New_York, award 100000, budget 5000000, max 30',
      { targetId: '4' },
    );
    expect(say(cycle, ctx(null))).toBe(
      'Changed the cycle of the High-school senior scholarship: opens January 1, 2027 at 12:00 AM EST; closes not set; ' +
        'award $1,000.00; budget $50,000.00; at most 30 awards',
    );
    const letters = row(
      'program-cycle.update',
      'opens none, closes none, America/New_York, award none, budget none, max none, letters 1, letters-due 21',
      {
        targetId: '4',
      },
    );
    expect(say(letters, ctx(null))).toMatch(/; one letter of recommendation, due 21 days after the deadline$/);
    const none = row(
      'program-cycle.update',
      'opens none, closes none, America/New_York, award none, budget none, max none, letters 0, letters-due 14',
    );
    expect(say(none, ctx(null))).toMatch(/; no letter of recommendation$/);
  });

  it('names reviewers, documents and fields as the console and the forms label them', () => {
    expect(say(row('review.assign', 'users 3,5'))).toBe('Assigned HS-ABCD-1234 to Jane Doe and John Roe');
    expect(say(row('review.assign', 'users none'))).toBe('Left HS-ABCD-1234 with no reviewer assigned');
    expect(say(row('document.download', 'loanAgreement', { targetType: 'parent' }), ctx('PA-WXYZ-0001'))).toBe(
      'Downloaded the Loan agreement of PA-WXYZ-0001',
    );
    expect(say(row('application.ssn-reveal', 'parentSocialSecurity,studentSocialSecurity', { targetType: 'parent' }))).toBe(
      "Revealed the Parent's Social Security number and Student's Social Security number of HS-ABCD-1234",
    );
    expect(say(row('review.info_requested', 'transcript,loanAgreement', { targetType: 'undergrad' }))).toBe(
      'Asked the applicant of HS-ABCD-1234 for College transcript and Loan agreement',
    );
    expect(say(row('review.score-unlock', 'reviewer 5'))).toBe("Unlocked John Roe's score of HS-ABCD-1234 for one more change");
  });

  it('reads the other rows too, and falls back to the label for an action it does not know', () => {
    expect(say(row('application.view'))).toBe('Opened HS-ABCD-1234');
    expect(say(row('retention.purged', 'purged by policy (Declined)'), ctx(null))).toBe(
      'Deleted the personal data of a deleted high-school senior scholarship application (#12) under the retention policy (Declined)',
    );
    expect(say(row('mfa.used', 'totp step-up', { targetType: 'user', targetId: '7' }))).toBe(
      'Used an authenticator app to confirm a sensitive action',
    );
    expect(say(row('audit.export-csv', 'filters=actorUserId,reference rows=12', { targetType: 'audit', targetId: null }))).toBe(
      'Downloaded the audit log as CSV (12 rows, filtered by staff member and application)',
    );
    expect(say(row('mail.retry', 'review-decision', { targetType: 'mail' }))).toBe(
      'Sent again a failed e-mail: Review decision (to the applicant)',
    );
    expect(say(row('content.news-story.delete', null, { targetType: 'news-story' }))).toBe('Removed a news story on the site');
    expect(say(row('something.new'))).toBe('something.new (HS-ABCD-1234)');
  });

  it('never repeats a code or a secret: a sign-in failure says why, not what was typed', () => {
    const failed = say(row('application_status.sign_in_failed', 'wrong code'));
    expect(failed).toBe('Was refused signing in to the status page of HS-ABCD-1234 (wrong code)');
  });

  it('names who acted, and tells the applicant, the public and the system apart', () => {
    expect(actorLabel({ action: 'review.status', actorUserId: 3, actorName: 'Jane Doe' })).toBe('Jane Doe');
    expect(actorLabel({ action: 'review.status', actorUserId: 9, actorName: null })).toBe('A deleted account (#9)');
    expect(actorLabel({ action: 'application.submit', actorUserId: null, actorName: null })).toBe('The applicant');
    expect(actorLabel({ action: 'auth.login_failed', actorUserId: null, actorName: null })).toBe('Someone not signed in');
    expect(actorLabel({ action: 'retention.purged', actorUserId: null, actorName: null })).toBe('System');
  });

  it("tells the time on the organisation's clock", () => {
    expect(auditTime(new Date('2026-11-28T21:06:00Z'), 'America/New_York')).toBe('November 28, 2026 at 4:06 PM EST');
    expect(auditTime(new Date('2026-07-04T16:30:00Z'), 'America/Chicago')).toBe('July 4, 2026 at 11:30 AM CDT');
  });
});
