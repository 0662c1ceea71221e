import { APPLICATION_KIND_LABELS, formatUsDateTime, type ApplicationKind } from '../../domain/applications/index.js';
import { organisation } from '../../domain/organisation.js';
import type { MailMessage } from '../../mail/mailer.js';

const NEXT_STEPS: Record<ApplicationKind, string> = {
  undergrad:
    'Our review team reads every application and its documents. If we need anything else, we will write to you at this address. ' +
    'We will let you know our decision by e-mail.',
  parent:
    'Our review team reads every application and its documents. If we need anything else, we will write to you at this address. ' +
    'We will let you know our decision by e-mail.',
  'high-school':
    'Our scholarship committee reviews applications after the deadline. If we need anything else, we will write to you at this address. ' +
    'Every applicant hears from us by e-mail.',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The applicant's confirmation: their reference number and what happens next. It never
 * carries an SSN, a document or any other field of the application.
 */
export function confirmationMail(
  kind: ApplicationKind,
  applicant: { firstName: string; email: string },
  reference: string,
  submittedAt: Date,
): MailMessage {
  const label = APPLICATION_KIND_LABELS[kind];
  const lines = [
    `Dear ${applicant.firstName},`,
    '',
    `Thank you for submitting your ${label.toLowerCase()} to the ${organisation.name} on ${formatUsDateTime(submittedAt)}.`,
    '',
    `Your reference number is ${reference}. Please quote it if you contact us about your application.`,
    '',
    'What happens next',
    NEXT_STEPS[kind],
    '',
    `Questions? Reply to this e-mail or write to ${organisation.email}.`,
    '',
    `The ${organisation.name} team`,
  ];
  const html = lines
    .map((line) => (line === '' ? '' : `<p>${escapeHtml(line).replace(reference, `<strong>${reference}</strong>`)}</p>`))
    .join('\n');
  return {
    to: applicant.email,
    subject: `We received your application (${reference})`,
    text: lines.join('\n'),
    html,
    replyTo: organisation.email,
  };
}
