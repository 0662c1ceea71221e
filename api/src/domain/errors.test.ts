import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, fieldErrorsFromIssues, parseId, tooManyAttempts } from './errors.js';

describe('domain errors', () => {
  it('keeps the first message of each top-level field, and names form-wide issues "form"', () => {
    const schema = z
      .object({ email: z.string().email('Enter an email.').min(10, 'Too short.'), age: z.number() })
      .refine(() => false, 'Whole form is wrong.');
    const result = schema.safeParse({ email: 'x', age: 'nope' });
    expect(result.success).toBe(false);
    const fields = fieldErrorsFromIssues(result.error!.issues);
    expect(fields.email).toBe('Enter an email.');
    expect(Object.keys(fields).sort()).toEqual(['age', 'email']);
    expect(fieldErrorsFromIssues([{ path: [], message: 'All wrong.' }])).toEqual({ form: 'All wrong.' });
  });

  it('says how long to wait, in whole minutes, and carries the seconds for Retry-After', () => {
    const error = tooManyAttempts(59 * 60_000 + 1);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(error.retryAfterSeconds).toBe(3541);
    expect(tooManyAttempts(10).message).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('words the wait in Spanish too, minutes and all', () => {
    expect(tooManyAttempts(59 * 60_000 + 1).translations?.es).toBe('Demasiados intentos. Vuelva a intentarlo en 60 minutos.');
    expect(tooManyAttempts(10).translations?.es).toBe('Demasiados intentos. Vuelva a intentarlo en 1 minuto.');
  });

  it('parses only positive whole-number ids', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(7)).toBe(7);
    for (const bad of ['0', '-1', '1.5', '1e3', ' ', '', 'abc', '99999999999999999', null, undefined, {}]) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
