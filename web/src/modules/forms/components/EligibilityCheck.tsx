import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApplicationKind } from '@domain/applications/constants';
import {
  assessEligibility,
  ELIGIBILITY_HEADLINES,
  type EligibilityPageView,
  type EligibilityQuestion,
  type EligibilityResult,
} from '@domain/eligibility-rules';
import type { Locale } from '@domain/i18n/locales';
import { csrfToken } from '../../../console/csrf';
import { useHydrated } from '../hooks/useHydrated';
import { usePhone } from '../hooks/usePhone';
import { EligibilityQuestionField } from './EligibilityQuestionField';

/** The check's words, formatted on the server in the page's language (the island carries no catalogue). */
export interface EligibilityWords {
  title: string;
  intro: string;
  privacy: string;
  skip: string;
  yes: string;
  no: string;
  submit: string;
  next: string;
  back: string;
  resultHeading: string;
  toForm: string;
  toFormAnyway: string;
  otherPrograms: string;
  again: string;
  sending: string;
  failed: string;
  answerThis: string;
}

export interface EligibilityCheckProps {
  kind: ApplicationKind;
  locale: Locale;
  questions: EligibilityQuestion[];
  words: EligibilityWords;
  /** "Question 1 of 3", … */
  progress: string[];
  /** The plain form's action: the REST path, with ?locale=es on a Spanish page, and the result's anchor. */
  action: string;
  /** The JSON door the island posts to. */
  apiPath: string;
  /** The application form on this page, the check on the program page, and every program. */
  formHref: string;
  againHref: string;
  programsHref: string;
  /** The answer of a check sent without JavaScript (the page the server answered the plain post with). */
  initial: EligibilityPageView['outcome'] | null;
  /** Answers chosen before the script loaded (it waits for the first touch): read from the page as it hydrates. */
  given?: Record<string, boolean>;
  /** The attribute that tells the page's application form the check said "You can apply." (decision 480). */
  eligibleAttribute: string;
}

type Outcome = { result: EligibilityResult; reasons: string[] } | { problem: string };

/**
 * "Check if you can apply" (issue 43). Rendered on the server as a plain form that posts and is
 * answered with a page; once the page runs it asks one question at a time on a phone and all at
 * once on a laptop, sends the answers as JSON, and shows the result in place, its heading
 * focused. Nothing is kept: the answers live in this component's state only.
 */
