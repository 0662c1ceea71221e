import { volunteerFields, volunteerRequestSchema } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { MessageForm } from './MessageForm';

export const VOLUNTEER_PATH = '/api/send/send-email-volunteer';

/**
 * The volunteer form of /…-volunteer-opportunities ('Get in touch with us!'): JSON to
 * /api/send/send-email-volunteer with the spec's success and failure messages.
 */
export function VolunteerForm() {
  return (
    <MessageForm
      path={VOLUNTEER_PATH}
      schema={volunteerRequestSchema}
      fields={volunteerFields}
      draftName="volunteer"
      label="Volunteer with us"
      submitLabel="Send"
      // The spec has one failure message for the volunteer form, whether refused or unanswered.
      texts={{
        sentTitle: 'Request sent',
        notSentTitle: 'Request not sent',
        success: messages.volunteerSuccess,
        failure: messages.volunteerFailure,
      }}
    />
  );
}
