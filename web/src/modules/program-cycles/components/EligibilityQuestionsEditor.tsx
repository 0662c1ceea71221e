import { useId, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ELIGIBILITY_LIMITS,
  eligibilityQuestionsSchema,
  questionFieldErrors,
  type EligibilityQuestion,
} from '@domain/eligibility';
import { FieldShell, FormNotice, TextField } from '../../../components/ui/Field';

type Text = 'id' | 'textEn' | 'textEs' | 'reasonEn' | 'reasonEs';
const TEXTS: { key: Text; label: string; help?: string }[] = [
  { key: 'textEn', label: 'Question in English', help: 'A yes-or-no question, e.g. “Is your GPA 2.5 or higher?”' },
  { key: 'textEs', label: 'Question in Spanish', help: 'Plain “usted” Spanish (docs/glossary-es.md).' },
  { key: 'reasonEn', label: 'Why, in English', help: 'Shown when the answer does not qualify.' },
  { key: 'reasonEs', label: 'Why, in Spanish' },
  {
    key: 'id',
    label: 'Short name',
    help: 'Lowercase letters, digits and hyphens, e.g. four-year-college. The report counts by it.',
  },
];

const blank = (): EligibilityQuestion => ({
  id: '',
  textEn: '',
  textEs: '',
  disqualifyingAnswer: false,
  stop: 'HARD',
  reasonEn: '',
  reasonEs: '',
});

/**
 * A cycle's eligibility check (issue 43): 2 to 6 yes/no questions, each with both languages, the
 * answer that does not qualify, a hard or soft stop and why. Checked with the server's own rules
 * (domain/eligibility.ts) before it is sent; the server's messages land at the same fields.
 */
export function EligibilityQuestionsEditor({
  questions: saved,
  label,
  onSave,
}: {
  questions: readonly EligibilityQuestion[];
  label: string;
  onSave: (questions: EligibilityQuestion[]) => Promise<unknown>;
}) {
  const id = useId();
  const [questions, setQuestions] = useState<EligibilityQuestion[]>(() => saved.map((q) => ({ ...q })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<EligibilityQuestion>) =>
    setQuestions((old) => old.map((q, i) => (i === index ? { ...q, ...patch } : q)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = eligibilityQuestionsSchema.safeParse(questions);
    if (!parsed.success) {
      setErrors(questionFieldErrors(parsed.error.issues));
      return setNotice({ tone: 'error', text: 'Please check the highlighted questions.' });
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(parsed.data);
      setNotice({ tone: 'success', text: 'Saved. The program page asks these questions within a few seconds.' });
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      setErrors((first?.extensions?.fields as Record<string, string> | undefined) ?? {});
      setNotice({ tone: 'error', text: first?.message ?? 'The questions could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="eligibility-editor" onSubmit={(e) => void submit(e)} noValidate aria-label={`${label} eligibility check`}>
      <h4 className="eligibility-editor__title">Eligibility check on the program page</h4>
      <p className="eligibility-editor__lead">
        {ELIGIBILITY_LIMITS.minQuestions} to {ELIGIBILITY_LIMITS.maxQuestions} yes-or-no questions, asked in order. A hard stop
        ends the check (“You can’t apply”); a soft one lets the visitor apply and explain.
      </p>
      {errors.questions ? <p className="form-error form-error--block">{errors.questions}</p> : null}
      {questions.map((q, index) => {
        const key = (field: string) => `questions.${index}.${field}`;
        return (
          <fieldset key={index} className="eligibility-editor__question">
            <legend>Question {index + 1}</legend>
            <div className="cycle-editor__grid">
              {TEXTS.map((t) => (
                <TextField
                  key={t.key}
                  label={t.label}
                  name={key(t.key)}
                  help={t.help}
                  value={q[t.key]}
                  error={errors[key(t.key)]}
                  onChange={(v) => change(index, { [t.key]: v })}
                />
              ))}
              <FieldShell
                id={`${id}-${index}-answer`}
                label="The answer that does not qualify"
                error={errors[key('disqualifyingAnswer')]}
              >
                {(control) => (
                  <select
                    {...control}
                    name={key('disqualifyingAnswer')}
                    value={q.disqualifyingAnswer ? 'yes' : 'no'}
                    onChange={(e) => change(index, { disqualifyingAnswer: e.target.value === 'yes' })}
                  >
                    <option value="no">No</option>
                    <option value="yes">Yes</option>
                  </select>
                )}
              </FieldShell>
              <FieldShell id={`${id}-${index}-stop`} label="Stop" error={errors[key('stop')]}>
                {(control) => (
                  <select
                    {...control}
                    name={key('stop')}
                    value={q.stop}
                    onChange={(e) => change(index, { stop: e.target.value === 'SOFT' ? 'SOFT' : 'HARD' })}
                  >
                    <option value="HARD">Hard: can’t apply</option>
                    <option value="SOFT">Soft: may still apply and explain</option>
                  </select>
                )}
              </FieldShell>
            </div>
            {questions.length > ELIGIBILITY_LIMITS.minQuestions ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setQuestions((old) => old.filter((_, i) => i !== index))}
              >
                Remove question {index + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <div className="eligibility-editor__buttons">
        {questions.length < ELIGIBILITY_LIMITS.maxQuestions ? (
          <button type="button" className="button button--secondary" onClick={() => setQuestions((old) => [...old, blank()])}>
            Add a question
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : `Save the ${label.toLowerCase()} questions`}
        </button>
      </div>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
    </form>
  );
}
