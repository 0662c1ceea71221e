/** The accessibility statement (issue 41): its pages and the footer's link to it. */
export const accessibility = {
  'accessibility.footerLink': 'Accessibility',
  'accessibility.meta.title': 'Accessibility Statement',
  'accessibility.meta.description':
    'How {name} makes its website work for everyone, how we test it, what we know falls short and how to ask for help.',
  'accessibility.eyebrow': 'A site for everyone',
  'accessibility.title': 'Accessibility Statement',
  'accessibility.lead':
    'What we aim for, how we check it, what we know falls short, and how to reach us if something gets in your way.',
  'accessibility.section': 'Statement',
  'accessibility.reviewed': 'Last reviewed on <time>{date}</time>',
  'accessibility.intro':
    '{name} wants everyone to be able to use this website, including people who use a screen reader, screen magnification, voice control or only a keyboard.',
  'accessibility.standard.title': 'The standard we aim for',
  'accessibility.standard.p1':
    'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every public page and form, in English and in Spanish. WCAG is the most widely used standard for accessible websites.',
  'accessibility.testing.title': 'How we test',
  'accessibility.testing.p1': 'We check the site in four ways:',
  'accessibility.testing.l1':
    'An automated checker, axe, looks for accessibility problems on every public page in our automated browser tests.',
  'accessibility.testing.l2':
    'End-to-end tests use only the keyboard to move through menus, forms and dialogs, and check that the focus is visible at every stop, on a phone and on a laptop.',
  'accessibility.testing.l3':
    'Recorded tests of what a screen reader announces on the application forms, their errors, the thank-you and the status page, in both languages: any change to what is heard is reviewed by a person.',
  'accessibility.testing.l4': 'We check pages by hand at the widths of a phone and a laptop.',
  'accessibility.testing.p2': 'Automated tools find only some problems, so we are grateful when you tell us about one.',
  'accessibility.limits.title': 'Known limits',
  'accessibility.limits.p1': 'Some parts are not checked yet, or are outside our website:',
  'accessibility.limits.l1':
    'Documents that applicants upload, such as PDFs, and the files our staff download from applications are not checked for accessibility.',
  'accessibility.limits.l2':
    'Donations are made on {provider}’s pages, which are not part of this site. The same is true of our shop on {shop}, our social media pages and the news stories we link to.',
  'accessibility.limits.l3':
    'The moving video at the top of the home page has no pause button. It does not play if your device is set to reduce motion.',
  'accessibility.limits.l4':
    'On the Spanish pages, some text our staff write, such as team biographies and news summaries, may show in English until it is translated. It is marked as English so screen readers pronounce it correctly.',
  'accessibility.help.title': 'Ask for help or another format',
  'accessibility.help.p1':
    'If something on this site is hard to use, or you need its information in another way, please tell us which page it was and what got in your way. We will work with you to find another way, for example by phone or by e-mail.',
  'accessibility.help.form': '<link>Send us a message</link> with our contact form.',
  'accessibility.help.email': 'E-mail us at <link>{email}</link>.',
  'accessibility.help.phone': 'Call us at <link>{phone}</link>.',
  'accessibility.help.p2': 'We answer within two business days.',
} as const;
