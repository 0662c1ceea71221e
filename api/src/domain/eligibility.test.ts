import {
  assessEligibility,
  eligibilityAnswersSchema,
  eligibilityQuestionsSchema,
  nextQuestionIndex,
  parseStoredQuestions,
  questionFieldErrors,
  SEEDED_ELIGIBILITY_QUESTIONS,
  type EligibilityQuestion,
} from './eligibility.js';

const [college, degree, hardship] = SEEDED_ELIGIBILITY_QUESTIONS.undergrad as [
  EligibilityQuestion,
  EligibilityQuestion,
  EligibilityQuestion,
];
const questions = [college, degree, hardship];

describe('assessEligibility', () => {
  it('says ELIGIBLE when every answer qualifies', () => {
    expect(assessEligibility(questions, { [college.id]: true, [degree.id]: true, [hardship.id]: true })).toEqual({
      complete: true,
      result: 'ELIGIBLE',
      reasons: [],
      stoppedAt: null,
    });
  });

  it('stops at the first hard stop, whatever comes after, with its reason in the locale', () => {
    expect(assessEligibility(questions, { [college.id]: false }, 'es')).toEqual({
      complete: true,
      result: 'NOT_ELIGIBLE',
      reasons: [college.reasonEs],
      stoppedAt: college.id,
    });
  });

  it('goes on past a soft stop, and a later hard stop wins', () => {
    expect(assessEligibility(questions, { [college.id]: true, [degree.id]: false, [hardship.id]: true })).toMatchObject({
      result: 'MAY_NOT_QUALIFY',
      reasons: [degree.reasonEn],
      stoppedAt: degree.id,
    });
    expect(assessEligibility(questions, { [college.id]: true, [degree.id]: false, [hardship.id]: false })).toMatchObject({
      result: 'NOT_ELIGIBLE',
      stoppedAt: hardship.id,
    });
  });

  it('is incomplete while a question before any hard stop is unanswered, and names the next to ask', () => {
    expect(assessEligibility(questions, { [college.id]: true })).toEqual({
      complete: false,
      unanswered: [degree.id, hardship.id],
    });
    expect(nextQuestionIndex(questions, { [college.id]: true })).toBe(1);
    expect(nextQuestionIndex(questions, { [college.id]: false })).toBeNull();
    // An answer keyed by another name, or inherited, is not an answer.
    expect(assessEligibility(questions, Object.create({ [college.id]: false }) as Record<string, boolean>).complete).toBe(false);
  });

  it('reads a disqualifying "yes" as well as a "no"', () => {
    const yesStops: EligibilityQuestion = { ...college, id: 'owes-nothing', disqualifyingAnswer: true };
    expect(assessEligibility([yesStops, degree], { 'owes-nothing': true }).complete && true).toBe(true);
    expect(assessEligibility([yesStops, degree], { 'owes-nothing': false, [degree.id]: true })).toMatchObject({
      result: 'ELIGIBLE',
    });
  });
});

describe('the question rules', () => {
  it('accepts every program’s seeds', () => {
    for (const seeds of Object.values(SEEDED_ELIGIBILITY_QUESTIONS))
      expect(eligibilityQuestionsSchema.safeParse(seeds).success).toBe(true);
  });

  it('keeps 2 to 6 questions with short names used once, and names the field at fault', () => {
    const few = eligibilityQuestionsSchema.safeParse([college]);
    expect(few.success).toBe(false);
    expect(questionFieldErrors(few.error!.issues)).toEqual({ questions: 'Please keep at least 2 questions.' });
    expect(
      eligibilityQuestionsSchema.safeParse(Array.from({ length: 7 }, (_, i) => ({ ...college, id: `q-${i}` }))).success,
    ).toBe(false);
    const twice = eligibilityQuestionsSchema.safeParse([college, { ...degree, id: college.id, textEs: ' ' }]);
    expect(questionFieldErrors(twice.error!.issues)).toEqual({
      'questions.1.textEs': 'Question in Spanish: please write it.',
      'questions.1.id': 'Short name: each question needs its own.',
    });
    expect(eligibilityQuestionsSchema.safeParse([college, { ...degree, id: 'Not A Slug' }]).success).toBe(false);
  });

  it('falls back to the seeds for a stored value that no longer passes', () => {
    expect(parseStoredQuestions(JSON.stringify(questions))).toEqual(questions);
    expect(parseStoredQuestions('[{"id":"x"}]')).toBeNull();
    expect(parseStoredQuestions('not json')).toBeNull();
    expect(parseStoredQuestions(null)).toBeNull();
  });

  it('takes answers as booleans only', () => {
    expect(eligibilityAnswersSchema.safeParse({ a: true, b: false }).success).toBe(true);
    expect(eligibilityAnswersSchema.safeParse({ a: 'yes' }).success).toBe(false);
    expect(
      eligibilityAnswersSchema.safeParse(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, true]))).success,
    ).toBe(false);
  });
});
