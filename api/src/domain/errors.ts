/**
 * The one error model. Services throw a DomainError with a code and, where a form is at fault,
 * field messages; they never pick an HTTP status. `http/errors.ts` maps the code to a REST status
 * and `graphql/errors.ts` to a GraphQL `extensions.code`, so both doors answer alike.
 *
 * Messages are written for the person at the form: they are shown as they are, so they must never
 * carry an SSN, a password, a code or a token.
 */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'APPLICATIONS_CLOSED'
  /** A signed-in action that needs a second factor verified in the last 15 minutes (step-up). */
  | 'STEP_UP_REQUIRED'
  /** An uploaded file the virus scan found harmful: refused, nothing stored (422, FILE_REJECTED). */
  | 'FILE_REJECTED'
  /** A payment's preparer approving it: a second admin must (issue 40; 403, SECOND_PERSON_REQUIRED). */
  | 'SECOND_PERSON_REQUIRED'
  /** A score, note, decision or assignment before accepting the cycle's conflict-of-interest policy (issue 39; 403). */
  | 'CONFLICT_POLICY_REQUIRED';

import { esTooManyAttempts } from './i18n/es-notices.js';
import type { Locale } from './i18n/locales.js';

export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For RATE_LIMITED: how long until a retry can succeed. */
    readonly retryAfterSeconds?: number,
    /**
     * The message in other languages, for the few whose values need wording of their own (a
     * count of minutes, a date); every other message is worded from its English (i18n/domain.ts).
     */
    readonly translations?: Partial<Record<Locale, string>>,
  ) {
    super(message);
  }
}

export const validationError = (message: string, fields?: FieldErrors) => new DomainError('VALIDATION', message, fields);
export const notFound = (message = 'Not found.') => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);
export const conflict = (message: string, fields?: FieldErrors) => new DomainError('CONFLICT', message, fields);
export const tooLarge = (message: string) => new DomainError('TOO_LARGE', message);
export const stepUpRequired = (message: string) => new DomainError('STEP_UP_REQUIRED', message);
export const conflictPolicyRequired = (message: string) => new DomainError('CONFLICT_POLICY_REQUIRED', message);
export const secondPersonRequired = (message: string) => new DomainError('SECOND_PERSON_REQUIRED', message);
export const unsupportedMediaType = (message: string) => new DomainError('UNSUPPORTED_MEDIA_TYPE', message);

/** The one "slow down" message, with how long to wait; every limit on every door uses it. */
export function tooManyAttempts(waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const m = Math.max(1, Math.ceil(waitMs / 60_000));
  const english = `Too many attempts. Please try again in ${m === 1 ? '1 minute' : `${m} minutes`}.`;
  return new DomainError('RATE_LIMITED', english, undefined, seconds, { es: esTooManyAttempts(m) });
}

/** A zod-style issue list as field messages: the first message per top-level field wins. */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fallbackField = 'form',
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const key = head === undefined ? fallbackField : String(head);
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A positive whole-number id from a URL or GraphQL argument, or null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
