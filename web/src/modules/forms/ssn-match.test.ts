import { describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
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

  it("uses the spec's message", () => {
    expect(messages.ssnMismatch).toBe("The Social Security numbers you entered don't match.");
  });
});
