import { z } from 'zod';
import { ELIGIBILITY_LIMITS, ELIGIBILITY_STOPS, type EligibilityQuestion } from './eligibility-rules.js';

/**
 * The eligibility check's shared rules (issue 43, docs/decisions/480): the zod schemas of a
 * cycle's questions and of a visitor's answers, and, re-exported from eligibility-rules.ts, the
 * one pure function `assessEligibility`, the seeded questions and the words of each result.
 */
export * from './eligibility-rules.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: please write it.` })
    .trim()
    .min(1, `${label}: please write it.`)
    .max(max, `${label}: at most ${max} characters.`);

export const eligibilityQuestionSchema = z.object({
  id: z
    .string({ error: 'Short name: please write it.' })
    .trim()
    .min(2, 'Short name: at least 2 characters.')
    .max(ELIGIBILITY_LIMITS.idLength, `Short name: at most ${ELIGIBILITY_LIMITS.idLength} characters.`)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'Short name: lowercase letters, digits and single hyphens only, e.g. four-year-college.',
    ),
  textEn: text('Question in English', ELIGIBILITY_LIMITS.textLength),
  textEs: text('Question in Spanish', ELIGIBILITY_LIMITS.textLength),
  disqualifyingAnswer: z.boolean({ error: 'The answer that does not qualify: please choose Yes or No.' }),
  stop: z.enum(ELIGIBILITY_STOPS, { error: 'Please choose a hard stop or a soft one.' }),
  reasonEn: text('Reason in English', ELIGIBILITY_LIMITS.reasonLength),
  reasonEs: text('Reason in Spanish', ELIGIBILITY_LIMITS.reasonLength),
});

/** A cycle's questions as an admin saves them: 2 to 6, each short name used once. */
export const eligibilityQuestionsSchema = z
  .array(eligibilityQuestionSchema, { error: 'Please send the questions as a list.' })
  .min(ELIGIBILITY_LIMITS.minQuestions, `Please keep at least ${ELIGIBILITY_LIMITS.minQuestions} questions.`)
  .max(ELIGIBILITY_LIMITS.maxQuestions, `At most ${ELIGIBILITY_LIMITS.maxQuestions} questions.`)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, index) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Short name: each question needs its own.' });
      seen.add(q.id);
    });
  });

/** Field messages keyed "questions" or "questions.2.textEs", as the cycles page shows them at each field. */
export function questionFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = ['questions', ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Stored questions as read back (a JSON column): checked again, so a bad row falls back to the seeds. */
export function parseStoredQuestions(json: string | null | undefined): EligibilityQuestion[] | null {
  if (!json) return null;
  try {
    const parsed = eligibilityQuestionsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A visitor's answers: question id → yes (true) or no (false). At most 20 keys; unknown ids are ignored. */
export const eligibilityAnswersSchema = z
  .record(z.string().max(ELIGIBILITY_LIMITS.idLength), z.boolean({ error: 'Please answer each question yes or no.' }), {
    error: 'Please send the answers as {"questionId": true or false}.',
  })
  .refine((answers) => Object.keys(answers).length <= 20, 'Too many answers.');
export type EligibilityAnswers = Record<string, boolean>;
