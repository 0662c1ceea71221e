import { z } from 'zod';
import { messages } from './messages.js';

/** Spec §5 and §9: the registration password rule. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '=@#$%&';

const ONLY_ALLOWED = /^[A-Za-z0-9=@#$%&]+$/;

/** True when the password meets spec §5: ≥ 8 of letters, digits and =@#$%&, with 1 upper case, 1 digit, 1 special. */
export function passwordMeetsRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    ONLY_ALLOWED.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[=@#$%&]/.test(password)
  );
}

/** A new password (registration, reset, admin:create). Fails with the spec's exact message. */
export const newPasswordSchema = z
  .string({ error: messages.passwordRule })
  .refine(passwordMeetsRule, { error: messages.passwordRule });
