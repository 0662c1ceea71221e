import { createContext, useContext } from 'react';
import type { ApplicationKind } from '@domain/applications/constants';
import { ELIGIBILITY_CHECKED_ATTRIBUTE } from '@domain/eligibility-marker';
import { ELIGIBILITY_PROGRAM_PATHS, SEEDED_ELIGIBILITY_QUESTIONS, type EligibilityPageView } from '@domain/eligibility-rules';
import { useT } from '../i18n/I18n';
import { EligibilityCheck, type EligibilityCheckProps } from '../modules/forms/components/EligibilityCheck';
import { useProgramCycle } from '../site/program-cycle';
import { paths } from '../site/site-config';
import { Island } from './Island';

/** Set by the server entry while it renders the answer page of a check sent without JavaScript. */
export const EligibilityAnswerContext = createContext<EligibilityPageView | null>(null);

/** Each program's page (English path). */
export const PROGRAM_PAGES: Record<ApplicationKind, string> = {
  undergrad: paths.collegeStudents,
  parent: paths.parents,
  'high-school': paths.highSchool,
};

/** The anchor of each program page's application form, where the check's links lead. */
export const APPLICATION_FORM_ANCHOR = 'application-form';

/**
 * The eligibility check as an island of its own (decision 160, 480): its questions are the
 * current cycle's, its words are formatted here in the page's language and travel as props, so
 * the browser loads only React and the check (no catalogue, no zod).
 */
export function EligibilityCheckIsland({ kind }: { kind: ApplicationKind }) {
  const t = useT();
  const cycle = useProgramCycle(kind);
  const answer = useContext(EligibilityAnswerContext);
  const questions = cycle?.eligibilityQuestions ?? SEEDED_ELIGIBILITY_QUESTIONS[kind];
  const locale = t.locale;
  const apiPath = `/api/eligibility/${ELIGIBILITY_PROGRAM_PATHS[kind]}`;
  const props: EligibilityCheckProps = {
    kind,
    locale,
    questions,
    words: {
      title: t('eligibility.title'),
      intro: t('eligibility.intro', { count: questions.length }),
      privacy: t('eligibility.privacy'),
      skip: t('eligibility.skip'),
      yes: t('eligibility.yes'),
      no: t('eligibility.no'),
      submit: t('eligibility.submit'),
      next: t('eligibility.next'),
      back: t('eligibility.back'),
      resultHeading: t('eligibility.resultHeading'),
      toForm: t('eligibility.toForm'),
      toFormAnyway: t('eligibility.toFormAnyway'),
      otherPrograms: t('eligibility.otherPrograms'),
      again: t('eligibility.again'),
      sending: t('eligibility.sending'),
      failed: t('eligibility.failed'),
      answerThis: t('eligibility.answerThis'),
    },
    progress: questions.map((_, i) => t('eligibility.progress', { number: i + 1, count: questions.length })),
    action: `${apiPath}${locale === 'en' ? '' : `?locale=${locale}`}#eligibility-result`,
    apiPath,
    // The answer page lives at the REST path: its links name the program page in full.
    formHref: answer ? `${t.path(PROGRAM_PAGES[kind])}#${APPLICATION_FORM_ANCHOR}` : `#${APPLICATION_FORM_ANCHOR}`,
    againHref: `${t.path(PROGRAM_PAGES[kind])}#eligibility-check`,
    programsHref: t.path(paths.applyForRepayment),
    initial: answer && answer.kind === kind ? answer.outcome : null,
    eligibleAttribute: ELIGIBILITY_CHECKED_ATTRIBUTE,
  };
  return (
    <Island name="eligibility-check" props={props}>
      <EligibilityCheck {...props} />
    </Island>
  );
}
