/**
 * A draft of a half-filled form, kept in the browser so a reload does not wipe it
 * (docs/decisions/200-form-drafts-in-the-tab.md). It holds the typed answers only: never a
 * Social Security number or its confirmation, never a file, never the consent. Pure functions,
 * so what a draft may hold is unit-tested without a browser.
 */
import type { FieldSpec } from '@domain/applications/field-spec';

/** Bumped when the stored shape changes; an older draft is then simply not offered. */
export const DRAFT_VERSION = 1;
/** A draft older than this is dropped: a tab left open overnight does not keep someone's address. */
export const DRAFT_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** The longest answer kept (the longest field, a message, is 5,000 characters). */
const MAX_VALUE_LENGTH = 5000;

export const draftKey = (formName: string) => `odf:form-draft:v${DRAFT_VERSION}:${formName}`;

export interface FormDraft {
  /** When it was saved (ms since 1970). */
  savedAt: number;
  /** The kept answers by control name, as typed (formatted). */
  values: Record<string, string>;
}

/**
 * Anything written like an SSN, wherever it was typed: nine digits alone, or grouped 3-2-4.
 * (A ZIP+4 is nine digits too, but grouped 5-4 by its field's formatting.)
 */
const SSN_LIKE = /^\D*(\d{9}|\d{3}[\s.-]\d{2}[\s.-]\d{4})\D*$/;

/**
 * The answers a draft may keep: every field of the form except SSNs (by kind, by the sensitive
 * mark, or named in `never`). Confirmation fields, documents and the consent box are not in
 * `fields` at all, so they can never be kept.
 */
export function keptFieldNames(fields: readonly FieldSpec[], never: readonly string[] = []): Set<string> {
  return new Set(fields.filter((f) => f.kind !== 'ssn' && !f.sensitive && !never.includes(f.name)).map((f) => f.name));
}

/** Only kept names, only text, nothing blank, nothing that looks like an SSN. */
function keptValues(entries: Iterable<[string, unknown]>, kept: ReadonlySet<string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!kept.has(name) || typeof value !== 'string') continue;
    if (value.trim() === '' || value.length > MAX_VALUE_LENGTH || SSN_LIKE.test(value)) continue;
    values[name] = value;
  }
  return values;
}

/**
 * The stored text of a draft from the form's entries (FormData): null when nothing is worth
 * keeping, so an untouched form leaves no trace.
 */
export function serializeDraft(entries: Iterable<[string, unknown]>, kept: ReadonlySet<string>, now: number): string | null {
  const values = keptValues(entries, kept);
  if (Object.keys(values).length === 0) return null;
  const draft: FormDraft = { savedAt: now, values };
  return JSON.stringify(draft);
}

/**
 * A stored draft read back, or null when there is none, it is not ours, or it is too old.
 * Its answers pass the same filter again, so a draft from another version of the form (or one
 * edited by hand) cannot put an SSN or an unknown field into the form.
 */
export function parseDraft(raw: string | null, kept: ReadonlySet<string>, now: number): FormDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { savedAt, values } = data as Partial<FormDraft>;
  if (typeof savedAt !== 'number' || !values || typeof values !== 'object') return null;
  if (now - savedAt > DRAFT_MAX_AGE_MS || savedAt - now > 60_000) return null;
  const answers = keptValues(Object.entries(values), kept);
  return Object.keys(answers).length > 0 ? { savedAt, values: answers } : null;
}
