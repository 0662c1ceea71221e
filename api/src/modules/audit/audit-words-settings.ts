import { isApplicationKind } from '../../domain/applications/index.js';
import { mailKindLabel } from '../../domain/mail-kinds.js';
import { MONTH_NAMES } from '../../domain/organisation.js';
import { formatDeadline, PROGRAM_NAMES } from '../../domain/program-cycles.js';
import { listOf, money, numberIn, type Describer } from './audit-words-parts.js';

const program = (kind: string | null) => (isApplicationKind(kind) ? `the ${PROGRAM_NAMES[kind]}` : 'a program');

/** "opens <ISO>, closes <ISO>, America/Chicago, award 150000, budget none, max 30, letters 1, letters-due 14". */
const cycle =
  (verb: string): Describer =>
  (row, ctx) => {
    const fields = (row.detail ?? '').split(', ');
    const value = (name: string) => fields.find((f) => f.startsWith(`${name} `))?.slice(name.length + 1);
    const zone = fields.find((f) => f.includes('/')) ?? ctx.timeZone;
    const date = (text: string | undefined) => {
      const at = text && text !== 'none' ? new Date(text) : null;
      return at && !Number.isNaN(at.getTime()) ? formatDeadline(at, zone) : 'not set';
    };
    const award = numberIn(value('award'));
    const budget = numberIn(value('budget'));
    const most = numberIn(value('max'));
    const letters = numberIn(value('letters'));
    const lettersDue = numberIn(value('letters-due'));
    const parts = [
      `opens ${date(value('opens'))}`,
      `closes ${date(value('closes'))}`,
      award === null ? 'no award set' : `award ${money(award)}`,
      budget === null ? 'no budget' : `budget ${money(budget)}`,
      most === null ? 'no limit on awards' : `at most ${most} award${most === 1 ? '' : 's'}`,
    ];
    // Lines written before issue 38 say nothing of letters.
    if (letters === 0) parts.push('no letter of recommendation');
    else if (letters !== null)
      parts.push(`one letter of recommendation, due ${lettersDue ?? '?'} day${lettersDue === 1 ? '' : 's'} after the deadline`);
    return row.detail
      ? `${verb} the cycle of ${program(row.targetType)}: ${parts.join('; ')}`
      : `${verb} the cycle of ${program(row.targetType)}`;
  };

/** "filters=actorUserId,reference rows=12". */
const FILTER_NAMES: Record<string, string> = {
  actorUserId: 'staff member',
  action: 'action',
  reference: 'application',
  from: 'first day',
  to: 'last day',
};

/** "cycle 3 version 2" (issue 39). */
const policy =
  (verb: string): Describer =>
  (row) => {
    const version = numberIn(/version (\d+)/.exec(row.detail ?? '')?.[1]);
    const which = version === null ? 'the' : `version ${version} of the`;
    return `${verb} ${which} conflict-of-interest policy of ${program(row.targetType)}'s cycle`;
  };

export const SETTINGS_WORDS: Readonly<Record<string, Describer>> = {
  'conflict-policy.save': policy('Wrote'),
  'conflict-policy.accept': policy('Accepted'),
  'conflicts.export-csv': (row) => {
    const cycle = numberIn(/cycle (\d+)/.exec(row.detail ?? '')?.[1]);
    const rows = numberIn(/rows=(\d+)/.exec(row.detail ?? '')?.[1]);
    const of = cycle === null ? '' : ` of cycle ${cycle}`;
    return `Downloaded the conflicts-of-interest record${of} as CSV${rows === null ? '' : ` (${rows} row${rows === 1 ? '' : 's'})`}`;
  },
  'program-cycle.create': cycle('Set up'),
  'program-cycle.update': cycle('Changed'),
  // "four-year-college hard, gpa soft" (decision 480).
  'eligibility.questions-save': (row) => {
    const questions = (row.detail ?? '').split(', ').filter(Boolean);
    const named = questions.map((q) => q.replace(/ (hard|soft)$/, (_, stop: string) => ` (${stop} stop)`));
    const list = named.length ? `: ${listOf(named)}` : '';
    return `Changed the eligibility check of ${program(row.targetType)} to ${questions.length} questions${list}`;
  },
  'review.rubric-save': (row) => {
    const count = (row.detail ?? '').split(',').filter(Boolean).length;
    return `Changed the scoring rubric of ${program(row.targetType)}${count ? ` (${count} criteria)` : ''}`;
  },
  'retention.policy_changed': (row) => {
    const months = (name: string) => numberIn(new RegExp(`${name} (\\d+)`).exec(row.detail ?? '')?.[1]);
    const rules: Array<[string, number | null]> = [
      ['declined applications', months('declined')],
      ['paid ones', months('paid')],
      ['archived ones without a decision', months('archived')],
    ];
    const kept = rules.filter(([, m]) => m !== null).map(([what, m]) => `${what} ${m} months`);
    return `Changed the retention policy${kept.length ? `: personal data is kept for ${listOf(kept)}` : ''}`;
  },
  'reports.settings_changed': (row) => {
    const month = numberIn(/month (\d+)/.exec(row.detail ?? '')?.[1]);
    return month && MONTH_NAMES[month - 1]
      ? `Set the reports' fiscal year to start in ${MONTH_NAMES[month - 1]}`
      : "Changed the reports' settings";
  },
  'message.handled': (row) => `Marked ${row.targetType ?? 'a'} message #${row.targetId ?? '?'} as handled`,
  'message.unhandled': (row) => `Marked ${row.targetType ?? 'a'} message #${row.targetId ?? '?'} as not handled`,
  'mail.retry': (row) => `Sent again a failed e-mail: ${mailKindLabel(row.detail ?? 'unknown kind')}`,
  'audit.export-csv': (row) => {
    const rows = numberIn(/rows=(\d+)/.exec(row.detail ?? '')?.[1]);
    const filters = (/filters=([^ ]*)/.exec(row.detail ?? '')?.[1] ?? '')
      .split(',')
      .filter((f) => f && f !== 'none')
      .map((f) => FILTER_NAMES[f] ?? f);
    const by = filters.length ? `, filtered by ${listOf(filters)}` : '';
    return `Downloaded the audit log as CSV${rows === null ? '' : ` (${rows} row${rows === 1 ? '' : 's'}${by})`}`;
  },
  'disbursements.export-csv': (row) => {
    const month = /month (\d{4}-\d{2})/.exec(row.detail ?? '')?.[1];
    const rows = numberIn(/rows=(\d+)/.exec(row.detail ?? '')?.[1]);
    const count = rows === null ? '' : ` (${rows} payment${rows === 1 ? '' : 's'})`;
    return `Downloaded the payments reconciliation${month ? ` of ${month}` : ''} as CSV${count}`;
  },
  'audit.pruned': (row) => {
    const rows = numberIn(/^(\d+) rows/.exec(row.detail ?? '')?.[1]);
    return `Deleted ${rows ?? 'the'} audit rows older than the retention policy keeps`;
  },
};
