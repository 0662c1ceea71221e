import { useDomainText, useT } from '../../../i18n/I18n';
import { contactFields, contactMessageSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageForm } from './MessageForm';

export const CONTACT_PATH = '/api/send/send-email-contact';

/**
 * The contact form (full name, e-mail, message; all required): JSON to
 * /api/send/send-email-contact. Success shows the spec's dialog and clears the form; a not-OK
 * answer shows the failure dialog; no answer at all shows the spec's alert text in an
 * accessible alert dialog (never window.alert).
 */
export function ContactForm() {
  const t = useT();
  const text = useDomainText();
  return (
    <MessageForm
      path={CONTACT_PATH}
      schema={contactMessageSchema}
      fields={contactFields}
      draftName="contact"
      label={t('contact.label')}
      submitLabel={t('contact.submit')}
      texts={{
        sentTitle: t('contact.sent'),
        notSentTitle: t('contact.notSent'),
        success: text(messages.contactSuccess),
        failure: text(messages.contactFailure),
        network: text(messages.contactNetworkError),
      }}
    />
  );
}
