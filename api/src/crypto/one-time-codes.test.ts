import { createHash, createHmac } from 'node:crypto';
import { OneTimeCodes } from './one-time-codes.js';

const key = Buffer.alloc(32, 7);

describe('one-time codes', () => {
  it('draws codes of the given length, leading zeros kept', () => {
    const codes = new OneTimeCodes('odf:test:', key, 6);
    for (let i = 0; i < 200; i++) expect(codes.draw()).toMatch(/^\d{6}$/);
  });

  it('stores an HMAC under a key derived from the purpose and the encryption key, never the code', () => {
    const codes = new OneTimeCodes('odf:password-reset-code:', key);
    const derived = createHash('sha256').update('odf:password-reset-code:').update(key).digest();
    expect(codes.hash('012345')).toBe(createHmac('sha256', derived).update('012345').digest('hex'));
    expect(codes.hash('012345')).not.toContain('012345');
  });

  it('keeps purposes apart: a hash of one kind of code never matches another kind', () => {
    const reset = new OneTimeCodes('odf:password-reset-code:', key);
    const status = new OneTimeCodes('odf:application-status-code:', key);
    expect(reset.matches('123456', reset.hash('123456'))).toBe(true);
    expect(status.matches('123456', reset.hash('123456'))).toBe(false);
    expect(reset.matches('123457', reset.hash('123456'))).toBe(false);
    expect(reset.matches('123456', 'not-hex')).toBe(false);
  });
});
