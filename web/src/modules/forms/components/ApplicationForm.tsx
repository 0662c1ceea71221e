import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import type { FieldSpec } from '@domain/applications/field-spec';
import { messagesOfApplications } from '@domain/applications/messages';
import { messages } from '@domain/messages';
import { SpecField, DocumentField } from './SpecField';
import { ConsentField } from './ConsentField';
import { FORM_ERROR, loadSubmitRules, ssnPairs, type ApplicationFormLayout, type SubmitRules } from '../form-layout';
import { compareSsn } from '../ssn-match';
import { SubmissionResult, type Result } from './SubmittedResult';
import { SubmittedConfirmation, type Submitted } from './SubmittedConfirmation';
import { UploadProgressBar } from './UploadProgress';
import { apiError, NetworkError, postMultipart, type UploadProgress } from '../upload';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { useFormDraft } from '../hooks/useFormDraft';
import { keptFieldNames } from '../draft';
import { DraftOffer } from './DraftOffer';
import { useDomainText, useI18nData, useT } from '../../../i18n/I18n';
import type { RecommenderPart } from '../recommender-part';
import { multipartBody, nextStepOf, readDraft, referenceOf, submitPath } from '../form-submission';

/**
 * One application form of spec §2–§5, built from its shared spec: sections of fields, the
 * documents, consent, then a submit that uploads with progress and reports the result.
 */
