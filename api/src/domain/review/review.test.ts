import {
  averageScore,
  checkMove,
  DEFAULT_RUBRICS,
  mayRequestInformation,
  movesFor,
  normalisedScore,
  noteTextSchema,
  REVIEW_TRANSITIONS,
  scoreProblems,
} from './index.js';

describe('the review transition table', () => {
  it('gives volunteers no move and employees only the internal steps', () => {
    expect(REVIEW_TRANSITIONS.filter((t) => t.roles.includes('volunteer'))).toEqual([]);
    expect(movesFor('IN_REVIEW', 'employee').map((t) => t.to)).toEqual(['NEEDS_INFO']);
    expect(movesFor('IN_REVIEW', 'admin').map((t) => t.to)).toEqual(['NEEDS_INFO', 'APPROVED', 'DECLINED']);
    expect(movesFor('PAID', 'admin')).toEqual([]);
  });

  it('lets only the roles that may make every move of it ask the applicant for documents', () => {
    for (const status of ['RECEIVED', 'IN_REVIEW', 'NEEDS_INFO'] as const) {
      expect(mayRequestInformation(status, 'employee')).toBe(true);
      expect(mayRequestInformation(status, 'volunteer')).toBe(false);
      expect(mayRequestInformation(status, null)).toBe(false);
    }
    expect(mayRequestInformation('APPROVED', 'admin')).toBe(false);
  });

  it('names why a move is refused', () => {
    expect(checkMove('RECEIVED', 'PAID', 'admin', {})).toEqual({
      ok: false,
      refusal: { kind: 'not-a-move', message: 'An application cannot move from Received to Paid.' },
    });
    expect(checkMove('IN_REVIEW', 'APPROVED', 'employee', { awardCents: 5 })).toMatchObject({
      ok: false,
      refusal: { kind: 'role' },
    });
    expect(checkMove('IN_REVIEW', 'APPROVED', 'admin', { awardCents: 0 })).toMatchObject({
      ok: false,
      refusal: { kind: 'needs', fields: { awardCents: 'Please enter an award greater than $0.' } },
    });
    expect(checkMove('APPROVED', 'IN_REVIEW', 'admin', { reason: ' ' })).toMatchObject({ ok: false, refusal: { kind: 'needs' } });
    expect(checkMove('APPROVED', 'PAID', 'admin', { paymentReference: 'ACH-1' }).ok).toBe(true);
  });
});

describe('rubric scores', () => {
  const rubric = DEFAULT_RUBRICS.undergrad;

  it('normalises to 100 with weights and leaves N/A out rather than counting it as 0', () => {
    expect(normalisedScore(rubric, { hardship: 10, debtBurden: 10, degreeInFourYears: 5, documentsComplete: 5 })).toBe(100);
    expect(normalisedScore(rubric, { hardship: 10, debtBurden: 5, degreeInFourYears: null, documentsComplete: 5 })).toBe(83.33);
    expect(normalisedScore(rubric, { hardship: 10, debtBurden: 5, degreeInFourYears: 0, documentsComplete: 5 })).toBe(71.43);
    expect(
      normalisedScore(rubric, { hardship: null, debtBurden: null, degreeInFourYears: null, documentsComplete: null }),
    ).toBeNull();
  });

  it('averages reviewers, skipping scores that are all N/A', () => {
    expect(averageScore([83.33, 42.86, null])).toBe(63.1);
    expect(averageScore([null])).toBeNull();
  });

  it('asks for every criterion once, within its maximum', () => {
    const all = rubric.map((c) => ({ criterion: c.key, points: 0 }));
    expect(scoreProblems(rubric, all)).toEqual({});
    expect(scoreProblems(rubric, all.slice(1))).toHaveProperty('hardship');
    expect(scoreProblems(rubric, [...all, { criterion: 'hardship', points: 1 }])).toHaveProperty('hardship');
    expect(scoreProblems(rubric, [{ criterion: 'hardship', points: 11 }, ...all.slice(1)])).toEqual({
      hardship: 'Hardship: give 0 to 10 points, or mark it N/A.',
    });
    expect(scoreProblems(rubric, [...all, { criterion: 'charm', points: 1 }])).toHaveProperty('charm');
  });

  it('seeds the scholarship and repayment rubrics from the spec', () => {
    expect(DEFAULT_RUBRICS['high-school'].map((c) => c.label)).toEqual([
      'GPA and academics',
      'Essay',
      'Recommendation',
      'Single-parent household',
      'Four-year plan',
    ]);
    expect(DEFAULT_RUBRICS.parent.map((c) => c.label)).toEqual([
      'Hardship',
      'Debt burden',
      'Degree finished in four years',
      'Documents complete',
    ]);
  });
});

describe('notes', () => {
  it('take 1 to 5,000 characters', () => {
    expect(noteTextSchema.safeParse('  ').success).toBe(false);
    expect(noteTextSchema.safeParse('x'.repeat(5000)).success).toBe(true);
    expect(noteTextSchema.safeParse('x'.repeat(5001)).success).toBe(false);
    expect(noteTextSchema.safeParse('line one\nline two').success).toBe(true);
  });
});
