import { randomBytes } from 'node:crypto';
import { DecryptionError, PiiCipher, SEALED_OVERHEAD } from './pii-cipher.js';

describe('PiiCipher', () => {
  const cipher = new PiiCipher(randomBytes(32));

  it('round-trips bytes and text, with fresh IVs', () => {
    const plain = randomBytes(1000);
    const a = cipher.seal(plain, 'file:1');
    const b = cipher.seal(plain, 'file:1');
    expect(a.equals(b)).toBe(false);
    expect(a.length).toBe(plain.length + SEALED_OVERHEAD);
    expect(cipher.open(a, 'file:1').equals(plain)).toBe(true);
    expect(cipher.openText(cipher.sealText('123-45-6789', 'ssn'), 'ssn')).toBe('123-45-6789');
    expect(cipher.sealText('123-45-6789', 'ssn')).not.toContain('6789');
  });

  it('refuses altered data, other associated data and other keys', () => {
    const sealed = cipher.seal(Buffer.from('secret'), 'file:1');
    expect(() => cipher.open(sealed, 'file:2')).toThrow(DecryptionError);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1]! ^= 1;
    expect(() => cipher.open(altered, 'file:1')).toThrow(DecryptionError);
    expect(() => new PiiCipher(randomBytes(32)).open(sealed, 'file:1')).toThrow(DecryptionError);
    expect(() => cipher.open(Buffer.alloc(5), 'file:1')).toThrow(DecryptionError);
  });

  it('hashes SSNs by their digits, keyed', () => {
    const h = cipher.ssnLookupHash('123-45-6789');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.ssnLookupHash('123456789')).toBe(h);
    expect(new PiiCipher(randomBytes(32)).ssnLookupHash('123-45-6789')).not.toBe(h);
    expect(cipher.sameLookupHash(h, cipher.ssnLookupHash('123-45-6789'))).toBe(true);
  });
});
