import { US_STATE_CODES, US_TERRITORY_CODES, type ApplicationKind } from '@domain/applications/constants';
import type { ApplicationFormSpec } from '@domain/applications/form';
import type { FieldSpec } from '@domain/applications/field-spec';
import type { Locale } from '@domain/i18n/locales';

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

type Options = NonNullable<FieldSpec['options']>;

const STATE_CODES = new Set<string>(US_STATE_CODES);
const TERRITORIES = new Set<string>(US_TERRITORY_CODES);

/**
 * A list of US states in the order its labels are read in: on a Spanish page by their Spanish
 * names ("Carolina del Norte" among the C's, Spanish review L14), the territories after the states
 * as in English. Values stay the spec's; any other list keeps the spec's order.
 */
export function inReadingOrder(options: Options, locale: Locale): Options {
  if (locale === 'en' || !options.every((o) => STATE_CODES.has(o.value))) return options;
  const byName = (a: Options[number], b: Options[number]) => a.label.localeCompare(b.label, locale);
  const states = options.filter((o) => !TERRITORIES.has(o.value));
  const territories = options.filter((o) => TERRITORIES.has(o.value));
  return [...states.sort(byName), ...territories.sort(byName)];
}

/** A field as a page in another language shows it: its label, help and options' labels; values stay the spec's. */
export function localizeField(field: FieldSpec, text: (english: string) => string, locale: Locale = 'en'): FieldSpec {
  return {
    ...field,
    label: text(field.label),
    ...(field.help ? { help: text(field.help) } : {}),
    ...(field.options
      ? {
          options: inReadingOrder(
            field.options.map((o) => ({ value: o.value, label: text(o.label) })),
            locale,
          ),
        }
      : {}),
  };
}

/**
 * The layout in the page's language (decision 290): what the form shows is translated, what it
 * sends (names, option values, rules) is the spec's. English comes back as it is.
 */
export function localizeLayout(
  layout: ApplicationFormLayout,
  text: (english: string) => string,
  locale: Locale = 'en',
): ApplicationFormLayout {
  return {
    ...layout,
    title: text(layout.title),
    fields: layout.fields.map((f) => localizeField(f, text, locale)),
    confirmFields: layout.confirmFields.map((f) => localizeField(f, text, locale)),
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
