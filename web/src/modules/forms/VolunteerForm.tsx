import { MESSAGE_LIMITS, VOLUNTEER_ROLES, volunteerRequestSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageDialog } from './dialog';
import { SelectField, TextAreaField, TextField } from './message-form-fields';
import { useMessageForm } from './use-message-form';

export const VOLUNTEER_PATH = '/api/send/send-email-volunteer';

/**
 * The volunteer form of /…-volunteer-opportunities ('Get in touch with us!'): JSON to
 * /api/send/send-email-volunteer with the spec's success and failure messages.
 */
export function VolunteerForm() {
  const { formRef, uid, errors, sending, result, enhanced, onEdit, onSubmit, closeResult } = useMessageForm(
    VOLUNTEER_PATH,
    volunteerRequestSchema,
    ['name', 'email', 'volunteerRole', 'other', 'request'],
  );

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
      <MessageDialog open={result === 'success'} tone="success" title={messages.volunteerSuccess} onClose={closeResult} />
      {/* The spec has one failure message for the volunteer form, whether refused or unanswered. */}
      <MessageDialog
        open={result === 'failure' || result === 'network'}
        tone="alert"
        title={messages.volunteerFailure}
        onClose={closeResult}
      />
    </form>
  );
}
