import { useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, MESSAGE_LIMITS, VOLUNTEER_ROLES, volunteerRequestSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageDialog } from './dialog';
import { SelectField, TextAreaField, TextField } from './message-form-fields';
import { apiError, postJson } from './upload';
import { useFocusFirstError } from './use-focus-first-error';
import { useHydrated } from './use-hydrated';

export const VOLUNTEER_PATH = '/api/send/send-email-volunteer';

/**
 * The volunteer form of /…-volunteer-opportunities ('Get in touch with us!'): JSON to
 * /api/send/send-email-volunteer with the spec's success and failure messages.
 */
export function VolunteerForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<'success' | 'failure' | null>(null);
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
      volunteerRole: String(data.get('volunteerRole') ?? ''),
      other: String(data.get('other') ?? ''),
      request: String(data.get('request') ?? ''),
    };
    const parsed = volunteerRequestSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson(VOLUNTEER_PATH, payload);
      if (answer.status >= 200 && answer.status < 300) {
        form.reset();
        setErrors({});
        setResult('success');
      } else {
        setErrors(apiError(answer.body).fields);
        setResult('failure');
      }
    } catch {
      setResult('failure');
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="message-form"
      method="post"
      action={VOLUNTEER_PATH}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-label="Volunteer with us"
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
        <SelectField
          id={`${uid}-role`}
          name="volunteerRole"
          label="How would you like to help?"
          options={VOLUNTEER_ROLES}
          error={errors.volunteerRole}
          onEdit={onEdit}
        />
        <TextField
          id={`${uid}-other`}
          name="other"
          label="If you selected Other, please specify"
          required={false}
          maxLength={MESSAGE_LIMITS.other}
          error={errors.other}
          onEdit={onEdit}
        />
        <TextAreaField
          id={`${uid}-request`}
          name="request"
          label="Tell us about yourself and your request"
          maxLength={MESSAGE_LIMITS.text}
          error={errors.request}
          onEdit={onEdit}
        />
      </div>
      <div className="form-submit">
        <button type="submit" className="button form-button form-button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      <MessageDialog
        open={result === 'success'}
        tone="success"
        title={messages.volunteerSuccess}
        onClose={() => setResult(null)}
      />
      <MessageDialog
        open={result === 'failure'}
        tone="alert"
        title={messages.volunteerFailure}
        onClose={() => {
          setResult(null);
          if (Object.keys(errors).length > 0) focusFirstError();
        }}
      />
    </form>
  );
}
