import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config.js';
import { ConfigError } from './config.js';

const TABLE = 'instance_secrets';
const SESSION_SECRET_ROW = 'session-secret';
const keyCheckRow = (version: number) => `encryption-key-check:${version}`;
const AUDIT_KEY_CHECK_ROW = 'audit-key-check';

type Env = Record<string, string | undefined>;

/** Reveals nothing of the key, and differs for any other key. */
export const keyCheck = (key: Buffer): string => createHmac('sha256', key).update('odf:instances share this key').digest('hex');

async function readRow(db: DataSource, name: string): Promise<string | undefined> {
  const row = (await db
    .createQueryBuilder()
    .select('s.value', 'value')
    .from(TABLE, 's')
    .where('s.name = :name', { name })
    .getRawOne()) as { value: string } | undefined;
  return row?.value;
}

/** The row's value, written first by whichever instance gets there first. */
async function firstWriterWins(db: DataSource, name: string, mine: string): Promise<string> {
  const existing = await readRow(db, name);
  if (existing !== undefined) return existing;
  // Two instances starting at once may both insert: the loser's insert fails, and it reads the winner's.
  await db
    .createQueryBuilder()
    .insert()
    .into(TABLE)
    .values({ name, value: mine })
    .execute()
    .catch(() => undefined);
  const stored = await readRow(db, name);
  if (stored === undefined) throw new Error(`Could not store ${name}`);
  return stored;
}

/**
 * Makes the instances on one MySQL agree (docs/decisions/240): without SESSION_SECRET, the first
 * instance's session secret is stored in the database and every instance signs cookies and CSRF
 * tokens with it; and each encryption key version is checked against the one the others use.
 * SQLite has one instance per database file: its DATA_DIR files are the shared place already.
 */
export async function shareInstanceSecrets(db: DataSource, config: AppConfig, env: Env = process.env): Promise<AppConfig> {
  if (db.options.type !== 'mysql') return config;
  for (const { version, key } of config.encryptionKeys) {
    const agreed = await firstWriterWins(db, keyCheckRow(version), keyCheck(key));
    if (agreed !== keyCheck(key)) {
      throw new ConfigError(
        `The encryption key version ${version} of this instance differs from the one the other instances on this database use. ` +
          'Give every instance the same keys (ENCRYPTION_KEYS, or the same ENCRYPTION_KEY) before starting it.',
      );
    }
  }
  // Only a check of the audit key is stored, never the key (docs/decisions/450).
  const auditAgreed = await firstWriterWins(db, AUDIT_KEY_CHECK_ROW, keyCheck(config.auditKey));
  if (auditAgreed !== keyCheck(config.auditKey)) {
    throw new ConfigError(
      'The AUDIT_KEY of this instance differs from the one the other instances on this database use. ' +
        'Give every instance the same AUDIT_KEY before starting it. (Restoring a backup whose key was lost: delete the ' +
        "row 'audit-key-check' from instance_secrets; the restored log's rows then no longer verify.)",
    );
  }
  if (env.SESSION_SECRET) return config;
  return { ...config, sessionSecret: await firstWriterWins(db, SESSION_SECRET_ROW, config.sessionSecret) };
}
