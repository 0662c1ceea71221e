import { describe, expect, it } from 'vitest';
import { awardRefusal, cycleFigures } from './program-cycle-budget.js';
import {
  acceptsSubmissionsAt,
  closedError,
  closedMessage,
  cyclePhase,
  defaultCycles,
  formatCents,
  formatDeadline,
  fromWallTime,
  isOpenAt,
  isValidTimeZone,
  mergeCycle,
  nextJuly31Deadline,
  nextOpening,
  nextPhaseChange,
  programCycleInputSchema,
  publicCycle,
  SUBMISSION_GRACE_MS,
  toWallTime,
  type ProgramCycleValues,
} from './program-cycles.js';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const cycle = (opensAt: string | null, closesAt: string | null, timeZone = NY): ProgramCycleValues => ({
  kind: 'high-school',
  opensAt: opensAt ? at(opensAt) : null,
  closesAt: closesAt ? at(closesAt) : null,
  timeZone,
  awardCents: 100_000,
  budgetCents: null,
  maxAwards: null,
});

describe('program cycle window', () => {
  const window = cycle('2027-01-01T05:00:00Z', '2027-08-01T03:59:00Z');

  it('is open from opensAt to closesAt, both included', () => {
    expect(cyclePhase(window, at('2027-01-01T04:59:59.999Z'))).toBe('upcoming');
    expect(isOpenAt(window, at('2027-01-01T05:00:00Z'))).toBe(true);
    expect(isOpenAt(window, at('2027-08-01T03:59:00Z'))).toBe(true);
    expect(cyclePhase(window, at('2027-08-01T03:59:00.001Z'))).toBe('closed');
  });

  it('accepts submissions for 30 minutes after closesAt, and not a millisecond more', () => {
    const closes = window.closesAt!.getTime();
    expect(SUBMISSION_GRACE_MS).toBe(30 * 60 * 1000);
    expect(acceptsSubmissionsAt(window, new Date(closes + 1))).toBe(true);
    expect(acceptsSubmissionsAt(window, new Date(closes + SUBMISSION_GRACE_MS))).toBe(true);
    expect(acceptsSubmissionsAt(window, new Date(closes + SUBMISSION_GRACE_MS + 1))).toBe(false);
    expect(acceptsSubmissionsAt(window, at('2027-01-01T04:59:59Z'))).toBe(false);
  });

  it('treats a null closesAt as rolling and a null opensAt as open already', () => {
    const rolling = cycle(null, null);
    expect(isOpenAt(rolling, at('1999-01-01T00:00:00Z'))).toBe(true);
    expect(acceptsSubmissionsAt(rolling, at('2999-01-01T00:00:00Z'))).toBe(true);
    expect(nextPhaseChange(rolling, at('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('knows the next opening only when opensAt is ahead', () => {
    expect(nextOpening(window, at('2026-12-01T00:00:00Z'))).toEqual(window.opensAt);
    expect(nextOpening(window, at('2027-09-01T00:00:00Z'))).toBeNull();
    expect(nextPhaseChange(window, at('2026-12-01T00:00:00Z'))).toEqual(window.opensAt);
    expect(nextPhaseChange(window, at('2027-02-01T00:00:00Z'))?.getTime()).toBe(window.closesAt!.getTime() + 1);
  });

  it('names the program and the next opening in a refusal', () => {
    expect(closedMessage('high-school', window, at('2026-12-01T00:00:00Z'))).toBe(
      'Applications for the High-school senior scholarship are closed. They open on January 1, 2027 at 12:00 AM EST.',
    );
    expect(closedMessage('undergrad', window, at('2027-09-01T00:00:00Z'))).toBe(
      'Applications for the Undergraduate loan repayment program are closed. The next opening date has not been announced yet.',
    );
  });

  it('carries the same refusal in Spanish, with the date written the Spanish way', () => {
    const before = closedError('high-school', window, at('2026-12-01T00:00:00Z'));
    expect(before.code).toBe('APPLICATIONS_CLOSED');
    expect(before.message).toBe(closedMessage('high-school', window, at('2026-12-01T00:00:00Z')));
    expect(before.translations?.es).toBe(
      'Las solicitudes para la beca para estudiantes de último año de secundaria están cerradas. Se abren el 1 de enero de 2027 a las 12:00 a.m. EST.',
    );
    expect(closedError('parent', window, at('2027-09-01T00:00:00Z')).translations?.es).toBe(
      'Las solicitudes para el programa de ayuda con préstamos estudiantiles para padres están cerradas. Todavía no anunciamos la próxima fecha de apertura.',
    );
  });
});

describe('deadlines in the organisation time zone', () => {
  it('formats with the offset name of that date (EDT in summer, EST in winter)', () => {
    expect(formatDeadline(at('2027-08-01T03:59:00Z'), NY)).toBe('July 31, 2027 at 11:59 PM EDT');
    expect(formatDeadline(at('2027-01-01T04:59:00Z'), NY)).toBe('December 31, 2026 at 11:59 PM EST');
    expect(formatDeadline(at('2027-08-01T06:59:00Z'), 'America/Los_Angeles')).toBe('July 31, 2027 at 11:59 PM PDT');
  });

  it('seeds the scholarship until the next July 31 at 23:59 local time', () => {
    expect(nextJuly31Deadline(at('2026-11-23T12:00:00Z'), NY).toISOString()).toBe('2027-08-01T03:59:00.000Z');
    expect(nextJuly31Deadline(at('2027-03-01T12:00:00Z'), NY).toISOString()).toBe('2027-08-01T03:59:00.000Z');
    // 23:59 on July 31 in New York is 03:59 UTC on August 1: still this year's deadline until then.
    expect(nextJuly31Deadline(at('2027-08-01T03:58:00Z'), NY).toISOString()).toBe('2027-08-01T03:59:00.000Z');
    expect(nextJuly31Deadline(at('2027-08-01T04:00:00Z'), NY).toISOString()).toBe('2028-08-01T03:59:00.000Z');
    expect(nextJuly31Deadline(at('2026-11-23T12:00:00Z'), 'Pacific/Auckland').toISOString()).toBe('2027-07-31T11:59:00.000Z');
  });

  it('seeds both repayment programs open and rolling, the scholarship with a $1,000 award', () => {
    const seeded = defaultCycles(at('2026-11-23T12:00:00Z'));
    expect(seeded.map((c) => [c.kind, c.opensAt, c.closesAt?.toISOString() ?? null, c.awardCents])).toEqual([
      ['undergrad', null, null, null],
      ['parent', null, null, null],
      ['high-school', null, '2027-08-01T03:59:00.000Z', 100_000],
    ]);
    expect(seeded.every((c) => c.timeZone === NY)).toBe(true);
  });

  it('keeps midnight deadlines right across a daylight-saving change', () => {
    // Clocks go back on 2026-11-01 in New York: 23:59 local is 03:59Z before, 04:59Z after.
    const beforeChange = fromWallTime('2026-10-31T23:59', NY)!;
    const afterChange = fromWallTime('2026-11-01T23:59', NY)!;
    expect(beforeChange.toISOString()).toBe('2026-11-01T03:59:00.000Z');
    expect(afterChange.toISOString()).toBe('2026-11-02T04:59:00.000Z');
    const closing = cycle(null, afterChange.toISOString());
    // An hour that a fixed UTC-4 offset would wrongly call closed is still open.
    expect(isOpenAt(closing, at('2026-11-02T04:30:00Z'))).toBe(true);
    expect(acceptsSubmissionsAt(closing, at('2026-11-02T05:29:00Z'))).toBe(true);
    expect(acceptsSubmissionsAt(closing, at('2026-11-02T05:29:00.001Z'))).toBe(false);
    // Clocks go forward on 2027-03-14: 02:30 does not exist and moves to 03:30 EDT.
    expect(fromWallTime('2027-03-14T02:30', NY)!.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(toWallTime(at('2027-03-14T07:30:00Z'), NY)).toBe('2027-03-14T03:30');
    expect(fromWallTime('not a time', NY)).toBeNull();
  });

  it('accepts IANA time zones only', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('saving a cycle', () => {
  const current = cycle(null, '2027-08-01T03:59:00Z');

  it('keeps a field left out and clears one given as null', () => {
    const input = programCycleInputSchema.parse({ kind: 'high-school', awardCents: 150_000 });
    const kept = mergeCycle(current, input);
    expect(kept.ok && kept.values.closesAt?.toISOString()).toBe('2027-08-01T03:59:00.000Z');
    expect(kept.ok && kept.values.awardCents).toBe(150_000);
    const rolling = mergeCycle(current, programCycleInputSchema.parse({ kind: 'high-school', closesAt: null }));
    expect(rolling.ok && rolling.values.closesAt).toBeNull();
  });

  it('refuses a closing date before the opening, a bad zone and negative money', () => {
    const input = programCycleInputSchema.parse({ kind: 'high-school', opensAt: '2027-09-01T00:00:00Z' });
    expect(mergeCycle(current, input)).toEqual({
      ok: false,
      fields: { closesAt: 'The closing date must be after the opening date.' },
    });
    expect(programCycleInputSchema.safeParse({ kind: 'high-school', timeZone: 'Nowhere/Else' }).success).toBe(false);
    expect(programCycleInputSchema.safeParse({ kind: 'high-school', budgetCents: -1 }).success).toBe(false);
    expect(programCycleInputSchema.safeParse({ kind: 'high-school', opensAt: 'tomorrow' }).success).toBe(false);
    expect(programCycleInputSchema.safeParse({ kind: 'graduate' }).success).toBe(false);
  });

  it('gives the public pages words computed at the moment of rendering', () => {
    const view = publicCycle(current, at('2027-08-02T00:00:00Z'));
    expect(view).toMatchObject({ phase: 'closed', deadline: 'July 31, 2027 at 11:59 PM EDT', nextOpening: null });
    expect(formatCents(100_000)).toBe('$1,000');
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(-150_000)).toBe('-$1,500');
  });
});

describe('award budget', () => {
  const limits = { kind: 'high-school' as const, budgetCents: 500_000, maxAwards: 3 };

  it('counts what remains and refuses an award beyond it, naming what remains', () => {
    const figures = cycleFigures(limits, { committedCents: 450_000, paidCents: 100_000, awards: 2 });
    expect(figures).toEqual({
      committedCents: 450_000,
      paidCents: 100_000,
      releasedCents: 0,
      failedCents: 0,
      remainingCents: 50_000,
      awards: 2,
      remainingAwards: 1,
    });
    expect(awardRefusal(limits, figures, 50_000)).toBeNull();
    expect(awardRefusal(limits, figures, 50_001)).toBe(
      'An award of $500.01 is more than the High-school senior scholarship cycle has left: $500 remains of its $5,000 budget.',
    );
  });

  it('refuses one award more than maxAwards, and nothing without limits', () => {
    const full = cycleFigures(limits, { committedCents: 300_000, paidCents: 0, awards: 3 });
    expect(awardRefusal(limits, full, 1)).toBe(
      'The High-school senior scholarship cycle allows 3 awards and 3 are already approved: 0 remain.',
    );
    const open = { kind: 'undergrad' as const, budgetCents: null, maxAwards: null };
    const figures = cycleFigures(open, { committedCents: 10_000_000, paidCents: 0, awards: 400 });
    expect(figures.remainingCents).toBeNull();
    expect(awardRefusal(open, figures, 1_000_000)).toBeNull();
  });
});

describe('the letters a cycle asks for (issue 38)', () => {
  const current: ProgramCycleValues = { ...cycle(null, '2027-07-31T23:59:00Z'), lettersRequired: 0, lettersDueDays: 14 };

  it('saves 0 or 1 letters and the days after the deadline; a field left out keeps its value', () => {
    const asked = mergeCycle(current, programCycleInputSchema.parse({ kind: 'high-school', lettersRequired: 1 }));
    expect(asked).toEqual({ ok: true, values: expect.objectContaining({ lettersRequired: 1, lettersDueDays: 14 }) });
    const days = mergeCycle(current, programCycleInputSchema.parse({ kind: 'high-school', lettersDueDays: 30 }));
    expect(days).toEqual({ ok: true, values: expect.objectContaining({ lettersRequired: 0, lettersDueDays: 30 }) });
  });

  it('refuses 2 letters, -1, a fraction and days beyond a season, naming the field', () => {
    for (const [field, value] of [
      ['lettersRequired', 2],
      ['lettersRequired', -1],
      ['lettersRequired', 0.5],
      ['lettersDueDays', -1],
      ['lettersDueDays', 91],
      ['lettersDueDays', Number.NaN],
    ] as const) {
      const parsed = programCycleInputSchema.safeParse({ kind: 'high-school', [field]: value });
      expect(parsed.success, `${field} ${value}`).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('tells the public pages whether the form asks for a recommender', () => {
    expect(publicCycle(current, at('2027-07-01T00:00:00Z')).lettersRequired).toBe(0);
    expect(publicCycle({ ...current, lettersRequired: 1 }, at('2027-07-01T00:00:00Z')).lettersRequired).toBe(1);
    // A cycle read before the columns existed asks for none.
    const { lettersRequired: _none, ...older } = current;
    expect(publicCycle(older, at('2027-07-01T00:00:00Z')).lettersRequired).toBe(0);
  });
});
