import { randomBytes } from 'node:crypto';
import {
  APPLICATION_FORMS,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIXES,
  type ApplicationFormSpec,
  type ApplicationKind,
} from '../../domain/applications/index.js';
import type { ApplicantRecord } from './applicant-record.js';
import { ParentApplicant } from './parent-applicant.entity.js';
import { SchoolApplicant } from './school-applicant.entity.js';
import { UndergradApplicant } from './undergrad-applicant.entity.js';

export type ApplicantEntity = UndergradApplicant | ParentApplicant | SchoolApplicant;
type ApplicantClass = new () => ApplicantEntity;

/** What the server knows about each kind: its form, its table and its id name in the REST API. */
export interface KindModel {
  kind: ApplicationKind;
  form: ApplicationFormSpec;
  entity: ApplicantClass;
  /** The spec's id key of a stored applicant, e.g. undergrad_applicant_id. */
  idKey: 'undergrad_applicant_id' | 'parent_applicant_id' | 'school_applicant_id';
}

export const KINDS: Record<ApplicationKind, KindModel> = {
  undergrad: {
    kind: 'undergrad',
    form: APPLICATION_FORMS.undergrad,
    entity: UndergradApplicant,
    idKey: 'undergrad_applicant_id',
  },
  parent: { kind: 'parent', form: APPLICATION_FORMS.parent, entity: ParentApplicant, idKey: 'parent_applicant_id' },
  'high-school': {
    kind: 'high-school',
    form: APPLICATION_FORMS['high-school'],
    entity: SchoolApplicant,
    idKey: 'school_applicant_id',
  },
};

/** A row's properties by name; entity property names are the spec's field names. */
export type Row = ApplicantRecord & Record<string, unknown>;

export function asRow(entity: ApplicantEntity): Row {
  return entity as unknown as Row;
}

/** The applicant's name and e-mail, whatever the kind calls them. */
export function applicantName(model: KindModel, entity: ApplicantEntity): { firstName: string; lastName: string; email: string } {
  const row = asRow(entity);
  const f = model.form.nameFields;
  return { firstName: String(row[f.firstName]), lastName: String(row[f.lastName]), email: String(row[f.email]) };
}

/** e.g. UG-7K3M-9QX2: 40 random bits in Crockford base 32. */
export function newReference(kind: ApplicationKind): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => REFERENCE_ALPHABET[b & 31]).join('');
  return `${REFERENCE_PREFIXES[kind]}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Where a sealed SSN belongs: a copy moved to another row or field does not decrypt. */
export function ssnAssociatedData(kind: ApplicationKind, reference: string, field: string): string {
  return `ssn:${kind}:${reference}:${field}`;
}

export const sealedProp = (field: string) => `${field}Sealed`;
export const hashProp = (field: string) => `${field}Hash`;
