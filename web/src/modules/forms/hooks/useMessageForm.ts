import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldSpec } from '@domain/applications/field-spec';
import { fieldErrorsFromIssues } from '@domain/errors';
import { apiError, NetworkError, postJson } from '../upload';
import { useFocusFirstError } from './useFocusFirstError';
import { useHydrated } from './useHydrated';
import { useFormDraft } from './useFormDraft';
import { keptFieldNames } from '../draft';
import type { Locale } from '@domain/i18n/locales';

/** How a send ended: stored, refused by the server, or never answered. */
export type MessageResult = 'success' | 'failure' | 'network';

/**
 * The JSON message forms (contact, volunteer): validate with the shared schema, post, clear on
 * success, keep what was typed and show field errors otherwise.
 */
export function useMessageForm(
  path: string,
  schema: z.ZodType,
  fields: readonly FieldSpec[],
  draftName: string,
  /** The page's language: sent as `locale`, so the server answers field messages in it. */
  locale: Locale = 'en',
  /** The domain's messages in the page's language (the schema's rules word them in English). */
  text: (english: string) => string = (english) => english,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<MessageResult | null>(null);
  const enhanced = useHydrated();
  const focusFirstError = useFocusFirstError(formRef);
  // A message being written survives a reload too (decision 200); it holds no SSN or file.
  const kept = useMemo(() => keptFieldNames(fields), [fields]);
  const draft = useFormDraft(formRef, draftName, kept);

  const onEdit = (name: string) =>
    setErrors((current) => {
      const { [name]: _removed, ...rest } = current;
      return rest;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload = Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsFromIssues(parsed.error.issues)).map(([k, v]) => [k, text(v)])));
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson(path, locale === 'en' ? payload : { ...payload, locale });
      if (answer.status >= 200 && answer.status < 300) {
        form.reset();
        draft.clear();
        setErrors({});
        setResult('success');
      } else {
        setErrors(apiError(answer.body).fields);
        setResult('failure');
      }
    } catch (error) {
      setResult(error instanceof NetworkError ? 'network' : 'failure');
    } finally {
      setSending(false);
    }
  }

  /** Closing a result dialog returns the visitor to the first field that needs a fix. */
  const closeResult = () => {
    setResult(null);
    if (Object.keys(errors).length > 0) focusFirstError();
  };

  return { formRef, uid, errors, sending, result, enhanced, onEdit, onSubmit, closeResult, draft };
}
