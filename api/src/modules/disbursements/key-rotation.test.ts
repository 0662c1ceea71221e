import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../../../db/data-source.js';
import { createMysqlDatabase, databases } from '../../../../tests/support/test-app.js';
import { KeyRing, type RingKey } from '../../crypto/key-ring.js';
import { DecryptionError, PiiCipher } from '../../crypto/pii-cipher.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { pendingForKey, rotateToKey } from '../../cli/keys-rotate/key-rotation.js';
import { accountAssociatedData, DisbursementRow } from './disbursement.entity.js';

/**
 * Issue 40: a payment's account or loan number is sealed like an SSN, so a key rotation
 * re-seals it too; once rotated, the new key alone reads it, still bound to its own row.
 */
describe.each(databases)("payments' account numbers across a key rotation on %s", (kind) => {
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let db: DataSource;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'odf-account-rotation-'));
    let databaseUrl: string | undefined;
    if (kind === 'mysql') ({ url: databaseUrl, drop } = await createMysqlDatabase());
    db = await openDatabase({ dataDir, databaseUrl });
  });
  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A payment as the ledger writes it: inserted, then its number sealed to its row's id. */
  async function payment(cipher: PiiCipher, applicantKind: ApplicationKind, applicantId: number, account: string | null) {
    const now = new Date();
    const inserted = await db.getRepository(DisbursementRow).insert({
      applicantKind,
      applicantId,
      state: account ? 'PREPARED' : 'CLEARED',
      origin: account ? 'LEDGER' : 'PAID_MOVE',
      payeeType: account ? 'LOAN_SERVICER' : null,
      payeeName: account ? 'Nelnet' : 'Recorded by the move to Paid',
      accountSealed: null,
      accountLast4: account ? account.slice(-4) : null,
      amountCents: 100_000,
      preparedAt: now,
      stateChangedAt: now,
    });
    const id = Number(inserted.identifiers[0]!.id);
    if (account)
      await db
        .getRepository(DisbursementRow)
        .update({ id }, { accountSealed: cipher.sealText(account, accountAssociatedData(applicantKind, applicantId, id)) });
    return { id, applicantKind, applicantId, account };
  }

  const sealedOf = async (id: number) => (await db.getRepository(DisbursementRow).findOneByOrFail({ id })).accountSealed!;

  it('re-seals each under the new key, resumes after an interruption, and the new key alone reads them', async () => {
    const oldKey: RingKey = { version: 1, key: randomBytes(32) };
    const newKey: RingKey = { version: 2, key: randomBytes(32) };
    const old = new PiiCipher(new KeyRing([oldKey]));
    const rows = [
      await payment(old, 'undergrad', 7, '123456789'),
      await payment(old, 'parent', 8, 'LN-0042-9981'),
      await payment(old, 'high-school', 9, null), // the old move to Paid: no account number, nothing to rotate
    ];
    expect(await pendingForKey(db, 2)).toEqual({ ssns: 0, accounts: 2, parts: 0, mails: 0, matchKeys: 0 });

    // Interrupted after one batch of one: one number moved, the other still under the old key.
    const both = new PiiCipher(new KeyRing([newKey, oldKey]));
    const partial = await rotateToKey(db, both, newKey, { batchSize: 1, stopAfterBatches: 1 });
    expect(partial).toMatchObject({ accounts: 1, complete: false });
    expect((await pendingForKey(db, 2)).accounts).toBe(1);

    const rest = await rotateToKey(db, both, newKey, { batchSize: 1 });
    expect(rest).toMatchObject({ accounts: 1, complete: true });
    expect(await pendingForKey(db, 2)).toEqual({ ssns: 0, accounts: 0, parts: 0, mails: 0, matchKeys: 0 });

    const newOnly = new PiiCipher(new KeyRing([newKey]));
    for (const row of rows.filter((r) => r.account)) {
      const sealed = await sealedOf(row.id);
      const aad = accountAssociatedData(row.applicantKind, row.applicantId, row.id);
      expect(PiiCipher.versionOf(sealed)).toBe(2);
      expect(newOnly.openText(sealed, aad)).toBe(row.account);
      // The old key alone no longer reads it, and it is still bound to its own row.
      expect(() => old.openText(sealed, aad)).toThrow(DecryptionError);
      expect(() => newOnly.openText(sealed, accountAssociatedData(row.applicantKind, row.applicantId, row.id + 100))).toThrow(
        DecryptionError,
      );
    }
    expect((await db.getRepository(DisbursementRow).findOneByOrFail({ id: rows[2]!.id })).accountSealed).toBeNull();
  });
});
