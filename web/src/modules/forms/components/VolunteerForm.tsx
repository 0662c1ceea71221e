import { useDomainText, useT } from '../../../i18n/I18n';
import { volunteerFields, volunteerRequestSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageForm } from './MessageForm';

export const VOLUNTEER_PATH = '/api/send/send-email-volunteer';

/**
 * The volunteer form of /…-volunteer-opportunities ('Get in touch with us!'): JSON to
 * /api/send/send-email-volunteer with the spec's success and failure messages.
 */
export function VolunteerForm() {
  const t = useT();
  const text = useDomainText();
  return (
    <MessageForm
      path={VOLUNTEER_PATH}
      schema={volunteerRequestSchema}
      fields={volunteerFields}
      draftName="volunteer"
      label={t('volunteer.label')}
      submitLabel={t('volunteer.submit')}
      // The spec has one failure message for the volunteer form, whether refused or unanswered.
      texts={{
        sentTitle: t('volunteer.sent'),
        notSentTitle: t('volunteer.notSent'),
        success: text(messages.volunteerSuccess),
        failure: text(messages.volunteerFailure),
      }}
    />
  );
}
