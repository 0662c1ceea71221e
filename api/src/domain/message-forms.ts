import { z } from 'zod';
import type { FieldSpec } from './applications/field-spec.js';

/**
 * The volunteer request and contact message of spec §3 (posted as JSON to
 * /api/send/send-email-volunteer and /api/send/send-email-contact). The browser and the
 * server validate with these same schemas.
 */

/** Spec §9, in the order the form lists them. */
export const VOLUNTEER_ROLES = ['Board member', 'Fundraiser', 'Grant application writer', 'Other'] as const;
export type VolunteerRole = (typeof VOLUNTEER_ROLES)[number];

export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  other: 200,
  /** The volunteer's request and the contact message: a few screens of text. */
  text: 5000,
  /** The JSON body of either form; anything larger is refused before it is read further. */
  bodyBytes: 16 * 1024,
} as const;

// Names and e-mails end up in mail headers: no line breaks or other control characters there.
const noControl = /^[^\p{Cc}]*$/u;
// Free text may hold line breaks and tabs, but no other control characters.
const textControl = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

/** The words of the two forms' rules, in one place so the Spanish pages can word each one. */
export const messageFormTexts = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${MESSAGE_LIMITS.name} characters.`,
  nameOneLine: 'Please enter your name on one line.',
  emailMissing: 'Please enter your e-mail address.',
  emailTooLong: 'Please enter a shorter e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  textTooLong: `Please keep it under ${MESSAGE_LIMITS.text} characters.`,
  textControl: 'Please remove unusual control characters.',
  roleMissing: 'Please choose how you would like to help.',
  otherTooLong: `Please keep it under ${MESSAGE_LIMITS.other} characters.`,
  otherOneLine: 'Please write it on one line.',
  requestMissing: 'Please tell us a little about how you would like to help.',
  messageMissing: 'Please enter your message.',
} as const;
const t = messageFormTexts;

const name = z
  .string({ error: t.nameMissing })
  .trim()
  .min(1, t.nameMissing)
  .max(MESSAGE_LIMITS.name, t.nameTooLong)
  .regex(noControl, t.nameOneLine);

const email = z
  .string({ error: t.emailMissing })
  .trim()
  .min(1, t.emailMissing)
  .max(MESSAGE_LIMITS.email, t.emailTooLong)
  .pipe(z.email(t.emailInvalid));

function text(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(MESSAGE_LIMITS.text, t.textTooLong)
    .regex(textControl, t.textControl);
}

export const volunteerRequestSchema = z.object({
  name,
  email,
  volunteerRole: z.enum(VOLUNTEER_ROLES, { error: t.roleMissing }),
  /** Optional: what "Other" means to the volunteer. */
  other: z.string().trim().max(MESSAGE_LIMITS.other, t.otherTooLong).regex(noControl, t.otherOneLine).optional().default(''),
  request: text(t.requestMissing),
});
export type VolunteerRequest = z.infer<typeof volunteerRequestSchema>;
export type VolunteerRequestInput = z.input<typeof volunteerRequestSchema>;

export const contactMessageSchema = z.object({
  name,
  email,
  message: text(t.messageMissing),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * The fields of each form, in order, as the application forms state theirs: the browser builds
 * the form from these, and the schemas above check the same names.
 */
const nameField: FieldSpec = {
  name: 'name',
  label: 'Full name',
  kind: 'text',
  required: true,
  maxLength: MESSAGE_LIMITS.name,
  autoComplete: 'name',
};
const emailField: FieldSpec = {
  name: 'email',
  label: 'E-mail',
  kind: 'email',
  required: true,
  maxLength: MESSAGE_LIMITS.email,
  autoComplete: 'email',
};

export const contactFields: readonly FieldSpec[] = [
  nameField,
  emailField,
  { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: MESSAGE_LIMITS.text },
];

export const volunteerFields: readonly FieldSpec[] = [
  nameField,
  emailField,
  {
    name: 'volunteerRole',
    label: 'How would you like to help?',
    kind: 'select',
    required: true,
    options: VOLUNTEER_ROLES.map((role) => ({ value: role, label: role })),
  },
  {
    name: 'other',
    label: 'If you selected Other, please specify',
    kind: 'text',
    required: false,
    maxLength: MESSAGE_LIMITS.other,
  },
  {
    name: 'request',
    label: 'Tell us about yourself and your request',
    kind: 'textarea',
    required: true,
    maxLength: MESSAGE_LIMITS.text,
  },
];

/** Messages of the public forms that the spec's catalogue (messages.ts) does not word. */
export const formMessages = {
  consentRequired: 'Please tick the box to agree to the privacy policy before you submit.',
} as const;
