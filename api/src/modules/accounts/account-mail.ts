import type { MailMessage } from '../../mail/mailer.js';
import type { StaffRole } from '../../domain/roles.js';
import { organisation } from '../../domain/organisation.js';

/**
 * The account e-mails. Plain text only, never a password; the reset code appears in the
 * reset mail alone. Names are one line by the registration rules, so they are safe here.
 */
const ORG = organisation.name;
const SIGNATURE = `\n\n— ${ORG}`;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export const RESET_CODE_SUBJECT = `Your ${ORG} verification code`;

export function resetCodeMail(user: Person, code: string, validMinutes: number): MailMessage {
  return {
    to: user.email,
    subject: RESET_CODE_SUBJECT,
    text:
      `Hello ${user.firstName},\n\n` +
      `Your temporary verification code is:\n\n    ${code}\n\n` +
      `Enter it on the password reset page with your new password. It works once and expires in ${validMinutes} minutes.\n\n` +
      'If you did not ask to reset your password, you can ignore this message: your password stays as it is.' +
      SIGNATURE,
  };
}

export function passwordChangedMail(user: Person): MailMessage {
  return {
    to: user.email,
    subject: `Your ${ORG} password was changed`,
    text:
      `Hello ${user.firstName},\n\n` +
      'The password of your staff account was just changed with a verification code, and every signed-in browser was signed out.\n\n' +
      `If this was not you, reply to this message or tell an administrator at once.` +
      SIGNATURE,
  };
}

/** The staff sign-in page as an absolute link, from the configured PUBLIC_URL. */
export const signInLink = (publicUrl: string) => `${publicUrl}/login`;

export function privilegesConfirmedMail(user: Person, role: StaffRole, publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: `Your ${ORG} privileges have been confirmed`,
    text:
      `Hello ${user.firstName},\n\n` +
      `An administrator has confirmed your privileges for the ${ORG} staff pages. Your role is: ${role}.\n\n` +
      'You can now log in with your email address and the password you chose when you registered:\n\n' +
      `    ${signInLink(publicUrl)}` +
      SIGNATURE,
  };
}

export function registrationWaitingMail(adminEmails: string[], newcomer: Person): MailMessage {
  return {
    to: adminEmails,
    subject: 'A new staff registration is waiting for privileges',
    text:
      `${newcomer.firstName} ${newcomer.lastName} <${newcomer.email}> registered for the ${ORG} staff pages.\n\n` +
      'Log in and open Privileges to give them a role (admin, employee or volunteer), or delete the registration if you do not know them.' +
      SIGNATURE,
  };
}

/** Sent instead of a second account, so registration never reveals which e-mails have one. */
export function alreadyRegisteredMail(user: Person): MailMessage {
  return {
    to: user.email,
    subject: `Someone tried to register with your ${ORG} e-mail`,
    text:
      `Hello ${user.firstName},\n\n` +
      'Someone asked to register a staff account with this email address, which already has one. ' +
      "If it was you, just log in, or use 'Forgot your password?' on the login page. If it was not you, you can ignore this message." +
      SIGNATURE,
  };
}
