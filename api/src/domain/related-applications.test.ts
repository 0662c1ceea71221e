import { describe, expect, it } from 'vitest';
import { normaliseAddress, normaliseEmail, normaliseLoanAccount, normalisePhone, normaliseSsn } from './related-applications.js';

describe('related applications: one value, however it is written', () => {
  it('takes an e-mail trimmed and lower-case', () => {
    expect(normaliseEmail('  Kevin.ONeil@Example.org ')).toBe('kevin.oneil@example.org');
    expect(normaliseEmail('not an address')).toBeNull();
  });

  it('takes a phone as its ten US digits', () => {
    expect(normalisePhone('(312) 555-0123')).toBe('3125550123');
    expect(normalisePhone('+1 312.555.0123')).toBe('3125550123');
    expect(normalisePhone('555-0123')).toBeNull();
  });

  it('writes an address the short way, without punctuation, with a ZIP of five', () => {
    const parent = normaliseAddress(['455 North Michigan Avenue', 'Apartment 12', 'Chicago', 'IL', '60611-1234']);
    const child = normaliseAddress(['455 N. Michigan Ave,', 'Apt #12', 'chicago', 'il', '60611']);
    expect(parent).toBe('455 n michigan ave apt 12 chicago il 60611');
    expect(child).toBe(parent);
    expect(normaliseAddress(['455  N Michigan Ave Apt 12, Chicago, IL 60611'])).toBe(parent);
    expect(normaliseAddress(['', null])).toBeNull();
  });

  it('takes a loan account as its letters and digits, and an SSN as its nine digits', () => {
    expect(normaliseLoanAccount('12-3456 789ab')).toBe('123456789AB');
    expect(normaliseLoanAccount('1-2')).toBeNull();
    expect(normaliseSsn('123-45-6789')).toBe('123456789');
    expect(normaliseSsn(null)).toBeNull();
  });
});
