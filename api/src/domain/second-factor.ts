import { z } from 'zod';

/**
 * Staff second factors (issue 23): the rules and words the sign-in page, the console and the
 * server share. No e-mailed or texted code is ever a staff factor.
 */

/** What a staff member may use after the password: an authenticator app, a passkey, a recovery code. */
export const FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type FactorMethod = (typeof FACTOR_METHODS)[number];

/** What the login answers after a right password while a factor is still to come. */
export type SecondStep = { mfa: 'verify'; methods: FactorMethod[] } | { mfa: 'enrol' };

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many codes are shown once at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes after which a half-signed-in session ends and the password is asked again. */
export const MAX_WRONG_CODES = 5;
/** A half-signed-in session lasts this long after the password. */
export const HALF_SESSION_MS = 10 * 60 * 1000;
export const PASSKEY_NAME_MAX = 60;

/** A recovery code as shown: three groups of five letters and digits (75 random bits). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/;

/** A typed code: spaces and dashes are left out, so "123 456" and "ABCDE-..." are read alike. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Six digits, once spaces are left out: an authenticator code; anything else may be a recovery code. */
export function isAuthenticatorCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normaliseCode(code));
}

export const factorCodeSchema = z.object({
  code: z.string({ error: 'Enter the code.' }).trim().min(1, 'Enter the code.').max(40, 'That code is too long.'),
});

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(PASSKEY_NAME_MAX, `A passkey name has at most ${PASSKEY_NAME_MAX} characters.`)
  .regex(/^[^\p{Cc}]*$/u, 'A passkey name is one line.');

export const secondFactorMessages = {
  wrongCode: "That code didn't work. Check it and try again.",
  tooManyWrongCodes: 'Too many wrong codes. Please log in again.',
  stepUp: 'Confirm it is you: enter a code from your authenticator app, use your passkey or a recovery code.',
  passkeyFailed: "That passkey didn't work. Try again, or use another way to sign in.",
  noPasskey: 'This account has no passkey yet.',
  enrolFirst: 'Set up a second factor first.',
  alreadyEnrolled: 'This account already has a second factor: confirm it with that factor.',
  startAgain: 'Start the set-up again: that code belongs to an earlier set-up.',
} as const;

export const FACTOR_METHOD_LABELS: Record<FactorMethod, string> = {
  totp: 'authenticator app',
  passkey: 'passkey',
  recovery: 'recovery code',
};
