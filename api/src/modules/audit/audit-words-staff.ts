import { FACTOR_METHOD_LABELS, type FactorMethod } from '../../domain/second-factor.js';
import { personOf, targetPerson, type Describer, type WordsRow } from './audit-words-parts.js';

/** "totp" → "authenticator app"; an unknown method stays as stored. */
const method = (text: string | undefined) =>
  text && text in FACTOR_METHOD_LABELS ? FACTOR_METHOD_LABELS[text as FactorMethod] : (text ?? 'sign-in factor');

/** "sign-in" or "step-up": why a factor was asked for. */
const purpose = (text: string | undefined) => (text === 'step-up' ? 'to confirm a sensitive action' : 'to sign in');

/** Rows about the actor's own account name no one else; rows about another account name them. */
const ofWhom = (row: WordsRow, ctx: Parameters<Describer>[1]) =>
  row.targetId !== null && Number(row.targetId) !== row.actorUserId ? ` of ${targetPerson(row, ctx)}` : '';

/** "employee -> admin (admin:create, new password)". */
const roleChange: Describer = (row, ctx) => {
  const change = /^(\w+)\s*->\s*(\w+)(?:\s*\((.*)\))?/.exec(row.detail ?? '');
  const who = targetPerson(row, ctx);
  if (!change) return `Changed the role of ${who}`;
  const [, before, after, how] = change;
  const by = how?.startsWith('admin:create') ? ' on the server (npm run admin:create)' : '';
  if (before === 'none') return `Gave ${who} the ${after} role${by}`;
  return `Changed the role of ${who} from ${before} to ${after}${by}`;
};

/** "approved request 4, asked by user 7" or "admin:create --reset-factors". */
const resetApproved: Describer = (row, ctx) => {
  const asker = /asked by user (\d+)/.exec(row.detail ?? '')?.[1];
  const who = targetPerson(row, ctx);
  if (asker) return `Reset the sign-in factors of ${who}, as ${personOf(asker, ctx)} asked`;
  if (/admin:create/.test(row.detail ?? '')) return `Reset the sign-in factors of ${who} on the server (npm run admin:create)`;
  return `Reset the sign-in factors of ${who}`;
};

/** The access alerts (decision 370): what each one told the admins. */
const ALERTS: Record<string, string> = {
  'alert.role-granted': 'a staff role was given',
  'alert.user-deleted': 'a staff account was deleted',
  'alert.full-export': 'a list of applications was exported',
  'alert.new-device': 'a sign-in from a new browser',
  'alert.ssn-reveals': 'many SSNs were revealed by one account',
  'alert.bulk-reads': 'one account read many applications',
};
const alert: Describer = (row, ctx) =>
  `Mailed the admins an alert: ${ALERTS[row.action] ?? 'unusual access'}${row.targetId ? `, about ${targetPerson(row, ctx)}` : ''}`;

export const STAFF_WORDS: Readonly<Record<string, Describer>> = {
  'user.registered': (row, ctx) => `Registered for a staff account as ${targetPerson(row, ctx)}`,
  'user.register_existing': (row, ctx) => `Tried to register with the e-mail address of ${targetPerson(row, ctx)}`,
  'user.role_changed': roleChange,
  'user.deleted': (row) => {
    const role = /^role (\w+)/.exec(row.detail ?? '')?.[1];
    const was = role && role !== 'none' ? `, who was ${role === 'admin' ? 'an admin' : `a ${role}`}` : '';
    return `Deleted the staff account #${row.targetId ?? '?'}${was}`;
  },
  'user.admin_created': (row, ctx) =>
    `Created the admin account of ${targetPerson(row, ctx)} on the server (npm run admin:create)`,
  'auth.login': () => 'Signed in',
  'auth.login_failed': (row, ctx) =>
    row.targetId
      ? `Was refused signing in as ${targetPerson(row, ctx)}: wrong password`
      : 'Was refused signing in: unknown e-mail address',
  'auth.login_refused_pending': (row, ctx) => `Was refused signing in as ${targetPerson(row, ctx)}: no role given yet`,
  'auth.logout': () => 'Signed out',
  'password.reset_requested': (row, ctx) =>
    row.targetId
      ? `Asked for a password reset code for ${targetPerson(row, ctx)}`
      : 'Asked for a password reset code for an unknown address',
  'password.reset_failed': (row, ctx) => {
    const why = row.detail ? ` (${row.detail})` : '';
    return row.targetId
      ? `Was refused a password reset of ${targetPerson(row, ctx)}${why}`
      : `Was refused a password reset${why}`;
  },
  'password.reset_completed': (row, ctx) => `Reset the password of ${targetPerson(row, ctx)}`,
  'mfa.enrolled': (row, ctx) => `Added ${aOrAn(method(row.detail ?? undefined))} for signing in${ofWhom(row, ctx)}`,
  'mfa.removed': (row, ctx) => {
    const [m, last] = (row.detail ?? '').split(' ');
    return `Removed ${aOrAn(method(m))}${ofWhom(row, ctx)}${last ? ', the last one' : ''}`;
  },
  'mfa.passkey_renamed': (row, ctx) => `Renamed a passkey${ofWhom(row, ctx)}`,
  'mfa.recovery_regenerated': (row, ctx) => `Made new recovery codes${ofWhom(row, ctx)}`,
  'mfa.used': (row) => {
    const [m, p] = (row.detail ?? '').split(' ');
    return `Used ${aOrAn(method(m))} ${purpose(p)}`;
  },
  'mfa.recovery_used': (row) => `Used a recovery code ${purpose((row.detail ?? '').split(' ')[1])}`,
  'mfa.failed': (row) => `Entered a wrong second-factor code ${purpose(row.detail ?? undefined)}`,
  'mfa.session_ended': (row) => {
    const wrong = /^(\d+) wrong codes/.exec(row.detail ?? '')?.[1];
    return `Was signed out after ${wrong ?? 'too many'} wrong second-factor codes`;
  },
  'mfa.reset_requested': (row, ctx) => `Asked to reset the sign-in factors of ${targetPerson(row, ctx)}`,
  'mfa.reset_cancelled': (row, ctx) => `Cancelled the reset of the sign-in factors of ${targetPerson(row, ctx)}`,
  'mfa.reset_approved': resetApproved,
  ...Object.fromEntries(Object.keys(ALERTS).map((action) => [action, alert])),
};

function aOrAn(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}
