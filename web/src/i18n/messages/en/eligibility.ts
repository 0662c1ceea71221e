import { ELIGIBILITY_PRIVACY } from '@domain/eligibility-privacy';

/** The program pages' eligibility check (issue 43). The questions and reasons are the cycle's own. */
export const eligibility = {
  'eligibility.title': 'Check if you can apply',
  // One sentence, kept once in the domain: the REST answer says it too.
  'eligibility.privacy': ELIGIBILITY_PRIVACY.en,
  'eligibility.intro':
    'Answer {count, plural, one {# yes-or-no question} other {# yes-or-no questions}} to learn in a minute whether this program is for you, before you gather any documents.',
  'eligibility.skip': 'Skip the check and go to the application form',
  'eligibility.yes': 'Yes',
  'eligibility.no': 'No',
  'eligibility.submit': 'See my result',
  'eligibility.next': 'Next question',
  'eligibility.back': 'Previous question',
  'eligibility.progress': 'Question {number} of {count}',
  'eligibility.resultHeading': 'Your result',
  'eligibility.toForm': 'Continue to the application form',
  'eligibility.toFormAnyway': 'Go to the application form anyway',
  'eligibility.otherPrograms': 'See all our programs',
  'eligibility.again': 'Check again',
  'eligibility.sending': 'Checking…',
  'eligibility.failed': 'The check could not be sent. Please try again, or go straight to the application form.',
  'eligibility.answerThis': 'Please answer this question yes or no.',
  'eligibility.pageTitle': 'Your eligibility check',
};
