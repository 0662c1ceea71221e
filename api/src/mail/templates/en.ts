/**
 * The applicant's e-mails in English (ICU messages, FormatJS). Their Spanish twins in es.ts take
 * the same placeholders (a test compares them), and neither says more about the person than the
 * placeholders: first name, reference, program, dates and document names at most.
 */
const SIGNATURE = '\n\nQuestions? Reply to this e-mail or write to {orgEmail}.\n\nThe {org} team';

export const mailEn = {
  'confirmation.subject': 'We received your application ({reference})',
  'confirmation.text':
    'Dear {firstName},\n\n' +
    'Thank you for submitting your {application} to the {org} on {date}.\n\n' +
    'Your reference number is {reference}. Please quote it if you contact us about your application.\n\n' +
    'What happens next\n{nextStep}\n\n' +
    'You can follow your application, and send any document we ask for, on the application status page with your reference number and e-mail address. {statusPage}' +
    SIGNATURE,
  'statusCode.subject': 'Your {org} application status code',
  'statusCode.text':
    'Hello {firstName},\n\n' +
    'Your code to see your application is:\n\n    {code}\n\n' +
    'Enter it on {statusPage}. It works once and expires in {minutes, plural, one {# minute} other {# minutes}}.\n\n' +
    'If the page says the code was tried too often, enter this 12-digit code instead:\n\n    {backup}\n\n' +
    'If you did not ask for it, you can ignore this message: nobody can see your application without the code.' +
    SIGNATURE,
  'infoRequest.subject': 'We need more information for your application ({reference})',
  'infoRequest.text':
    'Hello {firstName},\n\n' +
    'To continue reviewing your application {reference}, we need the following from you:\n\n{documents}\n\n' +
    'Sign in at {statusPage} with your reference number and this e-mail address to read our note and upload the files.' +
    '{due, select, none {} other { Please send {count, plural, one {it} other {them}} by {due}.}}' +
    SIGNATURE,
  'infoReminder.subject': 'Reminder: documents for your application ({reference})',
  'infoReminder.text':
    'Hello {firstName},\n\n' +
    'We are still waiting for the following for your application {reference}:\n\n{documents}\n\n' +
    'Please upload {count, plural, one {it} other {them}} by {due} at {statusPage}.' +
    SIGNATURE,
  'decision.subject': 'A decision on your {org} application ({reference})',
  'decision.program':
    '{kind, select, undergrad {Undergraduate Loan Repayment program} parent {Parent Loan Repayment program} other {High-School Senior Scholarship}}',
  'decision.approved':
    'Good news: your application to the {org} {program} has been approved, with an award of {amount}.\n\n' +
    'We will write to you separately about the next steps and the payment. You do not need to do anything right now.\n\n' +
    'Congratulations, and thank you for letting us be part of your journey.',
  'decision.declined':
    'Thank you for applying to the {org} {program}. We read your application carefully.\n\n' +
    'We are sorry to tell you that we cannot offer you support this time. We receive many more applications than we can fund, and this decision is not a judgement of you or of your efforts.\n\n' +
    'You are welcome to apply again in a future cycle.',
  'decision.text':
    'Dear {firstName},\n\n{body}\n\nYour reference number is {reference}. Please quote it if you write to us.' + SIGNATURE,
  'paid.subject': 'Your {org} award has been paid ({reference})',
  'paid.text':
    'Dear {firstName},\n\n' +
    'Your award of {amount} has been paid in full:\n\n{payments}\n\n' +
    'A payment to a loan servicer or a school can take a few days to show on your account there.\n\n' +
    'Your reference number is {reference}. Please quote it if you write to us.' +
    SIGNATURE,
  // A recommender's e-mails (issue 38): the applicant's name and program, never an answer of theirs.
  'letterRequest.subject': '{applicant} asks you for a letter of recommendation',
  'letterRequest.text':
    'Hello {recommender},\n\n' +
    '{applicant} has applied to the {program} of the {org} and named you ({role}) to write a letter of recommendation.\n\n' +
    'Please send it by {dueDate}. On this page you can upload your letter as one PDF, or let us know that you cannot write one:\n\n{link}\n\n' +
    'Opening the page changes nothing: only the buttons on it do. The link is yours alone; please do not forward it. ' +
    '{waived, select, yes {{applicant} has waived the right to read your letter.} other {{applicant} has not waived the right to read your letter.}}\n\n' +
    'If you do not know {applicant}, you can ignore this e-mail.' +
    SIGNATURE,
  'letterReminder.subject': 'Reminder: your letter for {applicant} is due {dueDate}',
  'letterReminder.text':
    'Hello {recommender},\n\n' +
    '{applicant} asked you for a letter of recommendation for the {program} of the {org}, and we have not received it yet.\n\n' +
    'Please send it by {dueDate}, or let us know that you cannot write one, on this page:\n\n{link}' +
    SIGNATURE,
  'letterThanks.subject': 'Thank you for your letter for {applicant}',
  'letterThanks.text':
    'Hello {recommender},\n\n' +
    'Thank you. We received your letter of recommendation for {applicant} on {date}. ' +
    'It is read by the reviewers of the {program} only, and the link you used no longer opens anything.' +
    SIGNATURE,
} as const;

export type MailTemplateKey = keyof typeof mailEn;
