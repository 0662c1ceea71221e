import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The e-mailed codes (password reset, application status): drawn at random, stored only as an
 * HMAC under a key of their own derived from ENCRYPTION_KEY (a leaked table alone cannot be
 * brute-forced over a million codes), and compared in constant time.
 */
export class OneTimeCodes {
  private readonly key: Buffer;

  /** `purpose` keeps each kind of code's key apart, e.g. 'odf:password-reset-code:'. */
  constructor(
    purpose: string,
    encryptionKey: Buffer,
    private readonly digits = 6,
  ) {
    this.key = createHash('sha256').update(purpose).update(encryptionKey).digest();
  }

  /** A fresh code of `digits` digits, leading zeros kept. */
  draw(): string {
    return String(randomInt(0, 10 ** this.digits)).padStart(this.digits, '0');
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(code).digest('hex');
  }

  matches(code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(code), 'hex');
    const expected = Buffer.from(storedHash, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
