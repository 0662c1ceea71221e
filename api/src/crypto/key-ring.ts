import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The encryption keys, newest first, each with the version byte its ciphertexts carry
 * (docs/decisions/170). New data is sealed with the newest key; older keys stay readable so
 * data sealed before a rotation opens until `npm run keys:rotate` has re-encrypted it.
 *
 * Text form (ENCRYPTION_KEYS, or the file DATA_DIR/encryption-keys): `version:key` entries,
 * newest first, separated by commas or new lines; a key is 64 hex characters or base64.
 */
export interface RingKey {
  version: number;
  key: Buffer;
}

export class KeyRingError extends Error {}

export const KEY_RING_FILE = 'encryption-keys';

export function parseKey(value: string, name = 'ENCRYPTION_KEY'): Buffer {
  const hex = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : undefined;
  const key = hex ?? Buffer.from(value, 'base64');
  if (key.length !== 32) throw new KeyRingError(`${name} is invalid: each key must be 32 bytes, as 64 hex characters or base64`);
  return key;
}

export function parseKeyRing(text: string, name = 'ENCRYPTION_KEYS'): RingKey[] {
  const entries = text
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter((e) => e && !e.startsWith('#'));
  const keys = entries.map((entry) => {
    const match = /^(\d{1,3}):(.+)$/.exec(entry);
    const version = match ? Number(match[1]) : NaN;
    if (!match || version < 1 || version > 255) {
      throw new KeyRingError(`${name} is invalid: expected "version:key" entries, newest first, versions 1 to 255`);
    }
    return { version, key: parseKey(match[2]!, name) };
  });
  if (keys.length === 0) throw new KeyRingError(`${name} is invalid: it holds no key`);
  if (new Set(keys.map((k) => k.version)).size !== keys.length)
    throw new KeyRingError(`${name} is invalid: a version appears twice`);
  if (keys.some((k, i) => i > 0 && k.version >= keys[i - 1]!.version)) {
    throw new KeyRingError(`${name} is invalid: list the keys newest (highest version) first`);
  }
  return keys;
}

export function formatKeyRing(keys: RingKey[]): string {
  return keys.map((k) => `${k.version}:${k.key.toString('hex')}`).join('\n') + '\n';
}

/**
 * A ring read from a file is re-read when the file changes (checked at most once a second),
 * so a running server starts sealing with a key `keys:rotate` has just added.
 */
export class KeyRing {
  private keys: RingKey[];
  private checkedAt = 0;
  private fileTime = 0;

  constructor(
    keys: RingKey[],
    private readonly file?: string,
  ) {
    this.keys = keys;
    // The file, when there is one, is the truth: it may hold a key added since `keys` was read.
    this.refresh(true);
  }

  static single(key: Buffer): KeyRing {
    return new KeyRing([{ version: 1, key }]);
  }

  get newest(): RingKey {
    this.refresh();
    return this.keys[0]!;
  }

  get all(): readonly RingKey[] {
    this.refresh();
    return this.keys;
  }

  find(version: number): RingKey | undefined {
    let found = this.keys.find((k) => k.version === version);
    if (!found && this.file) {
      this.refresh(true);
      found = this.keys.find((k) => k.version === version);
    }
    return found;
  }

  refresh(force = false): void {
    if (!this.file || (!force && Date.now() - this.checkedAt < 1000)) return;
    this.checkedAt = Date.now();
    if (!existsSync(this.file)) return;
    const time = statSync(this.file).mtimeMs;
    if (time === this.fileTime) return;
    this.keys = parseKeyRing(readFileSync(this.file, 'utf8'), this.file);
    this.fileTime = time;
  }
}

/** Adds a new random key as the newest version of the ring file (written whole, then renamed). */
export function addKeyToRingFile(dataDir: string, current: readonly RingKey[]): RingKey {
  const newest = current[0]!;
  if (newest.version >= 255) throw new KeyRingError('The key ring is full (version 255): start a new ring.');
  const added = { version: newest.version + 1, key: randomBytes(32) };
  const file = path.join(dataDir, KEY_RING_FILE);
  const temp = `${file}.new`;
  writeFileSync(temp, formatKeyRing([added, ...current]), { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
  return added;
}
