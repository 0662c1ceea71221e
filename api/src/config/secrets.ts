import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEY_RING_FILE, KeyRingError, parseKey as parseRingKey, parseKeyRing, type RingKey } from '../crypto/key-ring.js';
import { ConfigError } from './config-error.js';

/** The secrets of the configuration: each from the environment, or generated once into DATA_DIR. */
type Env = Record<string, string | undefined>;

export interface Secrets {
  sessionSecret: string;
  auditKey: Buffer;
  encryptionKey: Buffer;
  encryptionKeys: RingKey[];
  keyRingFile: string | undefined;
}

function parseKey(value: string): Buffer {
  try {
    return parseRingKey(value);
  } catch {
    throw new ConfigError('ENCRYPTION_KEY is invalid: it must be 32 bytes, as 64 hex characters or base64');
  }
}

/**
 * ENCRYPTION_KEYS (several instances), else the ring file DATA_DIR/encryption-keys that
 * `keys:rotate` writes, else ENCRYPTION_KEY (or its generated file) as key version 1.
 */
function keyRing(env: Env, dataDir: string, warn: (line: string) => void): { keys: RingKey[]; file: string | undefined } {
  const file = path.join(dataDir, KEY_RING_FILE);
  try {
    if (env.ENCRYPTION_KEYS) return { keys: parseKeyRing(env.ENCRYPTION_KEYS), file: undefined };
    if (existsSync(file)) {
      const keys = parseKeyRing(readFileSync(file, 'utf8'), file);
      if (env.ENCRYPTION_KEY && !keys.some((k) => k.key.equals(parseKey(env.ENCRYPTION_KEY!)))) {
        throw new ConfigError(`ENCRYPTION_KEY is not in the key ring ${file}: the ring holds every key; unset ENCRYPTION_KEY.`);
      }
      return { keys, file };
    }
  } catch (error) {
    if (error instanceof KeyRingError) throw new ConfigError(error.message);
    throw error;
  }
  return { keys: [{ version: 1, key: parseKey(secret(env, 'ENCRYPTION_KEY', dataDir, warn)) }], file };
}

/**
 * A secret from the environment, or one generated once into DATA_DIR (mode 0600).
 * Multi-instance deployments must set it, since each machine would generate its own.
 */
function secret(
  env: Env,
  name: string,
  dataDir: string,
  warn: (line: string) => void,
  advice = 'Set it yourself when running more than one instance.',
): string {
  const given = env[name];
  if (given) return given;
  const file = path.join(dataDir, name.toLowerCase().replace(/_/g, '-'));
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  warn(`${name} is not set: generated one into ${file}. ${advice}`);
  return value;
}

/** The session secret, the audit key and the encryption key ring, checked. */
export function loadSecrets(env: Env, dataDir: string, onMysql: boolean, warn: (line: string) => void): Secrets {
  // On MySQL the first instance's secret is shared through the database (config/shared-secrets.ts).
  const shared = onMysql ? 'Instances on the same MySQL database share the first one stored there.' : undefined;
  const sessionSecret = secret(env, 'SESSION_SECRET', dataDir, warn, shared);
  const ring = keyRing(env, dataDir, warn);
  if (sessionSecret.length < 32) throw new ConfigError('SESSION_SECRET is invalid: use at least 32 characters');
  // Not shared through the database like the session secret: the key must be where the rows are not.
  const auditKey = secret(
    env,
    'AUDIT_KEY',
    dataDir,
    warn,
    'Give every instance the same AUDIT_KEY, and keep it with your backups.',
  );
  if (auditKey.length < 32) throw new ConfigError('AUDIT_KEY is invalid: use at least 32 characters');
  return {
    sessionSecret,
    auditKey: Buffer.from(auditKey, 'utf8'),
    encryptionKey: ring.keys[0]!.key,
    encryptionKeys: ring.keys,
    keyRingFile: ring.file,
  };
}
