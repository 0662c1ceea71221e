import type { ApplicationKind } from './applications/constants.js';
import type { Locale } from './i18n/locales.js';

/**
 * The eligibility check's rules without zod (the browser's island imports this file alone, so it
 * stays small); eligibility.ts adds the zod schemas and re-exports it all.
 *
 * The eligibility check (issue 43, docs/decisions/480): each program cycle holds 2 to 6 yes/no
 * questions; one answer to each does not qualify, either as a hard stop ("you can't apply") or a
 * soft one ("you may still apply and explain"). `assessEligibility` is the one rule, run by the
 * server for every check and by the browser for the island's early stop, so both always agree.
 * Framework-free: the web imports it through @domain.
 */

export const ELIGIBILITY_RESULTS = ['ELIGIBLE', 'MAY_NOT_QUALIFY', 'NOT_ELIGIBLE'] as const;
export type EligibilityResult = (typeof ELIGIBILITY_RESULTS)[number];

export const ELIGIBILITY_STOPS = ['HARD', 'SOFT'] as const;
export type EligibilityStop = (typeof ELIGIBILITY_STOPS)[number];

export const ELIGIBILITY_LIMITS = { minQuestions: 2, maxQuestions: 6, idLength: 40, textLength: 200, reasonLength: 400 } as const;

export { ELIGIBILITY_MARKER_FIELD, ELIGIBILITY_MARKER_VALUE } from './eligibility-marker.js';

export interface EligibilityQuestion {
  /** A short slug, e.g. "four-year-college": what the answers and the counts are keyed by. */
  id: string;
  textEn: string;
  textEs: string;
  /** The answer that does not qualify. */
  disqualifyingAnswer: boolean;
  /** HARD: that answer means the program is not for this person. SOFT: they may still apply and explain. */
  stop: EligibilityStop;
  /** Why, in a sentence, shown when that answer is given. */
  reasonEn: string;
  reasonEs: string;
}

export interface EligibilityAssessment {
  result: EligibilityResult;
  /** The reasons of the answers that did not qualify, in the locale: the hard one alone, or each soft one. */
  reasons: string[];
  /** The first question whose answer did not qualify (the hard stop, or the first soft one); null when eligible. */
  stoppedAt: string | null;
}

export type EligibilityOutcome = ({ complete: true } & EligibilityAssessment) | { complete: false; unanswered: string[] };

const reasonIn = (q: EligibilityQuestion, locale: Locale) => (locale === 'es' ? q.reasonEs : q.reasonEn);
export const questionText = (q: EligibilityQuestion, locale: Locale) => (locale === 'es' ? q.textEs : q.textEn);

/**
 * The one rule. Questions are read in order: a hard stop ends the check at once (later
 * questions need no answer) as NOT_ELIGIBLE; soft stops are collected and the check goes on.
 * All answered with no stop is ELIGIBLE; with soft stops only, MAY_NOT_QUALIFY. A question left
 * unanswered before any hard stop makes the check incomplete.
 */
export function assessEligibility(
  questions: readonly EligibilityQuestion[],
  answers: Readonly<Record<string, boolean | undefined>>,
  locale: Locale = 'en',
): EligibilityOutcome {
  const soft: EligibilityQuestion[] = [];
  const unanswered: string[] = [];
  for (const q of questions) {
    const answer = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
    if (answer === undefined) {
      unanswered.push(q.id);
      continue;
    }
    if (answer !== q.disqualifyingAnswer) continue;
    if (q.stop === 'HARD') {
      // An earlier unanswered question does not matter once this answer rules the program out.
      return { complete: true, result: 'NOT_ELIGIBLE', reasons: [reasonIn(q, locale)], stoppedAt: q.id };
    }
    soft.push(q);
  }
  if (unanswered.length > 0) return { complete: false, unanswered };
  if (soft.length === 0) return { complete: true, result: 'ELIGIBLE', reasons: [], stoppedAt: null };
  return { complete: true, result: 'MAY_NOT_QUALIFY', reasons: soft.map((q) => reasonIn(q, locale)), stoppedAt: soft[0]!.id };
}

/** The index of the next question to ask one at a time, or null when the check has its result. */
export function nextQuestionIndex(
  questions: readonly EligibilityQuestion[],
  answers: Readonly<Record<string, boolean | undefined>>,
): number | null {
  const outcome = assessEligibility(questions, answers);
  if (outcome.complete) return null;
  return questions.findIndex((q) => q.id === outcome.unanswered[0]);
}

/** The result in words, as the page, the island and the JSON answer say it. */
export const ELIGIBILITY_HEADLINES: Record<Locale, Record<EligibilityResult, string>> = {
  en: {
    ELIGIBLE: 'You can apply.',
    MAY_NOT_QUALIFY: 'You may not qualify, but you may still apply and explain.',
    NOT_ELIGIBLE: "You can't apply to this program.",
  },
  es: {
    ELIGIBLE: 'Puede presentar una solicitud.',
    MAY_NOT_QUALIFY: 'Es posible que no cumpla los requisitos, pero aún puede presentar una solicitud y explicar su situación.',
    NOT_ELIGIBLE: 'No puede presentar una solicitud a este programa.',
  },
};

/** The REST path segment of each program, as the application paths name them. */
export const ELIGIBILITY_PROGRAM_PATHS: Record<ApplicationKind, string> = {
  undergrad: 'undergrad',
  parent: 'parents',
  'high-school': 'high-school',
};

