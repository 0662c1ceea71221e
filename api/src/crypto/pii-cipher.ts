import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { KeyRing, type RingKey } from './key-ring.js';

/**
 * Encryption of personal data at rest: AES-256-GCM for SSNs and document bytes, and a keyed
 * hash (HMAC-SHA256) of each SSN so duplicates can be found without decrypting anything.
 *
 * Both keys are derived from ENCRYPTION_KEY with HKDF under different labels, so the lookup
 * hash can never be used to attack the cipher key, and vice versa.
 *
 * Sealed layout: key version (1 byte) | IV (12 bytes) | GCM tag (16 bytes) | ciphertext.
 * The associated data binds a ciphertext to where it belongs (e.g. a file id and part
 * number), so bytes copied into another row do not decrypt. The key version picks the key
 * of the ring (docs/decisions/170); a lookup hash is made with the same version's key as the
 * SSN it sits beside, so rotation rewrites both together.
 */
export const SEALED_OVERHEAD = 1 + 12 + 16;

interface DerivedKeys {
  version: number;
  cipherKey: Buffer;
  lookupKey: Buffer;
  /** Related-application lookup keys by purpose, derived on first use. */
  matchKeys: Map<string, Buffer>;
}

function derive({ version, key }: RingKey): DerivedKeys {
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes');
  return {
    version,
    cipherKey: Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'odf:pii:aes-256-gcm:v1', 32)),
    lookupKey: Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'odf:pii:lookup-hmac:v1', 32)),
    matchKeys: new Map(),
  };
}

export class DecryptionError extends Error {
  constructor() {
    super('Stored data could not be decrypted: wrong ENCRYPTION_KEY, or the data was altered.');
  }
}

export class PiiCipher {
  readonly ring: KeyRing;
  /** By key version, one byte: the ring's keys (an unknown version is refused before), so never more than the ring holds. */
  private readonly derived = new Map<number, { key: Buffer; keys: DerivedKeys }>();

  constructor(keys: Buffer | KeyRing) {
    this.ring = Buffer.isBuffer(keys) ? KeyRing.single(keys) : keys;
    derive(this.ring.newest);
  }

  private keys(ringKey: RingKey): DerivedKeys {
    const cached = this.derived.get(ringKey.version);
    if (cached && cached.key.equals(ringKey.key)) return cached.keys;
    const keys = derive(ringKey);
    this.derived.set(ringKey.version, { key: ringKey.key, keys });
    return keys;
  }

  /** The key version a sealed value was made with (its first byte). */
  static versionOf(sealed: Uint8Array | string): number {
    return typeof sealed === 'string' ? (Buffer.from(sealed.slice(0, 4), 'base64')[0] ?? 0) : (sealed[0] ?? 0);
  }

  /** Seals with the newest key of the ring, or with the given one (rotation). */
  seal(plain: Uint8Array, associatedData: string, ringKey: RingKey = this.ring.newest): Buffer {
    const { version, cipherKey } = this.keys(ringKey);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([version]), iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Uint8Array, associatedData: string): Buffer {
    const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    const ringKey = data.length >= SEALED_OVERHEAD ? this.ring.find(data[0]!) : undefined;
    if (!ringKey) throw new DecryptionError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.keys(ringKey).cipherKey, data.subarray(1, 13));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(data.subarray(13, SEALED_OVERHEAD));
      return Buffer.concat([decipher.update(data.subarray(SEALED_OVERHEAD)), decipher.final()]);
    } catch {
      throw new DecryptionError();
    }
  }

  /** A short secret as base64 text, for a varchar column. */
  sealText(plain: string, associatedData: string, ringKey?: RingKey): string {
    return this.seal(Buffer.from(plain, 'utf8'), associatedData, ringKey).toString('base64');
  }

  openText(sealed: string, associatedData: string): string {
    return this.open(Buffer.from(sealed, 'base64'), associatedData).toString('utf8');
  }

  /**
   * The keyed hash of an SSN's digits (hex): equal SSNs, equal hashes; useless without the key.
   * Made with the newest key, or the given one: a stored hash uses the same key version as
   * the sealed SSN beside it.
   */
  ssnLookupHash(ssn: string, ringKey: RingKey = this.ring.newest): string {
    return createHmac('sha256', this.keys(ringKey).lookupKey).update(ssn.replace(/\D/g, '')).digest('hex');
  }

  /** The SSN's hash under every key of the ring: a duplicate lookup during a rotation matches rows of either version. */
  ssnLookupHashes(ssn: string): string[] {
    return this.ring.all.map((k) => this.ssnLookupHash(ssn, k));
  }

  /**
   * The keyed hash of one normalised value a related-applications lookup matches on (issue 39):
   * each field has a key of its own (HKDF label per purpose), so an e-mail hash never equals a
   * phone's, and none is the SSN's. The SSN keeps its existing hash (ssnLookupHash).
   */
  matchHash(purpose: string, normalised: string, ringKey: RingKey = this.ring.newest): string {
    const keys = this.keys(ringKey);
    let key = keys.matchKeys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', ringKey.key, Buffer.alloc(0), `odf:match:${purpose.toLowerCase()}:v1`, 32));
      keys.matchKeys.set(purpose, key);
    }
    return createHmac('sha256', key).update(normalised).digest('hex');
  }

  sameLookupHash(a: string, b: string): boolean {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && timingSafeEqual(x, y);
  }
}
