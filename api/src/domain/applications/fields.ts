/**
 * Builders that state each form field once: its label, its kind (how a form shows it) and its
 * zod rule (how both the browser and the server check it). A form file lists its fields with
 * these, and the schema, the labels and the field list all come from that one list.
 */
import { z } from 'zod';
import type { YearRange } from './constants.js';
import type { FieldOption, FieldRule } from './field-spec.js';
import { ruleMessages as say } from './rule-messages.js';
import {
  isPlausibleSsn,
  isRealIsoDate,
  moneyToCents,
  PHONE_PATTERN,
  SSN_PATTERN,
  startsLikeAnItin,
  todayIso,
  ZIP_PATTERN,
} from './formats.js';

// eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const EMAIL = z.email();

const requiredMessage = (label: string) => say.required({ label });
const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** Strings only; anything else (or nothing) gets the field's "required" message. */
function baseString(label: string) {
  return z.string({ error: () => requiredMessage(label) }).trim();
}

function plainText(label: string, max: number) {
  return baseString(label)
    .max(max, say.tooLong({ label, max }))
    .refine((v) => !CONTROL_CHARS.test(v), say.controlCharacters({ label }));
}

type TextOptions = { max?: number; autoComplete?: string; multiline?: boolean };

export function text(label: string, options: TextOptions = {}) {
  const max = options.max ?? 100;
  return {
    spec: {
      label,
      kind: options.multiline ? 'textarea' : 'text',
      required: true,
      maxLength: max,
      autoComplete: options.autoComplete,
    },
    schema: plainText(label, max).min(1, requiredMessage(label)),
  } satisfies FieldRule;
}

/** An optional text: empty or absent becomes null. */
export function optionalText(label: string, options: TextOptions = {}) {
  const max = options.max ?? 100;
  return {
    spec: {
      label,
      kind: options.multiline ? 'textarea' : 'text',
      required: false,
      maxLength: max,
      autoComplete: options.autoComplete,
    },
    schema: z.preprocess((v) => (isBlank(v) ? undefined : v), plainText(label, max).optional()).transform((v) => (v ? v : null)),
  } satisfies FieldRule;
}

/** An optional middle initial: one letter, a trailing dot allowed and dropped. */
export function optionalInitial(label: string) {
  return {
    spec: { label, kind: 'text', required: false, maxLength: 2, autoComplete: 'additional-name' },
    schema: z
      .preprocess((v) => (isBlank(v) ? undefined : v), baseString(label).optional())
      .refine((v) => v === undefined || /^\p{L}\.?$/u.test(v), say.singleLetter({ label }))
      .transform((v) => (v ? v.replace('.', '').toUpperCase() : null)),
  } satisfies FieldRule;
}

export function email(label: string) {
  return {
    spec: { label, kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
    schema: baseString(label)
      .min(1, requiredMessage(label))
      .max(254, say.tooLong({ label, max: 254 }))
      .refine((v) => EMAIL.safeParse(v).success, say.email({ label })),
  } satisfies FieldRule;
}

export function phone(label: string) {
  return {
    spec: { label, kind: 'phone', required: true, maxLength: 14, autoComplete: 'tel-national' },
    schema: baseString(label).min(1, requiredMessage(label)).regex(PHONE_PATTERN, say.phone({ label })),
  } satisfies FieldRule;
}

export function ssn(label: string) {
  return {
    spec: { label, kind: 'ssn', required: true, maxLength: 11, autoComplete: 'off', sensitive: true },
    schema: baseString(label)
      .min(1, requiredMessage(label))
      .regex(SSN_PATTERN, say.ssnFormat({ label }))
      // An ITIN gets its own reason; any other number never issued keeps the plain one.
      .refine((v) => !startsLikeAnItin(v), say.ssnItin({ label }))
      .refine((v) => startsLikeAnItin(v) || isPlausibleSsn(v), say.ssnNotIssued({ label })),
  } satisfies FieldRule;
}

/** A confirmation of an SSN (form only); the match is checked on the whole form. */
export function ssnConfirmation(label: string, required: boolean) {
  // Left empty, it says so, as the number it confirms does (not "must be 9 digits").
  const schema = baseString(label).min(1, requiredMessage(label)).regex(SSN_PATTERN, say.ssnFormat({ label }));
  return {
    spec: { label, kind: 'ssn', required, maxLength: 11, autoComplete: 'off', sensitive: true },
    schema: required ? schema : z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional()).transform((v) => v ?? null),
  } satisfies FieldRule;
}

/** Money as typed (thousands separators, ≤ 2 decimals); parsed to whole cents. */
export function money(label: string) {
  return {
    spec: { label, kind: 'money', required: true, maxLength: 16, autoComplete: 'off' },
    schema: baseString(label)
      .min(1, requiredMessage(label))
      .transform((v, ctx) => {
        const cents = moneyToCents(v);
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: say.money({ label }) });
          return z.NEVER;
        }
        return cents;
      }),
  } satisfies FieldRule;
}

