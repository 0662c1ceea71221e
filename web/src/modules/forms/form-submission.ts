import { APPLICATION_KIND_PATHS } from '@domain/applications/constants';
import { ELIGIBILITY_CHECKED_ATTRIBUTE, ELIGIBILITY_MARKER_FIELD, ELIGIBILITY_MARKER_VALUE } from '@domain/eligibility-marker';
import type { Locale } from '@domain/i18n/locales';
import type { ApplicationDraft } from './application-validation';
import type { ApplicationFormLayout } from './form-layout';
import type { RecommenderPart } from './recommender-part';

/*
 * What an application form sends and what it reads back from the answer: pure functions over the
 * form's elements, apart from the component that draws it.
 */

export const submitPath = (spec: ApplicationFormLayout) => `/api/${APPLICATION_KIND_PATHS[spec.kind]}/submit-new-application`;

/** The reference number in a success answer, whatever the key's exact spelling. */
export function referenceOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const value = record.reference ?? record.referenceNumber;
  return typeof value === 'string' ? value : null;
}

/** What happens next and by when, as the server's answer says it. */
export function nextStepOf(body: unknown): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>).nextStep : null;
  return typeof value === 'string' ? value : null;
}

/** The form's text values, confirmations included, exactly as typed. */
export function readDraft(form: HTMLFormElement, spec: ApplicationFormLayout): ApplicationDraft {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const field of [...spec.fields, ...spec.confirmFields]) values[field.name] = String(data.get(field.name) ?? '');
  const files: ApplicationDraft['files'] = {};
  for (const doc of spec.documents) {
    const file = data.get(doc.name);
    files[doc.name] = file instanceof File ? file : null;
  }
  return { values, files, consent: data.get('consent') !== null };
}

/**
 * The multipart body: the page's language and the text fields first (the server checks them
 * before the files), no empty files, no consent box.
 */
export function multipartBody(
  form: HTMLFormElement,
  spec: ApplicationFormLayout,
  locale: Locale,
  recommender: RecommenderPart | undefined,
): FormData {
  const data = new FormData(form);
  const body = new FormData();
  body.append('locale', locale);
  for (const field of [...spec.fields, ...spec.confirmFields]) body.append(field.name, String(data.get(field.name) ?? ''));
  recommender?.append(body, data);
  // The check on this page said "You can apply.": a marker the fund counts, never an answer (decision 480).
  if (form.closest(`[${ELIGIBILITY_CHECKED_ATTRIBUTE}]`)) body.append(ELIGIBILITY_MARKER_FIELD, ELIGIBILITY_MARKER_VALUE);
  for (const doc of spec.documents) {
    const file = data.get(doc.name);
    if (file instanceof File && file.size > 0) body.append(doc.name, file, file.name);
  }
  return body;
}
