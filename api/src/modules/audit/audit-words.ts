import { auditActionLabel } from '../../domain/audit.js';
import { formatDeadline } from '../../domain/program-cycles.js';
import { APPLICATION_WORDS } from './audit-words-applications.js';
import { SETTINGS_WORDS } from './audit-words-settings.js';
import { STAFF_WORDS } from './audit-words-staff.js';
import type { Describer, WordsContext, WordsRow } from './audit-words-parts.js';

export type { WordsContext, WordsRow } from './audit-words-parts.js';

const DESCRIBERS: Readonly<Record<string, Describer>> = { ...APPLICATION_WORDS, ...STAFF_WORDS, ...SETTINGS_WORDS };

/** Site content edits are recorded as content.<item>.<create|update|delete>. */
const CONTENT = /^content\.([a-z-]+)\.(create|update|delete)$/;
const CONTENT_VERBS = { create: 'Added', update: 'Changed', delete: 'Removed' } as const;

/**
 * A row of the audit log as a sentence a staff member reads: "Moved UG-7K3M-9QX2 from Received to
 * In review", "Changed the role of Jane Doe from employee to admin". Pure: the names and the
 * reference it needs come in `ctx`. It says no more than the row holds (never an SSN, a code or
 * a password: the row never has one); what it cannot read it names by the action's label.
 */
export function describeAuditRow(row: WordsRow, ctx: WordsContext): string {
  const describe = DESCRIBERS[row.action];
  if (describe) return describe(row, ctx);
  const content = CONTENT.exec(row.action);
  if (content) {
    const item = content[1] === 'settings' ? 'the site settings' : `a ${content[1]!.replace('-', ' ')} on the site`;
    return `${CONTENT_VERBS[content[2] as keyof typeof CONTENT_VERBS]} ${item}`;
  }
  // An action this version does not know (written by a newer one): its label, and the application if any.
  return ctx.reference ? `${auditActionLabel(row.action)} (${ctx.reference})` : auditActionLabel(row.action);
}

/** The detail of the reminder the system sends 7 days before a letter is due. */
export const LETTER_AUTOMATIC_REMINDER = 'automatic, 7 days before the due date';

/** Actions done by an applicant or a visitor of the public site: they have no account. */
const BY_THE_PUBLIC = /^(application\.submit|application_status\.|upload\.|user\.registered|user\.register_existing|password\.)/;

/**
 * Who did it, as the page names them: the staff member, or for a row without one the applicant,
 * someone who was not signed in, or the system (the scheduled jobs and the server's tools).
 */
export function actorLabel(
  row: Pick<WordsRow, 'action' | 'actorUserId'> & { actorName: string | null; detail?: string | null },
): string {
  if (row.actorUserId !== null) return row.actorName ?? `A deleted account (#${row.actorUserId})`;
  if (row.action === 'application.submit' || row.action.startsWith('application_status.')) return 'The applicant';
  if (row.action === 'letter.received' || row.action === 'letter.declined') return 'The recommender';
  // The automatic reminder and an expiry are the system's; a request, a reminder or a replacement without an account, the applicant's.
  if (/^letter\.(requested|replaced)$/.test(row.action)) return 'The applicant';
  if (row.action === 'letter.reminded' && row.detail !== LETTER_AUTOMATIC_REMINDER) return 'The applicant';
  if (BY_THE_PUBLIC.test(row.action) || row.action.startsWith('auth.')) return 'Someone not signed in';
  return 'System';
}

/** "November 28, 2026 at 4:06 PM EST": a row's time on the organisation's clock (ORG_TIME_ZONE). */
export const auditTime = (at: Date, timeZone: string) => formatDeadline(at, timeZone);
