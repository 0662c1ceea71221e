/**
 * The privacy policy (spec §2), one source for /privacy-policy, /open-diploma-fund-privacy-policy
 * and the popup on the application forms (render it with <PrivacyPolicyContent />).
 */
import { donation, site } from './site-config';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const privacyPolicy = {
  title: 'Privacy Policy',
  effectiveDate: 'October 1, 2024',
  effectiveDateUs: '10/01/2024',
  intro: `${site.name} ("we", "us") respects your privacy. This policy explains what we collect when you visit our website, donate, volunteer or apply for help, how we use it, and the choices you have.`,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      paragraphs: ['We collect only what we need to run our programs and answer you:'],
      list: [
        'Contact details you give us: your name, e-mail address, phone number and mailing address.',
        'Application information: enrollment and loan details, household and employment information, Social Security numbers and the documents you upload.',
        'Messages you send us through the contact and volunteer forms.',
        'Basic technical data our servers record, such as the pages requested and the time of the request.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      paragraphs: [
        'We use your information to review applications and award grants and scholarships, to reply to your messages, to coordinate volunteers, to keep our website secure, and to meet our legal and tax obligations as a nonprofit. We never sell your information.',
      ],
    },
    {
      id: 'sharing',
      title: 'How we share information',
      paragraphs: [
        'Only the staff and volunteers who review applications can see them. We share information with service providers who help us operate (for example our hosting and e-mail providers) under agreements that protect it, with a loan servicer when we make a payment on your behalf and you have agreed to it, and when the law requires us to.',
        `Donations are processed by ${donation.providerName} on its own secure pages; we never see or store your card number.`,
      ],
    },
    {
      id: 'security',
      title: 'How we protect information',
      paragraphs: [
        'Social Security numbers and uploaded documents are encrypted when stored. Access to the staff area requires an individual account, every view of sensitive data is logged, and our site is served only over encrypted connections. No system is perfectly secure, but we work hard to protect what you trust us with.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      paragraphs: [`You can write to us at ${site.email} at any time to:`],
      list: [
        'Access the personal information we hold about you.',
        'Correct information that is wrong or incomplete.',
        'Ask us to delete your information, unless we must keep it by law.',
        'Opt out of e-mails from us; every message also has an unsubscribe link.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'Our public pages use no advertising or tracking cookies and load nothing from other websites. The staff area uses one strictly necessary cookie to keep staff signed in.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'If we change this policy we will post the new version here with a new effective date. If a change is significant we will say so on our home page.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: [`Questions about your privacy? E-mail ${site.email} or call ${site.phone}.`],
    },
  ] satisfies PolicySection[],
} as const;
