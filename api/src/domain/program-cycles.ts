import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { APPLICATION_KINDS, type ApplicationKind } from './applications/constants.js';
import { questionsOrSeeds, type EligibilityQuestion } from './eligibility-rules.js';
import { DomainError } from './errors.js';
import { lettersSettingsSchema } from './letters.js';
import { esClosedMessage } from './i18n/es-notices.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';

/**
 * Program cycles: each kind of application has one current cycle with its window, its time
 * zone, its award and its budget. The server enforces the window and renders the public pages
 * from it; the console edits it with the same schema. Framework-free, so the web imports it.
 *
 * Rules:
 * - The window is open from `opensAt` (null: open already) to `closesAt` (null: rolling, no
 *   deadline), both ends included.
 * - Submissions are still accepted for 30 minutes after `closesAt` (someone mid-upload at
 *   midnight); the pages show the published deadline, not the grace.
 */

export { DEFAULT_TIME_ZONE };
export const SUBMISSION_GRACE_MS = 30 * 60 * 1000;
/** The scholarship's seeded award: $1,000. */
export const DEFAULT_SCHOLARSHIP_AWARD_CENTS = 100_000;

export const PROGRAM_NAMES: Record<ApplicationKind, string> = {
  undergrad: 'Undergraduate loan repayment program',
  parent: 'Parent loan repayment program',
  'high-school': 'High-school senior scholarship',
};

export const CYCLE_LIMITS = {
  /** $10,000,000 in cents: inside a 32-bit integer, like the review's awards. */
  cents: 10_000_000_00,
  maxAwards: 100_000,
} as const;

/** The window and time zone of one cycle: all the pure functions below need. */
export interface CycleWindow {
  opensAt: Date | null;
  closesAt: Date | null;
  timeZone: string;
}

export interface ProgramCycleValues extends CycleWindow {
  kind: ApplicationKind;
  awardCents: number | null;
  budgetCents: number | null;
  maxAwards: number | null;
  /** The eligibility check's questions as saved for the cycle; null or absent: the program's seeds. */
  eligibilityQuestions?: EligibilityQuestion[] | null;
  /** Letters of recommendation asked of each applicant: 0 or 1; absent: 0 (issue 38). */
  lettersRequired?: number;
  /** Days after the deadline a letter may still arrive; absent: 14. */
  lettersDueDays?: number;
}

export type CyclePhase = 'upcoming' | 'open' | 'closed';

export function isValidTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length > 0 && zone.length <= 64 && IANAZone.isValidZone(zone);
}

/** Where the cycle stands at `at` by its published window (no grace). */
export function cyclePhase(cycle: CycleWindow, at: Date): CyclePhase {
  const t = at.getTime();
  if (cycle.opensAt && t < cycle.opensAt.getTime()) return 'upcoming';
  if (cycle.closesAt && t > cycle.closesAt.getTime()) return 'closed';
  return 'open';
}

/** True while the published window is open at `at`: what the pages and `isOpen` show. */
export function isOpenAt(cycle: CycleWindow, at: Date): boolean {
  return cyclePhase(cycle, at) === 'open';
}

/** True when a submission arriving at `at` is accepted: the window plus the 30-minute grace. */
export function acceptsSubmissionsAt(cycle: CycleWindow, at: Date): boolean {
  const t = at.getTime();
  if (cycle.opensAt && t < cycle.opensAt.getTime()) return false;
  return !cycle.closesAt || t <= cycle.closesAt.getTime() + SUBMISSION_GRACE_MS;
}

/** When the window opens next after `at`, if that is known (a future `opensAt`); else null. */
export function nextOpening(cycle: CycleWindow, at: Date): Date | null {
  return cycle.opensAt && cycle.opensAt.getTime() > at.getTime() ? cycle.opensAt : null;
}

/**
 * The instant at which the page must be rendered again because the phase changes (opening or
 * closing), or null when it never changes again.
 */
export function nextPhaseChange(cycle: CycleWindow, at: Date): Date | null {
  const t = at.getTime();
  if (cycle.opensAt && t < cycle.opensAt.getTime()) return cycle.opensAt;
  if (cycle.closesAt && t <= cycle.closesAt.getTime()) return new Date(cycle.closesAt.getTime() + 1);
  return null;
}

/** "July 31, 2027" in the cycle's time zone. */
export function formatCycleDay(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-US').toFormat('LLLL d, yyyy');
}

