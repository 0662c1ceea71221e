import { useMemo } from 'react';
import { useDomainText, useT } from '../../../i18n/I18n';
import { localizeField } from '../form-layout';
import type { z } from 'zod';
import type { FieldSpec } from '@domain/applications/field-spec';
import { MessageDialog } from '../../../components/ui/Dialog';
import { SpecField } from './SpecField';
import { useMessageForm } from '../hooks/useMessageForm';
import { DraftOffer } from './DraftOffer';

/**
 * What the visitor reads after sending: a short heading for each outcome over the spec's sentence.
 * Without `network`, the failure text covers an unanswered send too.
 */
export interface MessageFormTexts {
  sentTitle: string;
  notSentTitle: string;
  success: string;
  failure: string;
  network?: string;
}

/**
 * A JSON message form (contact, volunteer): the draft offer, the fields, the send button and the
 * result dialogs. Before hydration it is a plain form posting to `path`, so it works without script.
 */
export function MessageForm({
  path,
  schema,
  fields,
  draftName,
  label,
  submitLabel,
  texts,
}: {
  path: string;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  draftName: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  texts: MessageFormTexts;
}) {
  const t = useT();
  const text = useDomainText();
  const { formRef, uid, errors, sending, result, enhanced, onEdit, onSubmit, closeResult, draft } = useMessageForm(
    path,
    schema,
    fields,
    draftName,
    t.locale,
    text,
  );
  // The fields' words in the page's language; the values sent stay the spec's (the options' values).
  const shownFields = useMemo(() => fields.map((field) => localizeField(field, text, t.locale)), [fields, text, t.locale]);

  return (
    <form
      ref={formRef}
      className="message-form"
      method="post"
      action={path}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-label={label}
    >
      <DraftOffer
        offer={draft.offer}
        asking={draft.asking}
        restored={draft.restored}
        onRestore={draft.restore}
        onDiscard={draft.discard}
        onLater={draft.later}
      />
      <div className="form-grid">
        {shownFields.map((field) => (
          <SpecField key={field.name} field={field} id={`${uid}-${field.name}`} error={errors[field.name]} onEdit={onEdit} />
        ))}
      </div>
      <div className="form-submit">
        <button type="submit" className="button form-button form-button--primary" disabled={sending}>
          {sending ? t('form.sending') : submitLabel}
        </button>
      </div>
      <MessageDialog
        open={result === 'success'}
        tone="success"
        title={texts.sentTitle}
        message={texts.success}
        closeLabel={t('dialog.ok')}
        onClose={closeResult}
      />
      <MessageDialog
        open={result === 'failure' || result === 'network'}
        tone="alert"
        title={texts.notSentTitle}
        message={result === 'network' ? (texts.network ?? texts.failure) : texts.failure}
        closeLabel={t('dialog.ok')}
        onClose={closeResult}
      />
    </form>
  );
}
