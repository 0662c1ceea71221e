import type { ApplicationKind } from '../../domain/applications/index.js';
import type { Locale } from '../../domain/i18n/locales.js';
import { organisation } from '../../domain/organisation.js';
import { formatCents } from '../../domain/program-cycles.js';
import type { ReviewStatus } from '../../domain/review/index.js';
import type { MailMessage } from '../../mail/mailer.js';
import { applicantMail, mailText } from '../../mail/templates/render.js';

/**
 * The applicant's e-mail on a decision, in the language they applied in. It greets them by first
 * name, as the confirmation does, and states the award of an approval; it names the program and
 * the reference and nothing else about the person: no last name, SSN, address, file name or the
 * staff's reason, because an e-mail can be read by anyone who shares the inbox.
 */
export function decisionMail(
  kind: ApplicationKind,
  status: Extract<ReviewStatus, 'APPROVED' | 'DECLINED'>,
  applicant: { email: string; firstName: string; awardCents: number | null },
  reference: string,
  locale: Locale = 'en',
): MailMessage {
  const email = applicant.email;
  const amount = applicant.awardCents === null ? '' : formatCents(applicant.awardCents);
  const org = { org: organisation.name, orgEmail: organisation.email, reference, kind, firstName: applicant.firstName, amount };
  const program = mailText(locale, 'decision.program', org);
  const body = mailText(locale, status === 'APPROVED' ? 'decision.approved' : 'decision.declined', { ...org, program });
  return applicantMail(
    locale,
    {
      to: email,
      subject: mailText(locale, 'decision.subject', org),
      text: mailText(locale, 'decision.text', { ...org, body }),
      replyTo: organisation.email,
      logLabel: `Decision e-mail (${status.toLowerCase()})`,
    },
    { strong: [reference] },
  );
}