/** "July 31, 2027 at 11:59 PM EDT": a deadline as people read it, in the cycle's time zone. */
export function formatDeadline(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-US');
  return `${local.toFormat('LLLL d, yyyy')} at ${local.toFormat('h:mm a')} ${local.offsetNameShort ?? local.toFormat('ZZ')}`;
}

/** "31 de julio de 2027 a las 11:59 p.m. EDT": a deadline in Spanish, as the /es pages write dates. */
export function formatDeadlineEs(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('es-US');
  const zone = DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-US');
  return `${local.toFormat("d 'de' LLLL 'de' yyyy")} a las ${local.toFormat('h:mm a')} ${zone.offsetNameShort ?? zone.toFormat('ZZ')}`;
}

/** "31 de julio de 2027" in a time zone: a date as the Spanish pages and e-mails write it. */
export function formatLongDateEs(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('es-US').toFormat("d 'de' LLLL 'de' yyyy");
}

/** "2027-07-31T23:59" in the cycle's time zone: the value of a datetime-local control. */
export function toWallTime(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toFormat("yyyy-LL-dd'T'HH:mm");
}

/**
 * The instant a wall time ("2027-07-31T23:59") names in a time zone, or null when it is not a
 * date and time. A time skipped by a daylight-saving change moves forward, as clocks do.
 */
export function fromWallTime(wallTime: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallTime)) return null;
  const local = DateTime.fromISO(wallTime, { zone: timeZone });
  return local.isValid ? local.toJSDate() : null;
}

/** The next July 31 at 23:59 in `timeZone` that is still ahead of `now`. */
export function nextJuly31Deadline(now: Date, timeZone: string): Date {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  let deadline = DateTime.fromObject({ year: local.year, month: 7, day: 31, hour: 23, minute: 59 }, { zone: timeZone });
  if (deadline.toMillis() < now.getTime()) deadline = deadline.plus({ years: 1 });
  return deadline.toJSDate();
}

/**
 * What a fresh install starts with: both repayment programs open and rolling; the scholarship
 * open until the next July 31 at 23:59 with a $1,000 award. No budgets, no award limits.
 */
export function defaultCycles(now: Date, timeZone: string = DEFAULT_TIME_ZONE): ProgramCycleValues[] {
  const none = { opensAt: null, budgetCents: null, maxAwards: null, timeZone };
  return [
    { kind: 'undergrad', ...none, closesAt: null, awardCents: null },
    { kind: 'parent', ...none, closesAt: null, awardCents: null },
    {
      kind: 'high-school',
      ...none,
      closesAt: nextJuly31Deadline(now, timeZone),
      awardCents: DEFAULT_SCHOLARSHIP_AWARD_CENTS,
    },
  ];
}

/** What a refused submission is told: the program, and when it opens next if known. */
export function closedMessage(kind: ApplicationKind, cycle: CycleWindow, at: Date): string {
  const program = PROGRAM_NAMES[kind];
  const opens = nextOpening(cycle, at);
  if (opens) return `Applications for the ${program} are closed. They open on ${formatDeadline(opens, cycle.timeZone)}.`;
  return `Applications for the ${program} are closed. The next opening date has not been announced yet.`;
}

/** The refusal of a submission to a closed program, worded in English and in Spanish. */
export function closedError(kind: ApplicationKind, cycle: CycleWindow, at: Date): DomainError {
  const opens = nextOpening(cycle, at);
  const es = esClosedMessage(kind, opens ? formatDeadlineEs(opens, cycle.timeZone) : null);
  return new DomainError('APPLICATIONS_CLOSED', closedMessage(kind, cycle, at), undefined, undefined, { es });
}

