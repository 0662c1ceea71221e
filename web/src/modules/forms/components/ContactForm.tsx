import { contactFields, contactMessageSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageDialog } from '../../../components/ui/Dialog';
import { SpecField } from './SpecField';
import { useMessageForm } from '../hooks/useMessageForm';
import { DraftOffer } from './DraftOffer';

export const CONTACT_PATH = '/api/send/send-email-contact';

/**
 * The contact form (full name, e-mail, message; all required): JSON to
 * /api/send/send-email-contact. Success shows the spec's dialog and clears the form; a not-OK
 * answer shows the failure dialog; no answer at all shows the spec's alert text in an
 * accessible alert dialog (never window.alert).
 */
export function ContactForm() {
  const {
    formRef,
    uid,
    errors,
    sending,
    result,
    enhanced,
    onEdit,
    onSubmit,
    closeResult: close,
    draft,
  } = useMessageForm(CONTACT_PATH, contactMessageSchema, contactFields, 'contact');

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
      <DraftOffer
        offer={draft.offer}
        asking={draft.asking}
        restored={draft.restored}
        onRestore={draft.restore}
        onDiscard={draft.discard}
        onLater={draft.later}
      />
      <div className="form-grid">
        {contactFields.map((field) => (
          <SpecField key={field.name} field={field} id={`${uid}-${field.name}`} error={errors[field.name]} onEdit={onEdit} />
        ))}
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
