import type { Locale } from '../../domain/i18n/locales.js';
import { organisation } from '../../domain/organisation.js';
import { formatCents } from '../../domain/program-cycles.js';
import type { MailMessage } from '../../mail/mailer.js';
import { applicantMail, mailText } from '../../mail/templates/render.js';

/**
 * The applicant's one e-mail when cleared payments cover their award (issue 40), in the language
 * they applied in: each payee and amount, never an account number, a method or a reference.
 */
export function paidMail(
  applicant: { email: string; firstName: string },
  reference: string,
  awardCents: number,
  payments: ReadonlyArray<{ payeeName: string; amountCents: number }>,
  locale: Locale = 'en',
): MailMessage {
  const values = {
    org: organisation.name,
    orgEmail: organisation.email,
    reference,
    firstName: applicant.firstName,
    amount: formatCents(awardCents),
    payments: payments.map((p) => `    ${formatCents(p.amountCents)} — ${p.payeeName}`).join('\n'),
  };
  return applicantMail(
    locale,
    {
      to: applicant.email,
      subject: mailText(locale, 'paid.subject', values),
      text: mailText(locale, 'paid.text', values),
      replyTo: organisation.email,
      logLabel: 'Award paid e-mail',
    },
    { strong: [reference] },
  );
}
