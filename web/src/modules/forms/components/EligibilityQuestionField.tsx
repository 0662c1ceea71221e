import { questionText, type EligibilityQuestion } from '@domain/eligibility-rules';
import type { Locale } from '@domain/i18n/locales';
import type { EligibilityWords } from './EligibilityCheck';

/** One yes-or-no question of the eligibility check, with its progress and its error (issue 43). */
export function EligibilityQuestionField({
  id,
  question,
  locale,
  progress,
  words,
  hidden,
  answer,
  error,
  onAnswer,
}: {
  id: string;
  question: EligibilityQuestion;
  locale: Locale;
  /** "Question 1 of 3" */
  progress: string;
  words: Pick<EligibilityWords, 'yes' | 'no'>;
  /** On a phone the check shows one question at a time. */
  hidden: boolean;
  answer: boolean | undefined;
  error: string | undefined;
  onAnswer: (value: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`eligibility__question${error ? ' eligibility__question--error' : ''}`}
      hidden={hidden}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        <span className="eligibility__progress">{progress}</span> {questionText(question, locale)}
      </legend>
      <div className="eligibility__choices">
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="eligibility__choice">
            <input
              type="radio"
              name={`answers.${question.id}`}
              value={value ? 'yes' : 'no'}
              required
              checked={answer === value}
              onChange={() => onAnswer(value)}
              aria-invalid={error ? true : undefined}
            />{' '}
            {value ? words.yes : words.no}
          </label>
        ))}
      </div>
      {error ? (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