const instant = z.union([z.date(), z.string().trim()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}T/.test(value))) {
    ctx.addIssue({ code: 'custom', message: 'Please give a date and time.' });
    return z.NEVER;
  }
  return date;
});
const cents = (label: string) =>
  z
    .number({ error: `Please give the ${label} in whole cents.` })
    .int(`Please give the ${label} in whole cents.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(CYCLE_LIMITS.cents, `The ${label} can be at most $10,000,000.`);

/**
 * `saveProgramCycle`'s input: only `kind` is required. A field left out keeps its value; an
 * explicit null clears it (closesAt null = rolling, budgetCents/maxAwards null = no limit).
 */
export const programCycleInputSchema = z.object({
  kind: z.enum(APPLICATION_KINDS, { error: 'Please choose undergrad, parent or high-school.' }),
  opensAt: instant.nullable().optional(),
  closesAt: instant.nullable().optional(),
  timeZone: z
    .string({ error: 'Please choose a time zone.' })
    .refine(isValidTimeZone, { message: 'Please choose a time zone such as America/New_York.' })
    .optional(),
  awardCents: cents('award').nullable().optional(),
  budgetCents: cents('budget').nullable().optional(),
  maxAwards: z
    .number({ error: 'Please give the number of awards as a whole number.' })
    .int('Please give the number of awards as a whole number.')
    .min(0, 'The number of awards cannot be negative.')
    .max(CYCLE_LIMITS.maxAwards, `At most ${CYCLE_LIMITS.maxAwards.toLocaleString('en-US')} awards.`)
    .nullable()
    .optional(),
  /** Letters of recommendation asked of each applicant (0 or 1) and the days after the deadline they may arrive. */
  lettersRequired: lettersSettingsSchema.shape.lettersRequired.optional(),
  lettersDueDays: lettersSettingsSchema.shape.lettersDueDays.optional(),
});
export type ProgramCycleInput = z.input<typeof programCycleInputSchema>;

/** A cycle after an edit: the input's fields over the current values, checked as a whole. */
export function mergeCycle(
  current: ProgramCycleValues,
  input: z.output<typeof programCycleInputSchema>,
): { ok: true; values: ProgramCycleValues } | { ok: false; fields: Record<string, string> } {
  const values: ProgramCycleValues = { ...current };
  const keys = [
    'opensAt',
    'closesAt',
    'timeZone',
    'awardCents',
    'budgetCents',
    'maxAwards',
    'lettersRequired',
    'lettersDueDays',
  ] as const;
  for (const key of keys) {
    if (input[key] !== undefined) (values as unknown as Record<string, unknown>)[key] = input[key];
  }
  if (values.opensAt && values.closesAt && values.closesAt.getTime() <= values.opensAt.getTime()) {
    return { ok: false, fields: { closesAt: 'The closing date must be after the opening date.' } };
  }
  return { ok: true, values };
}

/** "$1,000" or "$1,234.50" from cents. */
export function formatCents(cents: number): string {
  const dollars = Math.abs(cents) / 100;
  const digits = cents % 100 === 0 ? 0 : 2;
  return `${cents < 0 ? '-' : ''}$${dollars.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

/** A cycle as the public pages render it, computed on the server at request time. */
export interface PublicCycle {
  kind: ApplicationKind;
  phase: CyclePhase;
  /** ISO instants, for <time dateTime>. */
  opensAt: string | null;
  closesAt: string | null;
  timeZone: string;
  awardCents: number | null;
  /** "$1,000", or null when the award varies. */
  award: string | null;
  /** "July 31, 2027 at 11:59 PM EDT", or null when rolling. */
  deadline: string | null;
  /** When a closed or upcoming cycle opens next, as words; null when not known. */
  nextOpening: string | null;
  /** The same two in Spanish ("31 de julio de 2027 a las 11:59 p. m. EDT") for the /es pages. */
  deadlineEs: string | null;
  nextOpeningEs: string | null;
  /** The eligibility check's questions (its own, or the program's seeds), in both languages. */
  eligibilityQuestions: EligibilityQuestion[];
  /** Letters of recommendation the form asks for: 0 (no recommender section) or 1. */
  lettersRequired: number;
}

export function publicCycle(cycle: ProgramCycleValues, at: Date): PublicCycle {
  const opens = nextOpening(cycle, at);
  return {
    kind: cycle.kind,
    phase: cyclePhase(cycle, at),
    opensAt: cycle.opensAt?.toISOString() ?? null,
    closesAt: cycle.closesAt?.toISOString() ?? null,
    timeZone: cycle.timeZone,
    awardCents: cycle.awardCents,
    award: cycle.awardCents === null ? null : formatCents(cycle.awardCents),
    deadline: cycle.closesAt ? formatDeadline(cycle.closesAt, cycle.timeZone) : null,
    nextOpening: opens ? formatDeadline(opens, cycle.timeZone) : null,
    deadlineEs: cycle.closesAt ? formatDeadlineEs(cycle.closesAt, cycle.timeZone) : null,
    nextOpeningEs: opens ? formatDeadlineEs(opens, cycle.timeZone) : null,
    eligibilityQuestions: questionsOrSeeds(cycle.kind, cycle.eligibilityQuestions),
    lettersRequired: cycle.lettersRequired ?? 0,
  };
}
