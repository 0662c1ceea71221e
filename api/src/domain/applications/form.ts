import type { z } from 'zod';
import type { ApplicationKind } from './constants.js';
import type { DocumentSpec } from './documents.js';
import type { FieldSpec } from './field-spec.js';

/** A titled group of fields: the form's fieldsets, the detail page's panels, the package PDF's sections. */
export interface SectionSpec {
  id: string;
  title: string;
  fields: readonly string[];
}

/** Which fields name the applicant in lists, e-mails and download names. */
export interface ApplicantNameFields {
  firstName: string;
  lastName: string;
  email: string;
}

/** Everything about one kind of application form, in one object. */
export interface ApplicationFormSpec<Schema extends z.ZodType = z.ZodType, FormSchema extends z.ZodType = z.ZodType> {
  kind: ApplicationKind;
  title: string;
  /** Stored fields, in form order. */
  fields: readonly FieldSpec[];
  /** Form-only fields (SSN confirmations), checked but never stored. */
  confirmFields: readonly FieldSpec[];
  /** Every document field; all are required. */
  documents: readonly DocumentSpec[];
  /** The form's fieldsets, in order. */
  sections: readonly SectionSpec[];
  /**
   * What staff read (the detail page, the package PDF) when it differs from the form: the
   * scholarship shows its address on one line, however the applicant sent it.
   */
  reviewSections?: readonly SectionSpec[];
  nameFields: ApplicantNameFields;
  /** Stored fields with their SSN fields, e.g. ['socialSecurity']. */
  ssnFields: readonly string[];
  /**
   * What the server accepts: stored fields; confirmations optional (checked when sent);
   * unknown keys are dropped.
   */
  schema: Schema;
  /** What the browser form checks before sending: confirmations required. */
  formSchema: FormSchema;
  /** Label of every field, confirmation and document, by name. */
  labels: Readonly<Record<string, string>>;
}

export function labelsOf(fields: readonly FieldSpec[], documents: readonly DocumentSpec[]): Record<string, string> {
  return Object.fromEntries([...fields, ...documents].map((f) => [f.name, f.label]));
}

/** The panels staff read: the review sections when the form has its own, else the form's. */
export function reviewSectionsOf(spec: Pick<ApplicationFormSpec, 'sections' | 'reviewSections'>): readonly SectionSpec[] {
  return spec.reviewSections ?? spec.sections;
}
