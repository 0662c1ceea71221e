import { formatUsDateTime, type ApplicationKind } from '../../domain/applications/index.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { statusPageUrl } from '../../domain/application-status-path.js';
import { organisation } from '../../domain/organisation.js';
import { applicationNameIn, longDateIn } from '../../i18n/applicant-words.js';
import type { MailMessage } from '../../mail/mailer.js';
import { applicantMail, mailText } from '../../mail/templates/render.js';

/**
 * The applicant's confirmation, in the language they applied in: their reference number, what
 * happens next and by when (from the program cycle, already in that language), and the status
 * page's address. It never carries an SSN, a document or any other field of the application.
 */
export function confirmationMail(
  kind: ApplicationKind,
  applicant: { firstName: string; email: string },
  reference: string,
  submittedAt: Date,
  nextStep: string,
  publicUrl: string,
  locale: Locale = 'en',
  /** Fills in the applicant's e-mail address on the status page (StatusLinkKeys). */
  linkKey?: string,
): MailMessage {
  const statusPage = statusPageUrl(publicUrl, locale, reference, linkKey);
  const values = {
    firstName: applicant.firstName,
    application: applicationNameIn(locale, kind),
    org: organisation.name,
    orgEmail: organisation.email,
    // Dates the way each language writes them: 07/31/2027, or 31 de julio de 2027.
    date: locale === 'es' ? longDateIn(locale, submittedAt, 'UTC') : formatUsDateTime(submittedAt),
    reference,
    nextStep,
    statusPage,
  };
  return applicantMail(
    locale,
    {
      to: applicant.email,
      subject: mailText(locale, 'confirmation.subject', values),
      text: mailText(locale, 'confirmation.text', values),
      replyTo: organisation.email,
    },
    { strong: [reference], links: [statusPage] },
  );
}
