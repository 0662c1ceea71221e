import { CONFLICT_CATEGORY_LABELS, isConflictCategory } from '../../domain/conflicts.js';
import { isReviewStatus, REVIEW_STATUS_LABELS } from '../../domain/review/statuses.js';
import {
  applicationOf,
  fieldLabel,
  fieldLabels,
  listOf,
  money,
  numberIn,
  partsOf,
  personOf,
  type Describer,
} from './audit-words-parts.js';

/** "IN_REVIEW" → "In review"; a status this version does not know stays as stored. */
const status = (code: string) => (isReviewStatus(code) ? REVIEW_STATUS_LABELS[code] : code);

/** "RECEIVED->IN_REVIEW", with " (applicant)" when the applicant's last answer moved it. */
const moveStatus: Describer = (row, ctx) => {
  const move = /^([A-Z_]+)\s*->\s*([A-Z_]+)(\s*\(applicant\))?/.exec(row.detail ?? '');
  const app = applicationOf(row, ctx);
  if (!move) return `Moved ${app} to another status`;
  const words = `Moved ${app} from ${status(move[1]!)} to ${status(move[2]!)}`;
  return move[3] ? `${words}: the applicant sent every document asked for` : words;
};

/** "cycle 3: award 150000, remaining 50000, awards left no limit". */
const budgetOverride: Describer = (row, ctx) => {
  const d = row.detail ?? '';
  const award = numberIn(/award (-?\d+)/.exec(d)?.[1]);
  const left = numberIn(/remaining (-?\d+)/.exec(d)?.[1]);
  const awards = numberIn(/awards left (-?\d+)/.exec(d)?.[1]);
  const parts = [
    award === null ? null : `an award of ${money(award)}`,
    left === null ? null : `${money(left)} was left in the budget`,
    awards === null ? null : `${awards} award${awards === 1 ? '' : 's'} left`,
  ].filter((p): p is string => p !== null);
  return `Approved ${applicationOf(row, ctx)} beyond its program's budget${parts.length ? `: ${parts.join(', ')}` : ''}`;
};

/** "users 3,5" or "users none". */
const assign: Describer = (row, ctx) => {
  const ids = (/^users (.*)$/.exec(row.detail ?? '')?.[1] ?? '').split(',').filter((id) => /^\d+$/.test(id));
  const app = applicationOf(row, ctx);
  if (ids.length === 0) return `Left ${app} with no reviewer assigned`;
  return `Assigned ${app} to ${listOf(ids.map((id) => personOf(id, ctx)))}`;
};

const document =
  (verb: string): Describer =>
  (row, ctx) =>
    `${verb} the ${fieldLabel(row.targetType, row.detail ?? 'document')} of ${applicationOf(row, ctx)}`;

/** "payment 12; amount 100000; payee LOAN_SERVICER": the ledger's rows (issue 40), never a name or an account. */
const payment =
  (verb: string): Describer =>
  (row, ctx) => {
    const d = row.detail ?? '';
    const n = numberIn(/payment (\d+)/.exec(d)?.[1]);
    const cents = numberIn(/amount (\d+)/.exec(d)?.[1]);
    const payee = /payee ([A-Z_]+)/.exec(d)?.[1];
    const to =
      payee === 'LOAN_SERVICER'
        ? ' to the loan servicer'
        : payee === 'SCHOOL'
          ? ' to the school'
          : payee === 'APPLICANT'
            ? ' to the applicant'
            : '';
    const what = cents === null ? 'a payment' : `a payment of ${money(cents)}`;
    return `${verb} ${what}${to} for ${applicationOf(row, ctx)}${n === null ? '' : ` (payment ${n})`}`;
  };

/** "category FAMILY; unassigned" (issue 39): the category only, never the note. */
const declared: Describer = (row, ctx) => {
  const category = /category ([A-Z_]+)/.exec(row.detail ?? '')?.[1];
  const label = isConflictCategory(category) ? ` (${CONFLICT_CATEGORY_LABELS[category].toLowerCase()})` : '';
  const unassigned = /unassigned/.test(row.detail ?? '') ? ', and was unassigned from it' : '';
  return `Declared a conflict of interest${label} with ${applicationOf(row, ctx)}${unassigned}`;
};

