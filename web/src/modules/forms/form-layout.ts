import type { ApplicationKind } from '@domain/applications/constants';
import type { ApplicationFormSpec } from '@domain/applications/form';
import type { FieldSpec } from '@domain/applications/field-spec';

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

/** A field as a page in another language shows it: its label, help and options' labels; values stay the spec's. */
export function localizeField(field: FieldSpec, text: (english: string) => string): FieldSpec {
  return {
    ...field,
    label: text(field.label),
    ...(field.help ? { help: text(field.help) } : {}),
    ...(field.options ? { options: field.options.map((o) => ({ value: o.value, label: text(o.label) })) } : {}),
  };
}

/**
 * The layout in the page's language (decision 290): what the form shows is translated, what it
 * sends (names, option values, rules) is the spec's. English comes back as it is.
 */
export function localizeLayout(layout: ApplicationFormLayout, text: (english: string) => string): ApplicationFormLayout {
  return {
    ...layout,
    title: text(layout.title),
    fields: layout.fields.map((f) => localizeField(f, text)),
    confirmFields: layout.confirmFields.map((f) => localizeField(f, text)),
    documents: layout.documents.map((d) => ({ ...d, label: text(d.label), hint: text(d.hint) })),
    sections: layout.sections.map((s) => ({ ...s, title: text(s.title) })),
  };
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
  translateErrors: typeof import('./application-validation').translateErrors;
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
      translateErrors: validation.translateErrors,
    }));
    rules.catch(() => loaded.delete(kind));
    loaded.set(kind, rules);
  }
  return rules;
}