export function EligibilityCheck(props: EligibilityCheckProps) {
  const { locale, questions, words, progress, formHref, againHref, programsHref } = props;
  const hydrated = useHydrated();
  // One question at a time on a phone.
  const phone = usePhone();
  const steps = hydrated && phone;
  const uid = useId();
  const [answers, setAnswers] = useState<Record<string, boolean>>(() => props.given ?? {});
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(props.initial);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // In this page's memory only (an attribute on the form's section): no cookie, no storage.
  const markEligible = (yes: boolean) =>
    document.getElementById(formHref.slice(formHref.indexOf('#') + 1))?.toggleAttribute(props.eligibleAttribute, yes);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (outcome && moved.current) headingRef.current?.focus();
  }, [outcome]);

  const focusQuestion = (index: number) => {
    // After the render that shows it: its first choice, so the legend is read with it.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="answers.${questions[index]!.id}"]`)?.focus();
    });
  };

  function answer(id: string, value: boolean) {
    setAnswers((a) => ({ ...a, [id]: value }));
    setErrors(({ [id]: _gone, ...rest }) => rest);
  }

  async function send(given: Record<string, boolean>) {
    setSending(true);
    setFailed(null);
    try {
      const token = await csrfToken();
      const response = await fetch(props.apiPath + (locale === 'en' ? '' : `?locale=${locale}`), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'CSRF-Token': token },
        body: JSON.stringify({ answers: given, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        result?: EligibilityResult;
        reasons?: string[];
        error?: string;
      };
      if (!response.ok || !body.result) {
        setFailed(body.error ?? words.failed);
        return;
      }
      markEligible(body.result === 'ELIGIBLE');
      moved.current = true;
      setOutcome({ result: body.result, reasons: body.reasons ?? [] });
    } catch {
      setFailed(words.failed);
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const assessed = assessEligibility(questions, answers, locale);
    if (!assessed.complete) {
      setErrors(Object.fromEntries(assessed.unanswered.map((id) => [id, words.answerThis])));
      const first = questions.findIndex((q) => q.id === assessed.unanswered[0]);
      if (steps) setStep(first);
      focusQuestion(first);
      return;
    }
    void send(answers);
  }

  function next() {
    const q = questions[step]!;
    if (answers[q.id] === undefined) {
      setErrors((e) => ({ ...e, [q.id]: words.answerThis }));
      focusQuestion(step);
      return;
    }
    // A hard stop needs no more questions: the result comes at once.
    if (answers[q.id] === q.disqualifyingAnswer && q.stop === 'HARD') {
      void send(answers);
      return;
    }
    setStep(step + 1);
    focusQuestion(step + 1);
  }

  function back() {
    setStep(step - 1);
    focusQuestion(step - 1);
  }

  function again() {
    markEligible(false);
    setAnswers({});
    setErrors({});
    setStep(0);
    setOutcome(null);
    setFailed(null);
    focusQuestion(0);
  }

  const titleId = `${uid}-title`;
  const last = step === questions.length - 1;
  return (
    <section className="eligibility" id="eligibility-check" aria-labelledby={titleId}>
      <h2 id={titleId} className="eligibility__title">
        {words.title}
      </h2>
      <p>{words.intro}</p>
      <p className="eligibility__privacy">{words.privacy}</p>
      <div role="status" className="eligibility__status">
        {outcome ? (
          <div
            className="eligibility__result"
            id="eligibility-result"
            data-result={'result' in outcome ? outcome.result : 'problem'}
          >
            <h3 ref={headingRef} tabIndex={-1} className="eligibility__result-heading">
              {words.resultHeading}
            </h3>
            {'result' in outcome ? (
              <>
                <p className="eligibility__headline">{ELIGIBILITY_HEADLINES[locale][outcome.result]}</p>
                {outcome.reasons.map((reason) => (
                  <p key={reason}>{reason}</p>
                ))}
              </>
            ) : (
              <p className="eligibility__headline">{outcome.problem}</p>
            )}
            <p className="eligibility__actions">
              <a className="button" href={formHref}>
                {'result' in outcome && outcome.result === 'NOT_ELIGIBLE' ? words.toFormAnyway : words.toForm}
              </a>
              {'result' in outcome && outcome.result === 'NOT_ELIGIBLE' ? <a href={programsHref}>{words.otherPrograms}</a> : null}
              {hydrated ? (
                <button type="button" className="button button--secondary" onClick={again}>
                  {words.again}
                </button>
              ) : (
                <a href={againHref}>{words.again}</a>
              )}
            </p>
          </div>
        ) : sending ? (
          <p>{words.sending}</p>
        ) : null}
      </div>
      {outcome ? null : (
        <>
          <form
            ref={formRef}
            className={`eligibility__form${steps ? ' eligibility__form--steps' : ''}`}
            method="post"
            action={props.action}
            noValidate={hydrated}
            onSubmit={onSubmit}
            aria-labelledby={titleId}
          >
            <input type="hidden" name="locale" value={locale} />
            {questions.map((q, index) => (
              <EligibilityQuestionField
                key={q.id}
                id={`${uid}-${q.id}`}
                question={q}
                locale={locale}
                progress={progress[index]!}
                words={words}
                hidden={steps && index !== step}
                answer={answers[q.id]}
                error={errors[q.id]}
                onAnswer={(value) => answer(q.id, value)}
              />
            ))}
            {failed ? (
              <p className="form-error" role="alert">
                {failed}
              </p>
            ) : null}
            <div className="eligibility__buttons">
              {steps && step > 0 ? (
                <button type="button" className="button button--secondary" onClick={back}>
                  {words.back}
                </button>
              ) : null}
              {steps && !last ? (
                <button type="button" className="button" onClick={next} disabled={sending}>
                  {words.next}
                </button>
              ) : (
                <button type="submit" className="button" disabled={sending}>
                  {words.submit}
                </button>
              )}
            </div>
          </form>
          <p className="eligibility__skip">
            <a href={formHref}>{words.skip}</a>
          </p>
        </>
      )}
    </section>
  );
}
