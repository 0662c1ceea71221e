/** The privacy policy (spec §2): the pages and the forms' popup. */
export const privacy = {
  'privacy.eyebrow': 'Your privacy',
  'privacy.title': 'Privacy Policy',
  'privacy.lead': 'What we collect, why, and the choices you have.',
  'privacy.section': 'Policy',
  'privacy.effective': 'Effective <time>October 1, 2024</time>',
  'privacy.intro':
    '{name} ("we", "us") respects your privacy. This policy explains what we collect when you visit our website, donate, volunteer or apply for help, how we use it, and the choices you have.',
  'privacy.collect.title': 'Information we collect',
  'privacy.collect.p1': 'We collect only what we need to run our programs and answer you:',
  'privacy.collect.l1': 'Contact details you give us: your name, e-mail address, phone number and mailing address.',
  'privacy.collect.l2':
    'Application information: enrollment and loan details, household and employment information, Social Security numbers and the documents you upload.',
  'privacy.collect.l3': 'Messages you send us through the contact and volunteer forms.',
  'privacy.collect.l4': 'Basic technical data our servers record, such as the pages requested and the time of the request.',
  'privacy.use.title': 'How we use your information',
  'privacy.use.p1':
    'We use your information to review applications and award grants and scholarships, to reply to your messages, to coordinate volunteers, to keep our website secure, and to meet our legal and tax obligations as a nonprofit. We never sell your information.',
  'privacy.sharing.title': 'How we share information',
  'privacy.sharing.p1':
    'Only the staff and volunteers who review applications can see them. We share information with service providers who help us operate (for example our hosting and e-mail providers) under agreements that protect it, with a loan servicer when we make a payment on your behalf and you have agreed to it, and when the law requires us to.',
  'privacy.sharing.p2': 'Donations are processed by {provider} on its own secure pages; we never see or store your card number.',
  'privacy.security.title': 'How we protect information',
  'privacy.security.p1':
    'Social Security numbers and uploaded documents are encrypted when stored. Access to the staff area requires an individual account, every view of sensitive data is logged, and our site is served only over encrypted connections. No system is perfectly secure, but we work hard to protect what you trust us with.',
  'privacy.rights.title': 'Your rights and choices',
  'privacy.rights.p1': 'You can write to us at {email} at any time to:',
  'privacy.rights.l1': 'Access the personal information we hold about you.',
  'privacy.rights.l2': 'Correct information that is wrong or incomplete.',
  'privacy.rights.l3': 'Ask us to delete your information, unless we must keep it by law.',
  'privacy.rights.l4': 'Opt out of e-mails from us; every message also has an unsubscribe link.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.p1':
    'Our public pages use no advertising or tracking cookies and load nothing from other websites. The staff area uses one strictly necessary cookie to keep staff signed in.',
  'privacy.changes.title': 'Changes to this policy',
  'privacy.changes.p1':
    'If we change this policy we will post the new version here with a new effective date. If a change is significant we will say so on our home page.',
  'privacy.contact.title': 'Contact us',
  'privacy.contact.p1': 'Questions about your privacy? E-mail {email} or call {phone}.',
} as const;
