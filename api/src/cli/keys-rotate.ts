import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.js';
import { addKeyToRingFile, KEY_RING_FILE, KeyRing, KeyRingError } from '../crypto/key-ring.js';
import { pendingForKey, rotateToKey } from './keys-rotate/key-rotation.js';
import { PiiCipher } from '../crypto/pii-cipher.js';
import { DatabaseError, openDatabase } from '../../../db/data-source.js';
import { backfillMatchKeys } from '../modules/related-applications/match-key-backfill.js';
import { disbursementLoanAccounts } from '../modules/disbursements/disbursement-loan-accounts.js';

/**
 * `npm run keys:rotate`: re-encrypts every SSN, document and mail still to be sent under the
 * newest key while the server runs. With a key ring file (single instance) it first adds a new key to
 * DATA_DIR/encryption-keys, unless an earlier rotation was interrupted: then it continues that
 * one. With ENCRYPTION_KEYS it rotates to the first key listed (add it on every instance and
 * restart them first).
 */
const USAGE = 'Usage: npm run keys:rotate [-- --batch-size 100]';
const RING_RELOAD_MS = 2500;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const batchSize = Number(values['batch-size'] ?? 100);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000)
    throw new KeyRingError(`--batch-size must be 1 to 1000.\n${USAGE}`);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const ring = new KeyRing(config.encryptionKeys, config.keyRingFile);
    const cipher = new PiiCipher(ring);
    const started = Date.now();
    let target = ring.newest;
    // Applications stored before related applications existed get their keyed hashes first (decision 495).
    const backfilled = await backfillMatchKeys(db, cipher, disbursementLoanAccounts(cipher));
    if (backfilled) console.log(`${backfilled} stored applications hashed for related applications first.`);
    const pending = await pendingForKey(db, target.version);
    if (pending.ssns + pending.accounts + pending.parts + pending.mails + pending.matchKeys === 0) {
      if (!config.keyRingFile) {
        console.log(
          `Everything is already under key version ${target.version}. To rotate, put a new key first in ENCRYPTION_KEYS ` +
            `on every instance (e.g. ${target.version + 1}:<64 hex characters>,${target.version}:…), restart them, then run this again.`,
        );
        return;
      }
      target = addKeyToRingFile(config.dataDir, ring.all);
      console.log(`Added key version ${target.version} to ${path.join(config.dataDir, KEY_RING_FILE)}.`);
      // A running server re-reads the ring file at most once a second; let it start sealing with the new key.
      await new Promise((resolve) => setTimeout(resolve, RING_RELOAD_MS));
      ring.refresh(true);
    } else {
      console.log(
        `Continuing the rotation to key version ${target.version}: ${pending.ssns} SSNs, ${pending.parts} document parts ` +
          `and ${pending.mails} unsent mails left.` +
          // Payments' account numbers (issue 40), said apart so the sentence above stays as it was.
          (pending.accounts ? ` ${pending.accounts} payment account numbers left.` : '') +
          (pending.matchKeys ? ` ${pending.matchKeys} related-application hashes left.` : ''),
      );
    }
    let total = { ssns: 0, accounts: 0, parts: 0, mails: 0, matchKeys: 0 };
    // Rows sealed by an instance that had not yet seen the new key are caught by another pass.
    for (let pass = 0; pass < 5; pass++) {
      const counts = await rotateToKey(db, cipher, target, {
        batchSize,
        onBatch: (c) =>
          c.batches % 20 === 0 &&
          console.log(`  … ${c.ssns} SSNs, ${c.parts} document parts and ${c.mails} unsent mails re-encrypted`),
      });
      total = {
        ssns: total.ssns + counts.ssns,
        accounts: total.accounts + counts.accounts,
        parts: total.parts + counts.parts,
        mails: total.mails + counts.mails,
        matchKeys: total.matchKeys + counts.matchKeys,
      };
      const left = await pendingForKey(db, target.version);
      if (left.ssns + left.accounts + left.parts + left.mails + left.matchKeys === 0) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `Rotation done in ${seconds} s: ${total.ssns} SSNs, ${total.parts} document parts and ${total.mails} unsent mails ` +
            `re-encrypted; every SSN, document and unsent mail is now under key version ${target.version}.`,
        );
        if (total.accounts) console.log(`${total.accounts} payment account numbers were re-encrypted too.`);
        if (total.matchKeys) console.log(`${total.matchKeys} related-application hashes were re-keyed too.`);
        console.log('Older keys stay in the ring: keep them as long as you keep backups made before this rotation.');
        return;
      }
    }
    throw new KeyRingError(
      'Some values are still under an older key (an instance may be using an old key list); run this again.',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof KeyRingError || error instanceof ConfigError || error instanceof DatabaseError;
  console.error(known ? (error as Error).message : `Key rotation failed: ${(error as Error).message}`);
  process.exit(1);
});
