import { statusPageUrl } from '../../domain/application-status-path.js';
import { formatLongDate } from '../../domain/application-status.js';
import { organisation } from '../../domain/organisation.js';
import type { MailMessage } from '../../mail/mailer.js';

/**
 * The status page's e-mails. They carry the first name and the reference at most: an inbox can
 * be shared, so no other answer, no note from staff and no file name is ever in them.
 */
const ORG = organisation.name;
const SIGNATURE = `\n\nQuestions? Reply to this e-mail or write to ${organisation.email}.\n\nThe ${ORG} team`;

export const STATUS_CODE_SUBJECT = `Your ${ORG} application status code`;

export function statusCodeMail(
  publicUrl: string,
  to: string,
  firstName: string,
  code: string,
  validMinutes: number,
): MailMessage {
  return {
    to,
    subject: STATUS_CODE_SUBJECT,
    text:
      `Hello ${firstName},\n\n` +
      `Your code to see your application is:\n\n    ${code}\n\n` +
      `Enter it on ${statusPageUrl(publicUrl)}. It works once and expires in ${validMinutes} minutes.\n\n` +
      'If you did not ask for it, you can ignore this message: nobody can see your application without the code.' +
      SIGNATURE,
    replyTo: organisation.email,
  };
}

const list = (labels: string[]) => labels.map((l) => `  • ${l}`).join('\n');

export function infoRequestMail(
  publicUrl: string,
  to: string,
  firstName: string,
  reference: string,
  documentLabels: string[],
  dueAt: Date | null,
): MailMessage {
  const due = dueAt ? ` Please send ${documentLabels.length > 1 ? 'them' : 'it'} by ${formatLongDate(dueAt)}.` : '';
  return {
    to,
    subject: `We need more information for your application (${reference})`,
    text:
      `Hello ${firstName},\n\n` +
      `To continue reviewing your application ${reference}, we need the following from you:\n\n${list(documentLabels)}\n\n` +
      `Sign in at ${statusPageUrl(publicUrl)} with your reference number and this e-mail address to read our note and upload the files.${due}` +
      SIGNATURE,
    replyTo: organisation.email,
    logLabel: 'Request for more information',
  };
}

export function infoReminderMail(
  publicUrl: string,
  to: string,
  firstName: string,
  reference: string,
  documentLabels: string[],
  dueAt: Date,
): MailMessage {
  return {
    to,
    subject: `Reminder: documents for your application (${reference})`,
    text:
      `Hello ${firstName},\n\n` +
      `We are still waiting for the following for your application ${reference}:\n\n${list(documentLabels)}\n\n` +
      `Please upload ${documentLabels.length > 1 ? 'them' : 'it'} by ${formatLongDate(dueAt)} at ${statusPageUrl(publicUrl)}.` +
      SIGNATURE,
    replyTo: organisation.email,
    logLabel: 'Reminder about requested documents',
  };
}

/** To the staff: the applicant answered every request; the reference is how they find it. */
export function documentsReceivedMail(publicUrl: string, to: string[], reference: string, detailPath: string): MailMessage {
  return {
    to,
    subject: `Documents received for ${reference}`,
    text:
      `Hello,\n\nThe applicant of ${reference} has sent every document we asked for. The application is back in review.\n\n` +
      `Open it in the console: ${publicUrl}${detailPath}\n\n— ${ORG}`,
    logLabel: 'Requested documents received',
  };
}
