import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseSettings } from '../config/config.js';
import { withCredentials } from '../config/credentials.js';
import { recordSuccess } from '../backup/backup-status.js';
import { latestBackup } from '../backup/rotation.js';
import { BackupError } from '../backup/sqlite-backup.js';
import { KeyRing, type RingKey } from '../crypto/key-ring.js';
import { PiiCipher } from '../crypto/pii-cipher.js';
import { probeSealedData, tableCounts } from './doctor/data-probe.js';
import { alertAdmins } from './backup-verify/alert-admins.js';
import { withScratchRestore } from './backup-verify/scratch-restore.js';
import { findKeys } from './doctor/key-check.js';

/**
 * `npm run backup:verify -- --dir DIR` (or `-- FILE`): the weekly restore check. Restores the
 * latest backup into a scratch database (never the live one), reads every table's row count, and
 * opens the newest SSN and document with this installation's key. On success it records the time
 * for `npm run doctor`; on failure it exits 1 and queues an e-mail to the admins in the outbox.
 */
const USAGE = 'Usage: npm run backup:verify -- --dir DIR | FILE';

async function verify(file: string, databaseUrl: string | undefined, keys: RingKey[]): Promise<string> {
  return withScratchRestore(file, databaseUrl, async (db, where) => {
    const counts = await tableCounts(db);
    const probe = await probeSealedData(db, new PiiCipher(new KeyRing(keys)));
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    const shown = ['users', 'undergrad_applicants', 'parent_applicants', 'school_applicants', 'application_documents']
      .filter((t) => t in counts)
      .map((t) => `${t} ${counts[t]}`)
      .join(', ');
    return `restored into ${where}: ${Object.keys(counts).length} tables, ${rows} rows (${shown}); SSN ${probe.ssn}, document ${probe.document}`;
  });
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const given = process.env;
  const env = withCredentials(given);
  const settings = loadDatabaseSettings(env);
  const found = findKeys({ env, given, dataDir: settings.dataDir });
  const file = positionals[0]
    ? path.resolve(positionals[0])
    : values.dir && existsSync(values.dir)
      ? latestBackup(values.dir)
      : undefined;
  let reason: string;
  if (!file || !existsSync(file)) reason = `no backup found (${positionals[0] ?? values.dir ?? 'give --dir or a file'})`;
  else if ('problem' in found) reason = found.problem;
  else {
    try {
      const detail = await verify(file, settings.databaseUrl, found.keys);
      recordSuccess(settings.dataDir, 'restore-check', { file, detail });
      console.log(`Restore check passed for ${file}: ${detail}.`);
      return 0;
    } catch (error) {
      reason = (error as Error).message;
    }
  }
  console.error(`Restore check FAILED${file ? ` for ${file}` : ''}: ${reason}`);
  if ('problem' in found) {
    console.error('No e-mail was queued: the outbox needs the encryption key to seal it.');
  } else {
    try {
      const admins = await alertAdmins(settings, found.keys, file ?? '(none)', reason);
      console.error(admins ? `An e-mail to ${admins} admin(s) is queued in the outbox.` : 'There is no admin to e-mail.');
    } catch (error) {
      console.error(`The e-mail to the admins could not be queued: ${(error as Error).message}`);
    }
  }
  return 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    console.error(known ? (error as Error).message : `Restore check failed: ${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  },
);
