import type { ApplicationKind } from '../../domain/applications/index.js';
import { organisation } from '../../domain/organisation.js';
import type { ReviewStatus } from '../../domain/review/index.js';
import type { MailMessage } from '../../mail/mailer.js';

/** The program an applicant applied to, as the e-mail names it. */
const PROGRAMS: Record<ApplicationKind, string> = {
  undergrad: 'Undergraduate Loan Repayment program',
  parent: 'Parent Loan Repayment program',
  'high-school': 'High-School Senior Scholarship',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The applicant's e-mail on a decision. It names the program and the reference and nothing
 * else about the person: no name, SSN, address, amount, file name or the staff's reason,
 * because an e-mail can be read by anyone who shares the inbox.
 */
export function decisionMail(
  kind: ApplicationKind,
  status: Extract<ReviewStatus, 'APPROVED' | 'DECLINED'>,
  email: string,
  reference: string,
): MailMessage {
  const program = PROGRAMS[kind];
  const body =
    status === 'APPROVED'
      ? [
          `Good news: your application to the ${organisation.name} ${program} has been approved.`,
          '',
          'We will write to you separately about the next steps and the payment. You do not need to do anything right now.',
          '',
          'Congratulations, and thank you for letting us be part of your journey.',
        ]
      : [
          `Thank you for applying to the ${organisation.name} ${program}. We read your application carefully.`,
          '',
          'We are sorry to tell you that we cannot offer you support this time. We receive many more applications than we can fund, and this decision is not a judgement of you or of your efforts.',
          '',
          'You are welcome to apply again in a future cycle.',
        ];
  const lines = [
    'Hello,',
    '',
    ...body,
    '',
    `Your reference number is ${reference}. Please quote it if you write to us.`,
    '',
    `Questions? Reply to this e-mail or write to ${organisation.email}.`,
    '',
    `The ${organisation.name} team`,
  ];
  return {
    to: email,
    subject: `A decision on your ${organisation.name} application (${reference})`,
    text: lines.join('\n'),
    html: lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n'),
    replyTo: organisation.email,
    logLabel: `Decision e-mail (${status.toLowerCase()})`,
  };
}
