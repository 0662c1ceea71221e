/**
 * Every user-facing message of the product spec (§4–§8), word for word, including the
 * spec's own spellings ("containt", "varification"). The browser and the server import
 * these; never retype one.
 */
import { organisation } from './organisation.js';

const ORG_EMAIL = organisation.email;

export const messages = {
  applicationSuccess: 'Thank you for submitting your application!',
  applicationFailure: `Something went wrong. Please try again or contact us at ${ORG_EMAIL}.`,
  ssnMismatch: "The Social Security numbers you entered don't match.",

  volunteerSuccess: 'Thank you for submitting your request! We will be in touch with you shortly.',
  volunteerFailure: `Something went wrong... Please try again or email us at ${ORG_EMAIL}.`,

  contactSuccess: 'Thank you for contacting us! We will be in touch with you shortly.',
  contactFailure: `Something went wrong. Please try again or email us: ${ORG_EMAIL}.`,
  contactNetworkError: 'An error occurred while submitting the form.',

  loginFailure: 'Invalid username or password.',
  invalidPrivileges: 'Invalid privileges',
  loginNoPrivileges: "You don't have the necessary privileges to access administrative pages.",
  notSignedIn: 'Please log in to access this page.',
  noPermission: 'You have no permissions to access this page.',

  passwordRule:
    'Password must containt at least 8 characters, including at least 1 number, 1 special character (=@#$%&), and 1 upper case letter.',
  passwordsDontMatch: "Passwords don't match!",
  registrationFailure: 'Registration failed. Please try again...',
  registrationSuccess:
    'Congratulations, your registration was successful! You will receive an email with the confirmation of your privileges shortly.',
  registrationException: 'An error occurred. Please try again later.',

  resetCodeSent: 'Please check your email for the temporary varification code.',
  resetPasswordsDontMatch: 'Passwords do not match.',
  resetFailure: 'Something has gone wrong... Please try again.',

  /** The staff console's empty tables (spec §2), active and archived. */
  noHighSchoolApplications: "You don't have any high school applications.",
  noUndergradApplications: "You don't have any undergraduate applications.",
  noParentApplications: "You don't have any parents applications.",
  noArchivedHighSchoolApplications: "You don't have any archived high school applications.",
  noArchivedUndergradApplications: "You don't have any archived undergraduate applications.",
  noArchivedParentApplications: "You don't have any archived parents applications.",

  donationThanks: 'Thank you for your generous donation!',
  notFoundTitle: "Oops! We couldn't find this page",
  routerError: 'Unexpected Application Error!',
} as const;