/** A date of birth: a real date, YYYY-MM-DD, not in the future, not before 1900. */
export function birthDate(label: string) {
  return {
    spec: { label, kind: 'date', required: true, maxLength: 10, autoComplete: 'bday' },
    schema: baseString(label)
      .min(1, requiredMessage(label))
      .refine(isRealIsoDate, say.realDate({ label }))
      .refine((v) => v >= '1900-01-01' && v <= todayIso(), say.dateRange({ label })),
  } satisfies FieldRule;
}

function choose(label: string, values: readonly string[]) {
  return z
    .string({ error: () => requiredMessage(label) })
    .refine((v) => v !== '', requiredMessage(label))
    .refine((v) => v === '' || values.includes(v), say.choose({ label }));
}

/** A dropdown: only the listed values pass. */
export function select<const V extends string>(label: string, options: readonly V[] | readonly (readonly [V, string])[]) {
  const list: FieldOption[] = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : { value: o[0], label: o[1] }));
  const values = list.map((o) => o.value);
  return {
    spec: { label, kind: 'select', required: true, options: list },
    schema: choose(label, values).transform((v) => v as V),
  } satisfies FieldRule;
}

/** A year dropdown limited to the form's range of spec §9. Accepts "2022" or 2022. */
export function year(label: string, range: YearRange) {
  const options = Array.from({ length: range.to - range.from + 1 }, (_, i) => String(range.from + i));
  return {
    spec: { label, kind: 'year', required: true, options: options.map((v) => ({ value: v, label: v })) },
    schema: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), choose(label, options)).transform((v) => Number(v)),
  } satisfies FieldRule;
}

/** A whole number within bounds. Accepts "3" or 3. */
export function wholeNumber(label: string, min: number, max: number) {
  return {
    spec: { label, kind: 'number', required: true, maxLength: String(max).length },
    schema: z
      .preprocess((v) => (typeof v === 'number' ? String(v) : v), baseString(label).min(1, requiredMessage(label)))
      .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, say.wholeNumber({ label, min, max }))
      .transform((v) => Number(v)),
  } satisfies FieldRule;
}

export function zip(label: string) {
  return {
    spec: { label, kind: 'zip', required: true, maxLength: 10, autoComplete: 'postal-code' },
    schema: baseString(label).min(1, requiredMessage(label)).regex(ZIP_PATTERN, say.zip({ label })),
  } satisfies FieldRule;
}

/** The GPA scale of the scholarship: 0.00 to 4.00, stored in hundredths like money in cents. */
export const GPA_SCALE = { min: 0, max: 400 } as const;
const GPA_PATTERN = /^(?:\d(?:\.\d{1,2})?|\.\d{1,2})$/;

/** "3.5", "3.50", "3" or ".5" → hundredths (350); null when not a GPA from 0.00 to 4.00. */
export function gpaToHundredths(value: string): number | null {
  const text = value.trim();
  if (!GPA_PATTERN.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.') as [string, string?];
  const hundredths = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths >= GPA_SCALE.min && hundredths <= GPA_SCALE.max ? hundredths : null;
}

/** 350 → "3.50". */
export function formatGpa(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/** An optional grade-point average on a 4.0 scale; any minimum is explained, never enforced. */
export function optionalGpa(label: string, help: string) {
  return {
    spec: { label, kind: 'gpa', required: false, maxLength: 4, autoComplete: 'off', help },
    schema: z
      .preprocess(
        (v) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v),
        baseString(label)
          .refine((v) => gpaToHundredths(v) !== null, say.gpa({ label }))
          .optional(),
      )
      .transform((v) => (v === undefined ? null : gpaToHundredths(v))),
  } satisfies FieldRule;
}

const YES_NO: Record<string, boolean> = { yes: true, no: false, true: true, false: false };

/** An optional yes/no question: "yes"/"no" from a form, true/false from GraphQL; unanswered is null. */
export function optionalYesNo(label: string, help: string) {
  return {
    spec: {
      label,
      kind: 'yesNo',
      required: false,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      help,
    },
    schema: z
      .unknown()
      .optional()
      .transform((v, ctx) => {
        if (isBlank(v)) return null;
        if (typeof v === 'boolean') return v;
        const answer = typeof v === 'string' ? YES_NO[v.trim().toLowerCase()] : undefined;
        if (answer === undefined) {
          ctx.addIssue({ code: 'custom', message: say.yesNo({ label }) });
          return z.NEVER;
        }
        return answer;
      }),
  } satisfies FieldRule;
}
