import { volunteerFields, volunteerRequestSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageDialog } from '../../../components/ui/Dialog';
import { SpecField } from './SpecField';
import { useMessageForm } from '../hooks/useMessageForm';
import { DraftOffer } from './DraftOffer';

export const VOLUNTEER_PATH = '/api/send/send-email-volunteer';

/**
 * The volunteer form of /…-volunteer-opportunities ('Get in touch with us!'): JSON to
 * /api/send/send-email-volunteer with the spec's success and failure messages.
 */
export function VolunteerForm() {
  const { formRef, uid, errors, sending, result, enhanced, onEdit, onSubmit, closeResult, draft } = useMessageForm(
    VOLUNTEER_PATH,
    volunteerRequestSchema,
    volunteerFields,
    'volunteer',
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
      <DraftOffer
        offer={draft.offer}
        asking={draft.asking}
        restored={draft.restored}
        onRestore={draft.restore}
        onDiscard={draft.discard}
        onLater={draft.later}
      />
      <div className="form-grid">
        {volunteerFields.map((field) => (
          <SpecField key={field.name} field={field} id={`${uid}-${field.name}`} error={errors[field.name]} onEdit={onEdit} />
        ))}
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
