import { statusPageUrl } from '../../domain/application-status-path.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { organisation } from '../../domain/organisation.js';
import { longDateIn } from '../../i18n/applicant-words.js';
import { translateDomain } from '../../i18n/domain.js';
import type { MailMessage } from '../../mail/mailer.js';
import { applicantMail, mailText } from '../../mail/templates/render.js';

/**
 * The status page's e-mails, in the language of the application (issue 26). They carry the
 * first name and the reference at most: an inbox can be shared, so no other answer, no note
 * from staff and no file name is ever in them.
 */
const ORG = organisation.name;
const signature = { org: ORG, orgEmail: organisation.email };

export const STATUS_CODE_SUBJECT = mailText('en', 'statusCode.subject', signature);

export function statusCodeMail(
  publicUrl: string,
  to: string,
  firstName: string,
  code: string,
  validMinutes: number,
  locale: Locale = 'en',
  /** The 12-digit code of the same e-mail, printed in groups of four. */
  backup = '',
  /** The application's reference: the link fills it in on the status page. */
  reference?: string,
  /** With the reference, fills in the e-mail address too (StatusLinkKeys). */
  linkKey?: string,
): MailMessage {
  const values = {
    ...signature,
    firstName,
    code,
    backup: backup.replace(/(\d{4})(?=\d)/g, '$1 '),
    minutes: validMinutes,
    statusPage: statusPageUrl(publicUrl, locale, reference, linkKey),
  };
  return applicantMail(
    locale,
    {
      to,
      subject: mailText(locale, 'statusCode.subject', values),
      text: mailText(locale, 'statusCode.text', values),
      replyTo: organisation.email,
    },
    { strong: [code, values.backup].filter(Boolean), links: [values.statusPage] },
  );
}

/** The documents asked for, one a line, named in the applicant's language. */
const list = (labels: string[], locale: Locale) => labels.map((l) => `  • ${translateDomain(locale)(l)}`).join('\n');

export function infoRequestMail(
  publicUrl: string,
  to: string,
  firstName: string,
  reference: string,
  documentLabels: string[],
  dueAt: Date | null,
  locale: Locale = 'en',
  /** Fills in the applicant's e-mail address on the status page (StatusLinkKeys). */
  linkKey?: string,
): MailMessage {
  const values = {
    ...signature,
    firstName,
    reference,
    documents: list(documentLabels, locale),
    count: documentLabels.length,
    due: dueAt ? longDateIn(locale, dueAt) : 'none',
    statusPage: statusPageUrl(publicUrl, locale, reference, linkKey),
  };
  return applicantMail(
    locale,
    {
      to,
      subject: mailText(locale, 'infoRequest.subject', values),
      text: mailText(locale, 'infoRequest.text', values),
      replyTo: organisation.email,
      logLabel: 'Request for more information',
    },
    { strong: [reference], links: [values.statusPage] },
  );
}

export function infoReminderMail(
  publicUrl: string,
  to: string,
  firstName: string,
  reference: string,
  documentLabels: string[],
  dueAt: Date,
  locale: Locale = 'en',
  /** Fills in the applicant's e-mail address on the status page (StatusLinkKeys). */
  linkKey?: string,
): MailMessage {
  const values = {
    ...signature,
    firstName,
    reference,
    documents: list(documentLabels, locale),
    count: documentLabels.length,
    due: longDateIn(locale, dueAt),
    statusPage: statusPageUrl(publicUrl, locale, reference, linkKey),
  };
  return applicantMail(
    locale,
    {
      to,
      subject: mailText(locale, 'infoReminder.subject', values),
      text: mailText(locale, 'infoReminder.text', values),
      replyTo: organisation.email,
      logLabel: 'Reminder about requested documents',
    },
    { strong: [reference], links: [values.statusPage] },
  );
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
