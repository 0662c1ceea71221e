import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Encryption of personal data at rest: AES-256-GCM for SSNs and document bytes, and a keyed
 * hash (HMAC-SHA256) of each SSN so duplicates can be found without decrypting anything.
 *
 * Both keys are derived from ENCRYPTION_KEY with HKDF under different labels, so the lookup
 * hash can never be used to attack the cipher key, and vice versa.
 *
 * Sealed layout: version (1 byte) | IV (12 bytes) | GCM tag (16 bytes) | ciphertext.
 * The associated data binds a ciphertext to where it belongs (e.g. a file id and part
 * number), so bytes copied into another row do not decrypt.
 */
export const SEALED_OVERHEAD = 1 + 12 + 16;
const VERSION = 1;

export class DecryptionError extends Error {
  constructor() {
    super('Stored data could not be decrypted: wrong ENCRYPTION_KEY, or the data was altered.');
  }
}

export class PiiCipher {
  private readonly cipherKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(encryptionKey: Buffer) {
    if (encryptionKey.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes');
    this.cipherKey = Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'odf:pii:aes-256-gcm:v1', 32));
    this.lookupKey = Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'odf:pii:lookup-hmac:v1', 32));
  }

  seal(plain: Uint8Array, associatedData: string): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.cipherKey, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Uint8Array, associatedData: string): Buffer {
    const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (data.length < SEALED_OVERHEAD || data[0] !== VERSION) throw new DecryptionError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.cipherKey, data.subarray(1, 13));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(data.subarray(13, SEALED_OVERHEAD));
      return Buffer.concat([decipher.update(data.subarray(SEALED_OVERHEAD)), decipher.final()]);
    } catch {
      throw new DecryptionError();
    }
  }

  /** A short secret as base64 text, for a varchar column. */
  sealText(plain: string, associatedData: string): string {
    return this.seal(Buffer.from(plain, 'utf8'), associatedData).toString('base64');
  }

  openText(sealed: string, associatedData: string): string {
    return this.open(Buffer.from(sealed, 'base64'), associatedData).toString('utf8');
  }

  /** The keyed hash of an SSN's digits (hex): equal SSNs, equal hashes; useless without the key. */
  ssnLookupHash(ssn: string): string {
    return createHmac('sha256', this.lookupKey).update(ssn.replace(/\D/g, '')).digest('hex');
  }

  sameLookupHash(a: string, b: string): boolean {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && timingSafeEqual(x, y);
  }
}
