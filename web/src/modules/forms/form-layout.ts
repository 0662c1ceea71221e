import type { ApplicationKind } from '@domain/applications/constants';
import type { ApplicationFormSpec } from '@domain/applications/form';

/**
 * What an application form needs to draw itself and react to typing: the spec without its zod
 * schemas. It is plain data, so the prerendered page carries it as JSON and the form's island
 * hydrates without loading zod (docs/decisions/160-form-pages-hydrate-one-island.md).
 */
export type ApplicationFormLayout = Pick<
  ApplicationFormSpec,
  'kind' | 'title' | 'fields' | 'confirmFields' | 'documents' | 'sections' | 'ssnFields'
>;

export function layoutOf(spec: ApplicationFormLayout): ApplicationFormLayout {
  const { kind, title, fields, confirmFields, documents, sections, ssnFields } = spec;
  return { kind, title, fields, confirmFields, documents, sections, ssnFields };
}

/** Each SSN field with its confirmation field, e.g. ['socialSecurity', 'confirmSocial']. */
export function ssnPairs(spec: Pick<ApplicationFormSpec, 'confirmFields' | 'ssnFields'>): [string, string][] {
  return spec.confirmFields.map((confirm, i) => [spec.ssnFields[i] ?? '', confirm.name]);
}

/** The key of errors that belong to no single field (shown next to the submit button). */
export const FORM_ERROR = 'form';

const specLoaders: Record<ApplicationKind, () => Promise<ApplicationFormSpec>> = {
  undergrad: () => import('@domain/applications/undergrad').then((m) => m.undergradForm),
  parent: () => import('@domain/applications/parent').then((m) => m.parentForm),
  'high-school': () => import('@domain/applications/high-school').then((m) => m.highSchoolForm),
};

export interface SubmitRules {
  /** The whole spec, with its zod schemas. */
  spec: ApplicationFormSpec;
  validateApplication: typeof import('./application-validation').validateApplication;
}

const loaded = new Map<ApplicationKind, Promise<SubmitRules>>();

/**
 * What submit checks (the spec's zod schemas and the document rules), loaded once per kind.
 * Forms ask for it when the visitor starts filling them, so a page does not load zod at start.
 * A failed load is forgotten, so the next attempt tries again.
 */
export function loadSubmitRules(kind: ApplicationKind): Promise<SubmitRules> {
  let rules = loaded.get(kind);
  if (!rules) {
    rules = Promise.all([specLoaders[kind](), import('./application-validation')]).then(([spec, validation]) => ({
      spec,
      validateApplication: validation.validateApplication,
    }));
    rules.catch(() => loaded.delete(kind));
    loaded.set(kind, rules);
  }
  return rules;
}
