/**
 * The application rules shared by the browser forms and the server (spec §3, §5, §9).
 * Framework-free: zod and plain TypeScript only, no Node imports.
 */
import type { ApplicationKind } from './constants.js';
import type { ApplicationFormSpec } from './form.js';
import { highSchoolForm } from './high-school.js';
import { parentForm } from './parent.js';
import { undergradForm } from './undergrad.js';
import type { z } from 'zod';

export * from './constants.js';
export * from './documents.js';
export * from './field-spec.js';
export * from './fields.js';
export * from './form.js';
export * from './formats.js';
export * from './high-school.js';
export * from './home-address.js';
export * from './messages.js';
export * from './parent.js';
export * from './undergrad.js';

/** The three forms by kind. */
export const APPLICATION_FORMS: Record<ApplicationKind, ApplicationFormSpec> = {
  undergrad: undergradForm,
  parent: parentForm,
  'high-school': highSchoolForm,
};

/** What each kind's server schema produces. */
export interface ApplicationByKind {
  undergrad: z.output<typeof undergradForm.schema>;
  parent: z.output<typeof parentForm.schema>;
  'high-school': z.output<typeof highSchoolForm.schema>;
}
