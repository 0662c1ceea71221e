import { describe, expect, it } from 'vitest';
import { highSchoolForm } from '@domain/applications/high-school';
import { parentForm } from '@domain/applications/parent';
import { undergradForm } from '@domain/applications/undergrad';
import { blocksSubmit, ssnPairs, validateApplication } from './application-validation';
import { compareSsn } from './ssn-match';

describe('the SSN-match rule', () => {
  it('matches equal numbers, however they are written', () => {
    expect(compareSsn('123-45-6789', '123-45-6789')).toBe('match');
    expect(compareSsn('123-45-6789', '123456789')).toBe('match');
  });

  it('waits while the confirmation is empty or still a prefix of the number', () => {
    expect(compareSsn('123-45-6789', '')).toBe('pending');
    expect(compareSsn('123-45-6789', '123-4')).toBe('pending');
    expect(compareSsn('123-4', '123-4')).toBe('pending');
  });

  it('reports a mismatch as soon as the confirmation cannot match', () => {
    expect(compareSsn('123-45-6789', '123-45-6788')).toBe('mismatch');
    expect(compareSsn('123-45-6789', '124')).toBe('mismatch');
    // The number was edited after a complete confirmation.
    expect(compareSsn('123-45-678', '123-45-6789')).toBe('mismatch');
  });

  it('on submit, any difference is a mismatch', () => {
    expect(compareSsn('123-45-6789', '123-4', { final: true })).toBe('mismatch');
    expect(compareSsn('123-45-6789', '123-45-6789', { final: true })).toBe('match');
    // An empty confirmation is reported by the "required" check instead.
    expect(compareSsn('123-45-6789', '', { final: true })).toBe('pending');
  });

  it('after a paste, a backspace and a mid-string edit of the confirmation', () => {
    const ssn = '123-45-6789';
    expect(compareSsn(ssn, '123 45 6789')).toBe('match'); // pasted with spaces
    expect(compareSsn(ssn, '123-45-678')).toBe('pending'); // one backspace: still a prefix
    expect(compareSsn(ssn, '123-55-6789')).toBe('mismatch'); // one digit changed mid-string
  });

  it("shows the spec's message under each confirmation that differs, and blocks the submit", async () => {
    for (const spec of [undergradForm, parentForm, highSchoolForm]) {
      for (const [ssnName, confirmName] of ssnPairs(spec)) {
        const values = { [ssnName]: '123-45-6789', [confirmName]: '123-45-6788' };
        const errors = await validateApplication(spec, { values, files: {}, consent: true });
        expect(errors[confirmName], `${spec.kind} ${confirmName}`).toBe("The Social Security numbers you entered don't match.");
        expect(blocksSubmit(errors)).toBe(true);
      }
    }
  });
});
