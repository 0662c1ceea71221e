import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const KEY_BYTES = 16;

/**
 * The key an e-mail's status-page link carries so that the page can fill in the applicant's
 * e-mail address (issue 42, problem 2). The address itself is never in the link: the key is a
 * keyed hash of the reference and the address, and only the server, which holds both, can check
 * it and answer the address. Without a key the server minted, nothing is answered, so the links
 * are never an open list of who applied.
 */
export class StatusLinkKeys {
  private readonly secret: Buffer;

  constructor(encryptionKey: Buffer) {
    this.secret = createHash('sha256').update('odf:status-link:').update(encryptionKey).digest();
  }

  keyFor(reference: string, email: string): string {
    return createHmac('sha256', this.secret)
      .update(`${reference}\0${email.trim().toLowerCase()}`)
      .digest()
      .subarray(0, KEY_BYTES)
      .toString('base64url');
  }

  /** Whether a link's key belongs to this reference and address (constant time). */
  matches(reference: string, email: string, given: string): boolean {
    const expected = Buffer.from(this.keyFor(reference, email));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
