import { useId, useRef, useState, type FormEvent } from 'react';
import { contactMessageSchema, fieldErrors, MESSAGE_LIMITS } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageDialog } from './dialog';
import { TextAreaField, TextField } from './message-form-fields';
import { apiError, NetworkError, postJson } from './upload';
import { useFocusFirstError } from './use-focus-first-error';
import { useHydrated } from './use-hydrated';

export const CONTACT_PATH = '/api/send/send-email-contact';

type Result = 'success' | 'failure' | 'network';

/**
 * The contact form (full name, e-mail, message; all required): JSON to
 * /api/send/send-email-contact. Success shows the spec's dialog and clears the form; a not-OK
 * answer shows the failure dialog; no answer at all shows the spec's alert text in an
 * accessible alert dialog (never window.alert).
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const enhanced = useHydrated();
  const focusFirstError = useFocusFirstError(formRef);
  const onEdit = (name: string) =>
    setErrors((current) => {
      const { [name]: _removed, ...rest } = current;
      return rest;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    const parsed = contactMessageSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson(CONTACT_PATH, payload);
      if (answer.status >= 200 && answer.status < 300) {
        form.reset();
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

  const close = () => {
    setResult(null);
    if (Object.keys(errors).length > 0) focusFirstError();
  };

  return (
    <form
      ref={formRef}
      className="message-form"
      method="post"
      action={CONTACT_PATH}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-label="Contact us"
    >
      <div className="form-grid">
        <TextField
          id={`${uid}-name`}
          name="name"
          label="Full name"
          autoComplete="name"
          maxLength={MESSAGE_LIMITS.name}
          error={errors.name}
          onEdit={onEdit}
        />
        <TextField
          id={`${uid}-email`}
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          maxLength={MESSAGE_LIMITS.email}
          error={errors.email}
          onEdit={onEdit}
        />
        <TextAreaField
          id={`${uid}-message`}
          name="message"
          label="Message"
          maxLength={MESSAGE_LIMITS.text}
          error={errors.message}
          onEdit={onEdit}
        />
      </div>
      <div className="form-submit">
        <button type="submit" className="button form-button form-button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
      <MessageDialog open={result === 'success'} tone="success" title={messages.contactSuccess} onClose={close} />
      <MessageDialog open={result === 'failure'} tone="alert" title={messages.contactFailure} onClose={close} />
      <MessageDialog open={result === 'network'} tone="alert" title={messages.contactNetworkError} onClose={close} />
    </form>
  );
}