/** The questions a cycle starts with, from the spec's requirements (§1) for each program. */
export const SEEDED_ELIGIBILITY_QUESTIONS: Record<ApplicationKind, EligibilityQuestion[]> = {
  undergrad: [
    {
      id: 'four-year-college',
      textEn: 'Did you attend a four-year college or university?',
      textEs: '¿Estudió en una universidad de cuatro años?',
      disqualifyingAnswer: false,
      stop: 'HARD',
      reasonEn: 'This program is for graduates of a four-year college or university.',
      reasonEs: 'Este programa es para graduados de una universidad de cuatro años.',
    },
    {
      id: 'degree-in-four-years',
      textEn: 'Did you complete your degree in four years?',
      textEs: '¿Terminó su título en cuatro años?',
      disqualifyingAnswer: false,
      stop: 'SOFT',
      reasonEn:
        'This program is for graduates who finished their degree in four years. You may still apply if hardship kept you longer: explain it in your application essay.',
      reasonEs:
        'Este programa es para graduados que terminaron su título en cuatro años. Aún puede presentar una solicitud si tuvo dificultades que le impidieron terminar a tiempo: explíquelas en su ensayo.',
    },
    {
      id: 'debt-hardship',
      textEn: 'Is repaying your student loans a hardship for you?',
      textEs: '¿Pagar sus préstamos estudiantiles le causa dificultades?',
      disqualifyingAnswer: false,
      stop: 'HARD',
      reasonEn: 'This program helps graduates for whom repaying student loans is a hardship.',
      reasonEs: 'Este programa ayuda a graduados que pasan dificultades para pagar sus préstamos estudiantiles.',
    },
  ],
  parent: [
    {
      id: 'four-year-college',
      textEn: 'Did your child attend a four-year college or university?',
      textEs: '¿Su hijo o hija estudió en una universidad de cuatro años?',
      disqualifyingAnswer: false,
      stop: 'HARD',
      reasonEn: 'This program is for parents of students who attended a four-year college or university.',
      reasonEs: 'Este programa es para padres de estudiantes que estudiaron en una universidad de cuatro años.',
    },
    {
      id: 'degree-in-four-years',
      textEn: 'Did your child complete their degree in four years?',
      textEs: '¿Su hijo o hija terminó su título en cuatro años?',
      disqualifyingAnswer: false,
      stop: 'SOFT',
      reasonEn:
        'This program is for families whose student finished the degree in four years. You may still apply if hardship kept your child longer: explain it in your application letter.',
      reasonEs:
        'Este programa es para familias cuyo estudiante terminó su título en cuatro años. Aún puede presentar una solicitud si su hijo o hija tuvo dificultades que le impidieron terminar a tiempo: explíquelas en su carta de solicitud.',
    },
    {
      id: 'debt-hardship',
      textEn: 'Is repaying the college loans a hardship for your family?',
      textEs: '¿Pagar los préstamos universitarios le causa dificultades a su familia?',
      disqualifyingAnswer: false,
      stop: 'HARD',
      reasonEn: 'This program helps parents for whom repaying college loans is a hardship.',
      reasonEs: 'Este programa ayuda a padres que pasan dificultades para pagar los préstamos universitarios.',
    },
  ],
  'high-school': [
    {
      id: 'senior-or-recent-graduate',
      textEn: 'Are you a high-school senior, or did you finish high school less than a year ago?',
      textEs: '¿Es estudiante de último año de secundaria, o terminó la secundaria hace menos de un año?',
      disqualifyingAnswer: false,
      stop: 'HARD',
      reasonEn: 'This scholarship is for high-school seniors and for students who finished high school less than a year ago.',
      reasonEs:
        'Esta beca es para estudiantes de último año de secundaria y para quienes terminaron la secundaria hace menos de un año.',
    },
    {
      id: 'gpa',
      textEn: 'Is your GPA 2.5 or higher?',
      textEs: '¿Su promedio (GPA) es de 2.5 o más?',
      disqualifyingAnswer: false,
      stop: 'SOFT',
      reasonEn: 'The scholarship asks for a GPA of at least 2.5. You may still apply: reviewers read your whole application.',
      reasonEs:
        'La beca pide un promedio (GPA) de al menos 2.5. Aún puede presentar una solicitud: las personas que revisan leen toda su solicitud.',
    },
    {
      id: 'four-year-university',
      textEn: 'Do you plan to attend a four-year university?',
      textEs: '¿Piensa estudiar en una universidad de cuatro años?',
      disqualifyingAnswer: false,
      stop: 'HARD',
      reasonEn: 'This scholarship is for students who plan to attend a four-year university.',
      reasonEs: 'Esta beca es para estudiantes que piensan estudiar en una universidad de cuatro años.',
    },
  ],
};

/** A cycle's questions: its own when saved, else its program's seeds. */
export function questionsOrSeeds(kind: ApplicationKind, stored: EligibilityQuestion[] | null | undefined): EligibilityQuestion[] {
  return stored && stored.length > 0 ? stored : SEEDED_ELIGIBILITY_QUESTIONS[kind];
}

/** The measures counted per cycle and day: started, each result, each stopping question, qualified then submitted. */
export const COUNT_STARTED = 'started';
export const COUNT_SUBMITTED = 'submitted-after-eligible';
export const countOfStop = (questionId: string) => `stopped:${questionId}`;

/** The page a check sent without JavaScript answers with (rendered by the web's SSR entry). */
export interface EligibilityPageView {
  kind: ApplicationKind;
  locale: Locale;
  outcome: { result: EligibilityResult; reasons: string[] } | { problem: string };
}

export { ELIGIBILITY_PRIVACY } from './eligibility-privacy.js';
