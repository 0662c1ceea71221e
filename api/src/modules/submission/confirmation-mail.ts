import { FOLLOW_YOUR_APPLICATION } from '../../domain/application-status.js';
import { APPLICATION_KIND_LABELS, formatUsDateTime, type ApplicationKind } from '../../domain/applications/index.js';
import { statusPageUrl } from '../../domain/application-status-path.js';
import { organisation } from '../../domain/organisation.js';
import type { MailMessage } from '../../mail/mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The applicant's confirmation: their reference number, what happens next and by when (from the
 * program cycle), and the status page's address. It never
 * carries an SSN, a document or any other field of the application.
 */
export function confirmationMail(
  kind: ApplicationKind,
  applicant: { firstName: string; email: string },
  reference: string,
  submittedAt: Date,
  nextStep: string,
  publicUrl: string,
): MailMessage {
  const statusPage = statusPageUrl(publicUrl);
  const label = APPLICATION_KIND_LABELS[kind];
  const lines = [
    `Dear ${applicant.firstName},`,
    '',
    `Thank you for submitting your ${label.toLowerCase()} to the ${organisation.name} on ${formatUsDateTime(submittedAt)}.`,
    '',
    `Your reference number is ${reference}. Please quote it if you contact us about your application.`,
    '',
    'What happens next',
    nextStep,
    '',
    `${FOLLOW_YOUR_APPLICATION} ${statusPage}`,
    '',
    `Questions? Reply to this e-mail or write to ${organisation.email}.`,
    '',
    `The ${organisation.name} team`,
  ];
  const html = lines
    .map((line) =>
      line === ''
        ? ''
        : `<p>${escapeHtml(line)
            .replace(reference, `<strong>${reference}</strong>`)
            .replace(statusPage, `<a href="${statusPage}">${statusPage}</a>`)}</p>`,
    )
    .join('\n');
  return {
    to: applicant.email,
    subject: `We received your application (${reference})`,
    text: lines.join('\n'),
    html,
    replyTo: organisation.email,
  };
}
