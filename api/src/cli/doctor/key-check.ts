import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { KEY_RING_FILE, KeyRing, parseKey, parseKeyRing, type RingKey } from '../../crypto/key-ring.js';
import { DecryptionError, PiiCipher } from '../../crypto/pii-cipher.js';
import { probeSealedData } from './data-probe.js';
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

const NAME = 'encryption-key';

interface KeySource {
  label: string;
  /** The file it is read from, whose owner and mode are checked. */
  file?: string;
  variable?: 'ENCRYPTION_KEYS' | 'ENCRYPTION_KEY';
}

/** Where the server would take its key ring from, in loadConfig's order, without generating one. */
function keySource(ctx: Pick<DoctorContext, 'env' | 'given' | 'dataDir'>): KeySource | undefined {
  const credentials = ctx.env.CREDENTIALS_DIRECTORY;
  const fromCredential = (name: string) =>
    credentials && existsSync(path.join(credentials, name)) ? path.join(credentials, name) : undefined;
  const ringCredential = fromCredential('encryption-keys');
  if (ringCredential) return { label: 'credential encryption-keys', file: ringCredential, variable: 'ENCRYPTION_KEYS' };
  if (ctx.given.ENCRYPTION_KEYS) return { label: 'ENCRYPTION_KEYS in the environment', variable: 'ENCRYPTION_KEYS' };
  const ringFile = path.join(ctx.dataDir, KEY_RING_FILE);
  if (existsSync(ringFile)) return { label: ringFile, file: ringFile };
  const keyCredential = fromCredential('encryption-key');
  if (keyCredential) return { label: 'credential encryption-key', file: keyCredential, variable: 'ENCRYPTION_KEY' };
  if (ctx.given.ENCRYPTION_KEY) return { label: 'ENCRYPTION_KEY in the environment', variable: 'ENCRYPTION_KEY' };
  const keyFile = path.join(ctx.dataDir, 'encryption-key');
  if (existsSync(keyFile)) return { label: keyFile, file: keyFile };
  return undefined;
}

/** The file's text, or why the app's user cannot use it. */
function readPrivate(file: string): { text: string } | { problem: string; fix: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return {
      problem: `${file} cannot be read by this user (${code})`,
      fix: `Give the app's user the file: \`chown odf: ${file}; chmod 600 ${file}\`.`,
    };
  }
  const stat = statSync(file);
  if (stat.mode & 0o077) {
    const mode = (stat.mode & 0o777).toString(8);
    return {
      problem: `${file} is readable by other users (mode ${mode})`,
      fix: `\`chmod 600 ${file}\` (or 400): only the app's user may read the key.`,
    };
  }
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    return {
      problem: `${file} belongs to user ${stat.uid}, not to this user (${uid})`,
      fix: `Run the doctor as the app's user, or \`chown odf: ${file}\`.`,
    };
  }
  return { text };
}

/** The key ring the server would use (never a generated one), or what is wrong with it. */
export function findKeys(
  ctx: Pick<DoctorContext, 'env' | 'given' | 'dataDir'>,
): { keys: RingKey[]; source: KeySource } | { problem: string; fix: string } {
  const source = keySource(ctx);
  if (!source) {
    return {
      problem: 'no encryption key: the server would generate a new one, which cannot open data sealed before',
      fix: 'Restore the key from your safe copy into the encryption-key credential (deploy/README.md, step 5).',
    };
  }
  let text = source.variable ? ctx.env[source.variable] : undefined;
  if (source.file) {
    const read = readPrivate(source.file);
    if ('problem' in read) return read;
    text = read.text;
  }
  try {
    const single = source.variable === 'ENCRYPTION_KEY' || (!source.variable && source.file?.endsWith('encryption-key'));
    return { keys: single ? [{ version: 1, key: parseKey(text!.trim()) }] : parseKeyRing(text!, source.label), source };
  } catch {
    return {
      problem: `${source.label} is not a valid key`,
      fix: 'A key is 32 bytes as 64 hex characters or base64; a ring is `2:<key>,1:<key>`.',
    };
  }
}

export async function checkKey(ctx: DoctorContext): Promise<CheckResult> {
  const found = findKeys(ctx);
  if ('problem' in found) return fail(NAME, found.problem, found.fix);
  const { keys, source } = found;
  let opened = 'no sealed data yet';
  if (ctx.db) {
    try {
      const probe = await probeSealedData(ctx.db, new PiiCipher(new KeyRing(keys)));
      opened = `opens the newest SSN (${probe.ssn}) and document (${probe.document})`;
    } catch (error) {
      if (!(error instanceof DecryptionError))
        return fail(
          NAME,
          `the stored data could not be read to try the key (${(error as Error).message})`,
          'Fix the database and migrations first.',
        );
      return fail(
        NAME,
        `the key from ${source.label} does not open the stored data`,
        'Put back the key this database was sealed with (your safe copy); never generate a new one.',
      );
    }
  }
  const detail = `${keys.length} key${keys.length > 1 ? 's' : ''} from ${source.label}; ${opened}`;
  if (ctx.production && !source.file) {
    return warn(
      NAME,
      detail,
      "Move the key out of the environment into a LoadCredential= file: the unit's environment is visible to `systemctl show`.",
    );
  }
  return ok(NAME, detail);
}
