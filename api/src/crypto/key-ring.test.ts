import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { addKeyToRingFile, formatKeyRing, KEY_RING_FILE, KeyRing, KeyRingError, parseKeyRing } from './key-ring.js';
import { DecryptionError, PiiCipher } from './pii-cipher.js';

const k1 = randomBytes(32);
const k2 = randomBytes(32);

describe('the key ring', () => {
  it('parses version:key entries, newest first, hex or base64, commas or lines', () => {
    const ring = parseKeyRing(`2:${k2.toString('hex')}, 1:${k1.toString('base64')}`);
    expect(ring.map((k) => k.version)).toEqual([2, 1]);
    expect(ring[1]!.key.equals(k1)).toBe(true);
    expect(parseKeyRing(formatKeyRing(ring))).toEqual(ring);
  });

  it.each([
    ['', /holds no key/],
    [`${k1.toString('hex')}`, /version:key/],
    [`1:${k1.toString('hex')},2:${k2.toString('hex')}`, /newest \(highest version\) first/],
    [`2:${k1.toString('hex')},2:${k2.toString('hex')}`, /appears twice/],
    ['1:tooshort', /32 bytes/],
    [`256:${k1.toString('hex')}`, /versions 1 to 255/],
  ])('refuses %j', (text, message) => {
    expect(() => parseKeyRing(text)).toThrow(KeyRingError);
    expect(() => parseKeyRing(text)).toThrow(message);
  });

  it('seals with the newest key and opens every version of the ring', () => {
    const old = new PiiCipher(k1);
    const sealedOld = old.sealText('123-45-6789', 'ssn:a');
    const both = new PiiCipher(new KeyRing(parseKeyRing(`2:${k2.toString('hex')},1:${k1.toString('hex')}`)));
    const sealedNew = both.sealText('123-45-6789', 'ssn:a');
    expect([PiiCipher.versionOf(sealedOld), PiiCipher.versionOf(sealedNew)]).toEqual([1, 2]);
    expect(both.openText(sealedOld, 'ssn:a')).toBe('123-45-6789');
    expect(both.openText(sealedNew, 'ssn:a')).toBe('123-45-6789');
    // The old key alone cannot read the new version.
    expect(() => old.openText(sealedNew, 'ssn:a')).toThrow(DecryptionError);
  });

  it('hashes with each key separately; lookups during a rotation try every version', () => {
    const ring = new KeyRing(parseKeyRing(`2:${k2.toString('hex')},1:${k1.toString('hex')}`));
    const cipher = new PiiCipher(ring);
    const underOld = new PiiCipher(k1).ssnLookupHash('123456789');
    expect(cipher.ssnLookupHash('123-45-6789')).not.toBe(underOld);
    expect(cipher.ssnLookupHash('123-45-6789', ring.find(1))).toBe(underOld);
    expect(cipher.ssnLookupHashes('123-45-6789')).toEqual([cipher.ssnLookupHash('123456789'), underOld]);
  });

  it('re-reads its file when a rotation adds a key, so a running server seals with it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-ring-'));
    try {
      const file = path.join(dir, KEY_RING_FILE);
      const ring = new KeyRing([{ version: 1, key: k1 }], file);
      const cipher = new PiiCipher(ring);
      expect(PiiCipher.versionOf(cipher.seal(Buffer.from('x'), 'd'))).toBe(1);
      const added = addKeyToRingFile(dir, ring.all);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(parseKeyRing(readFileSync(file, 'utf8')).map((k) => k.version)).toEqual([2, 1]);
      // A value sealed elsewhere with the new key opens at once (unknown version → re-read).
      const elsewhere = new PiiCipher(new KeyRing([added, { version: 1, key: k1 }]));
      expect(cipher.open(elsewhere.seal(Buffer.from('y'), 'd'), 'd').toString()).toBe('y');
      expect(PiiCipher.versionOf(cipher.seal(Buffer.from('x'), 'd'))).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('comes from ENCRYPTION_KEYS, else the ring file, else ENCRYPTION_KEY as version 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'odf-ring-'));
    try {
      const base = { DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40) };
      const single = loadConfig({ ...base, ENCRYPTION_KEY: k1.toString('hex') }, () => {});
      expect(single.encryptionKeys).toEqual([{ version: 1, key: k1 }]);
      expect(single.keyRingFile).toBe(path.join(dir, KEY_RING_FILE));
      writeFileSync(
        path.join(dir, KEY_RING_FILE),
        formatKeyRing([
          { version: 2, key: k2 },
          { version: 1, key: k1 },
        ]),
      );
      utimesSync(path.join(dir, KEY_RING_FILE), new Date(), new Date());
      const fromFile = loadConfig({ ...base, ENCRYPTION_KEY: k1.toString('hex') }, () => {});
      expect(fromFile.encryptionKeys.map((k) => k.version)).toEqual([2, 1]);
      expect(fromFile.encryptionKey.equals(k2)).toBe(true);
      expect(() => loadConfig({ ...base, ENCRYPTION_KEY: randomBytes(32).toString('hex') }, () => {})).toThrow(
        /ENCRYPTION_KEY is not in the key ring/,
      );
      const fromEnv = loadConfig({ ...base, ENCRYPTION_KEYS: `7:${k2.toString('hex')}` }, () => {});
      expect(fromEnv.encryptionKeys).toEqual([{ version: 7, key: k2 }]);
      expect(fromEnv.keyRingFile).toBeUndefined();
      expect(() => loadConfig({ ...base, ENCRYPTION_KEYS: '1:nope' }, () => {})).toThrow(/^ENCRYPTION_KEYS is invalid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