export const APPLICATION_WORDS: Readonly<Record<string, Describer>> = {
  'conflict.declared': declared,
  'conflict.withdrawn': (row, ctx) =>
    `Withdrew ${personOf(/by user (\d+)/.exec(row.detail ?? '')?.[1], ctx)}'s declared conflict of interest with ${applicationOf(row, ctx)}`,
  // A letter's rows name the recommender's role only: their name and address stay with the request.
  'letter.requested': (row, ctx) => `Asked a recommender for a letter for ${applicationOf(row, ctx)}`,
  'letter.received': (row, ctx) => `A recommender's letter arrived for ${applicationOf(row, ctx)}`,
  'letter.declined': (row, ctx) => `A recommender declined to write for ${applicationOf(row, ctx)}`,
  'letter.reminded': (row, ctx) => `Reminded the recommender of ${applicationOf(row, ctx)}`,
  'letter.replaced': (row, ctx) => `Replaced the recommender of ${applicationOf(row, ctx)}`,
  'letter.expired': (row, ctx) => `The letter asked for ${applicationOf(row, ctx)} did not arrive by its due date`,
  'disbursement.prepared': payment('Prepared'),
  'disbursement.approved': payment('Released'),
  'disbursement.sent': payment('Recorded as sent'),
  'disbursement.cleared': payment('Recorded as cleared'),
  'disbursement.failed': payment('Recorded as failed'),
  'disbursement.voided': payment('Voided'),
  'disbursement.proof_uploaded': (row, ctx) => `Uploaded a payment proof for ${applicationOf(row, ctx)}`,
  'application.view': (row, ctx) => `Opened ${applicationOf(row, ctx)}`,
  'application.related-view': (row, ctx) => `Looked at the applications related to ${applicationOf(row, ctx)}`,
  'document.preview': document('Previewed'),
  'document.download': document('Downloaded'),
  'application.package-download': (row, ctx) => `Downloaded the package PDF of ${applicationOf(row, ctx)}`,
  'application.ssn-reveal': (row, ctx) => {
    const fields = fieldLabels(row.targetType, row.detail);
    return `Revealed ${fields.length ? `the ${listOf(fields)}` : 'the Social Security numbers'} of ${applicationOf(row, ctx)}`;
  },
  'application.zip-download': (row, ctx) => {
    const count = numberIn(/^(\d+) documents?/.exec(row.detail ?? '')?.[1]);
    const what = count === null ? 'the documents' : `the ${count} document${count === 1 ? '' : 's'}`;
    return `Downloaded ${what} of ${applicationOf(row, ctx)} as a ZIP file`;
  },
  'applications.export-csv': (row) => {
    const rows = numberIn(/rows=(\d+)/.exec(row.detail ?? '')?.[1]);
    const list = row.targetType ? `the ${row.targetType} applications` : 'a list of applications';
    const interrupted = /interrupted/.test(row.detail ?? '') ? ', interrupted' : '';
    return `Exported ${list} as CSV${rows === null ? '' : ` (${rows} row${rows === 1 ? '' : 's'}${interrupted})`}`;
  },
  'application.submit': (row, ctx) => `Submitted ${applicationOf(row, ctx)}`,
  'review.status': moveStatus,
  'review.budget-override': budgetOverride,
  'review.assign': assign,
  'review.note': (row, ctx) =>
    /\(process\)/.test(row.detail ?? '')
      ? `Added a process note to ${applicationOf(row, ctx)}`
      : `Added a note about the applicant to ${applicationOf(row, ctx)}`,
  'review.score': (row, ctx) =>
    row.detail === 'changed' ? `Changed their score of ${applicationOf(row, ctx)}` : `Scored ${applicationOf(row, ctx)}`,
  'review.score-unlock': (row, ctx) =>
    `Unlocked ${personOf(/reviewer (\d+)/.exec(row.detail ?? '')?.[1], ctx)}'s score of ${applicationOf(row, ctx)} for one more change`,
  'review.info_requested': (row, ctx) => {
    const documents = fieldLabels(row.targetType, row.detail);
    return `Asked the applicant of ${applicationOf(row, ctx)} for ${documents.length ? listOf(documents) : 'documents'}`;
  },
  'application_status.request_answered': (row, ctx) => `The applicant sent a document asked for on ${applicationOf(row, ctx)}`,
  'application.archive': (row, ctx) => `Archived ${applicationOf(row, ctx)}`,
  'application.unarchive': (row, ctx) => `Took ${applicationOf(row, ctx)} out of the archive`,
  'retention.legal_hold_set': (row, ctx) => `Put ${applicationOf(row, ctx)} on legal hold: it is kept past the retention policy`,
  'retention.legal_hold_lifted': (row, ctx) => `Lifted the legal hold on ${applicationOf(row, ctx)}`,
  'retention.purged': (row, ctx) => {
    const rule = /\(([^)]+)\)/.exec(row.detail ?? '')?.[1];
    return `Deleted the personal data of ${applicationOf(row, ctx)} under the retention policy${rule ? ` (${rule})` : ''}`;
  },
  'document.removed_infected': (row, ctx) => {
    const parts = partsOf(row.detail);
    const doc = parts.document ? fieldLabel(row.targetType, parts.document) : 'a document';
    const found = parts.signature ? `: the virus scan found ${parts.signature}` : '';
    return `Removed the ${doc} of ${applicationOf(row, ctx)}${found}`;
  },
  'upload.refused_infected': (row) => {
    const parts = partsOf(row.detail);
    const field = parts.field ? ` as the ${fieldLabel(null, parts.field)}` : '';
    const door = parts.door ? ` (${parts.door})` : '';
    return `Refused a file sent${field}${door}${parts.signature ? `: the virus scan found ${parts.signature}` : ''}`;
  },
  'application_status.code_requested': (row, ctx) =>
    row.targetId
      ? `Asked for a sign-in code to the status page of ${applicationOf(row, ctx)}`
      : 'Asked for a status page sign-in code with a reference and e-mail address that match no application',
  'application_status.code_withheld': (row, ctx) =>
    `Sent no sign-in code for ${applicationOf(row, ctx)}: too many codes were asked for lately`,
  'application_status.signed_in': (row, ctx) => `Signed in to the status page of ${applicationOf(row, ctx)}`,
  'application_status.sign_in_failed': (row, ctx) => {
    const why = row.detail ? ` (${row.detail})` : '';
    return row.targetId
      ? `Was refused signing in to the status page of ${applicationOf(row, ctx)}${why}`
      : `Was refused signing in to the status page${why}`;
  },
};
