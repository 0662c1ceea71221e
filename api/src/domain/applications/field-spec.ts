/**
 * What a form field is: its name, label, kind and limits (how a form shows it), and the zod rule
 * that goes with it. A form's schema and its field list are both read from one list of rules.
 */
import type { z } from 'zod';

/** How a form shows a field; the server does not care. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'ssn'
  | 'money'
  | 'date'
  | 'select'
  | 'year'
  | 'number'
  /** A US ZIP code: digits on the number pad, the ZIP+4 dash added for you. */
  | 'zip'
  | 'gpa'
  | 'yesNo';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The spec's field name: the input's `name`, the GraphQL input field, the API key. */
  name: string;
  /** Visible label, unique within its form. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** The only accepted values of a dropdown. */
  options?: readonly FieldOption[];
  maxLength?: number;
  /** The HTML autocomplete token, so browsers fill forms correctly. */
  autoComplete?: string;
  /** A Social Security number: encrypted at rest, masked when shown. */
  sensitive?: boolean;
  /** A sentence shown under the field on the form, e.g. what a minimum means. */
  help?: string;
  /**
   * Required, unless the request gives this other field instead: the scholarship form asks for
   * the address in parts, and the API still takes the spec's one-line `address`.
   */
  alternative?: string;
}

export interface FieldRule<S extends z.ZodType = z.ZodType> {
  spec: Omit<FieldSpec, 'name'>;
  schema: S;
}

type Rules = Record<string, FieldRule>;

/** The zod shape of a list of field rules. */
export function shapeOf<T extends Rules>(rules: T): { [K in keyof T]: T[K]['schema'] } {
  return Object.fromEntries(Object.entries(rules).map(([k, r]) => [k, r.schema])) as { [K in keyof T]: T[K]['schema'] };
}

/** The field specs of a list of field rules, named by their keys. */
export function specsOf<T extends Rules>(rules: T): { [K in keyof T]: FieldSpec } {
  return Object.fromEntries(Object.entries(rules).map(([k, r]) => [k, { name: k, ...r.spec }])) as { [K in keyof T]: FieldSpec };
}
