import type { MailMessage } from '../../mail/mailer.js';
import { organisation } from '../../domain/organisation.js';
import { FACTOR_METHOD_LABELS, type FactorMethod } from '../../domain/second-factor.js';
import { formatDeadline } from '../../domain/program-cycles.js';

/**
 * The factor notices. They say what happened and when, never a code, a secret or a passkey's
 * key: the mail is a warning to the owner, not a way in (no e-mailed code is a staff factor).
 */
const ORG = organisation.name;
const SIGNATURE = `\n\n— ${ORG}`;
const NOT_YOU = 'If this was not you, change your password now and tell an administrator at once.';

interface Person {
  firstName: string;
  email: string;
}

/** "November 28, 2026 at 4:06 PM EST": in the organisation's time zone (ORG_TIME_ZONE), as staff read a clock. */
const when = (at: Date, timeZone: string) => formatDeadline(at, timeZone);

/** "An authenticator app", "A passkey": the label with its article, to open a sentence. */
const aFactor = (method: FactorMethod) => {
  const label = FACTOR_METHOD_LABELS[method];
  return `${/^[aeiou]/i.test(label) ? 'An' : 'A'} ${label}`;
};

export function factorEnrolledMail(user: Person, method: FactorMethod, at: Date, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `A sign-in ${FACTOR_METHOD_LABELS[method]} was added to your ${ORG} account`,
    text: `Hello ${user.firstName},\n\n${aFactor(method)} was added to your staff account on ${when(at, timeZone)}.\n\n${NOT_YOU}${SIGNATURE}`,
  };
}

export function factorRemovedMail(user: Person, method: FactorMethod, at: Date, lastOne: boolean, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `A sign-in ${FACTOR_METHOD_LABELS[method]} was removed from your ${ORG} account`,
    text:
      `Hello ${user.firstName},\n\n${aFactor(method)} was removed from your staff account on ${when(at, timeZone)}.` +
      (lastOne
        ? ' It was your last one: you will set up a new one at your next sign-in, and your other browsers were signed out.'
        : '') +
      `\n\n${NOT_YOU}${SIGNATURE}`,
  };
}

export function factorUsedMail(user: Person, method: FactorMethod, at: Date, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `New sign-in to your ${ORG} staff account`,
    text: `Hello ${user.firstName},\n\nYour staff account was signed in on a new browser on ${when(at, timeZone)}, with your ${FACTOR_METHOD_LABELS[method]}.\n\n${NOT_YOU}${SIGNATURE}`,
  };
}

export function factorFailedMail(user: Person, at: Date, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `A wrong sign-in code was entered for your ${ORG} account`,
    text:
      `Hello ${user.firstName},\n\nOn ${when(at, timeZone)} someone entered your password correctly, then a wrong second-factor code.\n\n` +
      `If this was you, there is nothing to do. If it was not, someone knows your password: change it now and tell an administrator.${SIGNATURE}`,
  };
}

export function recoveryCodeUsedMail(user: Person, at: Date, left: number, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `A recovery code was used for your ${ORG} account`,
    text:
      `Hello ${user.firstName},\n\nOne of your recovery codes was used to sign in on ${when(at, timeZone)}. ` +
      `${left} ${left === 1 ? 'code is' : 'codes are'} left; make new ones on the Security page when you are low.\n\n${NOT_YOU}${SIGNATURE}`,
  };
}

export function resetRequestedMail(user: Person, at: Date, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `A reset of your ${ORG} sign-in factors was asked for`,
    text:
      `Hello ${user.firstName},\n\nOn ${when(at, timeZone)} an administrator asked to reset the second factors of your staff account ` +
      '(authenticator app, passkeys and recovery codes). A second administrator must approve it.\n\n' +
      `If you did not lose your factor, tell an administrator.${SIGNATURE}`,
  };
}

export function resetWaitingMail(adminEmails: string[], at: Date, timeZone: string): MailMessage {
  return {
    to: adminEmails,
    subject: 'A sign-in factor reset is waiting for approval',
    text: `An administrator asked on ${when(at, timeZone)} to reset a staff member's sign-in factors. Log in and open Privileges to approve or cancel it.${SIGNATURE}`,
  };
}

export function resetApprovedMail(user: Person, at: Date, timeZone: string): MailMessage {
  return {
    to: user.email,
    subject: `Your ${ORG} sign-in factors were reset`,
    text:
      `Hello ${user.firstName},\n\nThe second factors of your staff account were reset on ${when(at, timeZone)}, and every browser was signed out. ` +
      `At your next sign-in you will set up a new authenticator app or passkey.\n\n${NOT_YOU}${SIGNATURE}`,
  };
}
