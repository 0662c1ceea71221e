import { z } from 'zod';
import { messages } from './messages.js';
import { newPasswordSchema } from './password.js';
import { STAFF_ROLES } from './roles.js';

/**
 * The staff account forms of spec §3–§5: registration, login, password reset and the role
 * choice on the privileges page. The browser and the server validate with these schemas.
 */

export const ACCOUNT_LIMITS = { name: 100, email: 254, code: 64 } as const;

// Names and e-mails go into mail headers and bodies: one line, no control characters.
const oneLine = /^[^\p{Cc}]*$/u;

function personName(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(ACCOUNT_LIMITS.name, `${label} must be at most ${ACCOUNT_LIMITS.name} characters.`)
    .regex(oneLine, `${label} must be on one line.`);
}

export const firstNameSchema = personName('First name');
export const lastNameSchema = personName('Last name');

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(ACCOUNT_LIMITS.email, 'Please enter a shorter email address.')
  .pipe(z.email('Please enter a valid email address, like name@example.com.'));

/** E-mails are one account regardless of case: Ann@x.org and ann@x.org are the same person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const registrationSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password2: z.string({ error: messages.passwordsDontMatch }),
  })
  .refine((form) => form.password === form.password2, { error: messages.passwordsDontMatch, path: ['password2'] });
export type RegistrationForm = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(ACCOUNT_LIMITS.email),
  // Passwords never contain spaces (spec §5), so stray ones from copy and paste are dropped.
  password: z.string({ error: 'Password is required.' }).trim().min(1, 'Password is required.').max(1024),
});

export const resetRequestSchema = z.object({ email: emailSchema });

/** Step 2 of the reset. The code and the password are trimmed of spaces (spec §5). */
export const resetCompleteSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRule }).trim().pipe(newPasswordSchema),
  tempPassResetCode: z
    .string({ error: 'Please enter the verification code from the email.' })
    .trim()
    .min(1, 'Please enter the verification code from the email.')
    .max(ACCOUNT_LIMITS.code, 'The verification code is too long.'),
});

export const roleChoiceSchema = z.object({
  id: z.coerce.number({ error: 'Choose a user.' }).int('Choose a user.').positive('Choose a user.'),
  choice: z.enum(STAFF_ROLES, { error: 'Choose admin, employee or volunteer.' }),
});