export function ApplicationForm({
  spec,
  recommender,
}: {
  spec: ApplicationFormLayout;
  /**
   * Given when the program's cycle asks for a letter of recommendation: the form names the
   * recommender (issue 38). The prerender imports it; the browser loads it only then.
   */
  recommender?: RecommenderPart;
}) {
  const t = useT();
  const i18n = useI18nData();
  const text = useDomainText();
  const ssnMismatch = text(messages.ssnMismatch);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // The thank-you that stays in place of the cleared form (in memory only: a reload shows the form).
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  // The browser's own checks guard the form until React runs it, then its messages take over
  // (decision 032). Set on the element, not as state, so hydrating does not render the whole
  // form a second time (a long task on a phone, decision 160).
  useEffect(() => {
    formRef.current?.setAttribute('novalidate', '');
  }, []);
  const focusFirstError = useFocusFirstError(formRef);
  // Once the message box is closed, the keyboard lands on the thank-you (after the box's own focus return).
  useEffect(() => {
    if (submitted && !result) thanksHeading.current?.focus();
    // The cleared form is out of sight behind the box: the page stays where the form was, not at
    // whatever the shorter page leaves in view (its footer, on a phone).
    else if (submitted) formRef.current?.parentElement?.scrollIntoView({ block: 'start' });
  }, [submitted, result]);
  // A reload must not wipe a half-filled form; never an SSN, a file or the consent (decision 200).
  const kept = useMemo(() => {
    const names = keptFieldNames(spec.fields, spec.ssnFields);
    for (const name of recommender?.kept ?? []) names.add(name);
    return names;
  }, [spec, recommender]);
  const draft = useFormDraft(formRef, spec.kind, kept);

  const pairs = ssnPairs(spec);
  const confirmationOf = new Map(pairs);
  const confirmFields = new Map(spec.confirmFields.map((f) => [f.name, f]));
  const fieldsByName = new Map(spec.fields.map((f) => [f.name, f]));
  // Why the form asks for an SSN and how it is kept: said once, just before the first one (issue 41).
  const firstSsn = spec.sections.flatMap((s) => s.fields).find((name) => fieldsByName.get(name)?.kind === 'ssn');

  function onEdit(name: string) {
    // The rules checked on submit load while the visitor types (failures are retried on submit).
    loadSubmitRules(spec.kind).catch(() => {});
    const form = formRef.current;
    if (!form) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      if (name === 'consent' || spec.documents.some((d) => d.name === name)) delete next[FORM_ERROR];
      // Live SSN matching: judge a pair as soon as its confirmation can no longer match.
      for (const [ssnName, confirmName] of pairs) {
        if (name !== ssnName && name !== confirmName) continue;
        const data = new FormData(form);
        const state = compareSsn(String(data.get(ssnName) ?? ''), String(data.get(confirmName) ?? ''));
        if (state === 'mismatch') next[confirmName] = ssnMismatch;
        else if (next[confirmName] === ssnMismatch) delete next[confirmName];
      }
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    let rules: SubmitRules;
    try {
      rules = await loadSubmitRules(spec.kind);
    } catch {
      // The checks could not be fetched: the same advice as when the upload gets no answer.
      setResult({ kind: 'failure', detail: null });
      return;
    }
    // The rules word their messages in English; a Spanish page shows them in Spanish.
    const english = await rules.validateApplication(rules.spec, readDraft(form, spec));
    if (recommender) Object.assign(english, await recommender.errors(new FormData(form)));
    const found = rules.translateErrors(english, i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setSending(true);
    setProgress({ loaded: 0, total: 0 });
    try {
      // `?locale=` words even a refusal that comes before the body is read (a closed program, a limit).
      const url = i18n.locale === 'en' ? submitPath(spec) : `${submitPath(spec)}?locale=${i18n.locale}`;
      const answer = await postMultipart(url, multipartBody(form, spec, i18n.locale, recommender), setProgress);
      if (answer.status >= 200 && answer.status < 300) {
        form.reset();
        draft.clear();
        setErrors({});
        const done = { reference: referenceOf(answer.body), nextStep: nextStepOf(answer.body) };
        setSubmitted(done);
        setResult({ kind: 'success', ...done });
      } else {
        const { error, fields } = apiError(answer.body);
        const known = new Set<string>([...spec.fields, ...spec.confirmFields, ...spec.documents].map((f) => f.name));
        for (const name of recommender?.fields ?? []) known.add(name);
        const atFields = Object.fromEntries(Object.entries(fields).filter(([name]) => known.has(name)));
        setErrors(atFields);
        setResult({ kind: 'failure', detail: error ?? null });
      }
    } catch (error) {
      // No answer at all: the spec's failure message alone says what to do.
      if (!(error instanceof NetworkError)) console.error(error);
      setResult({ kind: 'failure', detail: null });
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  function closeResult() {
    setResult(null);
    // After a failure with field errors, lead the visitor to the first one.
    if (Object.keys(errors).length > 0) focusFirstError();
  }

  function startAnother() {
    setSubmitted(null);
    // The form is shown again on the next frame; the keyboard goes to its first field.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
  }

  const renderField = (field: FieldSpec, confirmation = false, startsPair = false) => (
    <SpecField
      key={field.name}
      field={field}
      id={idOf(field.name)}
      error={errors[field.name]}
      confirmation={confirmation}
      startsPair={startsPair}
      onEdit={onEdit}
    />
  );

  const errorCount = Object.keys(errors).length;
  return (
    <>
      {/* One thank-you at a time: the spec's message box first, then, once OK is pressed, the
          lasting one in place of the form. The cleared form stays out of sight until asked for. */}
      {submitted && result === null ? (
        <SubmittedConfirmation submitted={submitted} headingRef={thanksHeading} onStartAnother={startAnother} />
      ) : null}
      <form
        ref={formRef}
        hidden={submitted !== null}
        className="application-form"
        method="post"
        action={submitPath(spec)}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        aria-label={spec.title}
      >
        <p className="form-note">{t.rich('form.requiredNote', { star: () => <span className="form-required">*</span> })}</p>
        <DraftOffer
          offer={draft.offer}
          notKept={t('form.draft.notKept')}
          asking={draft.asking}
          restored={draft.restored}
          onRestore={draft.restore}
          onDiscard={draft.discard}
          onLater={draft.later}
        />
        {spec.sections.map((section) => (
          <fieldset key={section.id} className="form-section">
            <legend>{section.title}</legend>
            <div className="form-grid">
              {section.fields.flatMap((name) => {
                const field = fieldsByName.get(name);
                if (!field) return [];
                const confirmName = confirmationOf.get(name);
                const confirm = confirmName ? confirmFields.get(confirmName) : undefined;
                const why =
                  name === firstSsn
                    ? [
                        <p key="ssn-why" className="form-note form-ssn-why">
                          {t('form.ssnWhy')}
                        </p>,
                      ]
                    : [];
                return confirm
                  ? [...why, renderField(field, false, true), renderField(confirm, true)]
                  : [...why, renderField(field)];
              })}
            </div>
          </fieldset>
        ))}
        {recommender ? <recommender.Section idOf={idOf} errors={errors} onEdit={onEdit} /> : null}
        <fieldset className="form-section">
          <legend>{t('form.documents')}</legend>
          <p className="form-note">{t('form.documentsNote')}</p>
          <div className="form-grid form-grid--single">
            {spec.documents.map((doc) => (
              <DocumentField
                key={doc.name}
                doc={doc}
                id={idOf(doc.name)}
                error={errors[doc.name]}
                fileLimitBytes={UPLOAD_LIMITS.fileBytes}
                onEdit={onEdit}
              />
            ))}
          </div>
        </fieldset>
        <ConsentField id={idOf('consent')} error={errors.consent} onEdit={onEdit} />
        <div className="form-submit">
          {errors[FORM_ERROR] ? <p className="form-error form-error--block">{errors[FORM_ERROR]}</p> : null}
          {errorCount > 0 && !sending ? (
            <p className="form-error form-error--summary" role="alert">
              {text(messagesOfApplications.invalidApplication)}
            </p>
          ) : null}
          {sending && progress ? <UploadProgressBar progress={progress} /> : null}
          <button type="submit" className="button form-button form-button--primary" disabled={sending}>
            {sending ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
      <SubmissionResult result={result} onClose={closeResult} />
    </>
  );
}
