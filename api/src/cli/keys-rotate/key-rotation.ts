import { In, type DataSource } from 'typeorm';
import { APPLICATION_KINDS, type ApplicationKind } from '../../domain/applications/index.js';
import { ApplicationDocumentPart } from '../../modules/application-records/application-document.entity.js';
import { mailAssociatedData } from '../../modules/mail-outbox/enqueue.js';
import { OutboxMail } from '../../modules/mail-outbox/mail-outbox.entity.js';
import { accountAssociatedData, DisbursementRow } from '../../modules/disbursements/disbursement.entity.js';
import { partAssociatedData } from '../../modules/documents/staged-document.js';
import { KINDS, hashProp, sealedProp, ssnAssociatedData, type Row } from '../../modules/application-records/kinds.js';
import { PiiCipher } from '../../crypto/pii-cipher.js';
import type { RingKey } from '../../crypto/key-ring.js';
import { eraseDeletedData } from '../../../../db/erase-deleted.js';
import { disbursementLoanAccounts } from '../../modules/disbursements/disbursement-loan-accounts.js';
import { ApplicationMatchKey } from '../../modules/related-applications/match-key.entity.js';
import { pendingMatchKeys, rotateMatchKeys } from '../../modules/related-applications/match-key-rotation.js';

/**
 * Re-encrypts every SSN (and rewrites its lookup hash), every payment's account or loan number
 * (the disbursement ledger, issue 40), every mail still to be sent (waiting or failed) and every
 * document part under one key of the ring, in small batches, each its own
 * short transaction, so the app keeps serving.
 * Which rows are done is read from each value's key-version byte, so an interrupted rotation
 * simply runs again and continues where it stopped (docs/decisions/170).
 */
export interface RotationOptions {
  /** Applicant rows (and outbox mails) per batch; document parts go 8 per batch (up to 8 MiB). */
  batchSize?: number;
  /** Stops after this many batches (to show resuming); undefined runs to the end. */
  stopAfterBatches?: number;
  onBatch?: (done: RotationCounts) => void;
}

export interface RotationCounts {
  ssns: number;
  /** Sealed account or loan numbers of payments (disbursements). */
  accounts: number;
  parts: number;
  mails: number;
  /** Related applications' keyed hashes (issue 39), recomputed under the new key. */
  matchKeys: number;
  batches: number;
  complete: boolean;
}

const PARTS_PER_BATCH = 8;

const versionHex = (version: number) => version.toString(16).padStart(2, '0').toUpperCase();

/** Sent mails keep no message; a waiting or failed one must stay readable once the old key is removed. */
const UNSENT: OutboxMail['status'][] = ['queued', 'failed'];
const unsentUnder = 'm.status IN (:...unsent) AND m.sealedMessage IS NOT NULL AND HEX(SUBSTR(m.sealedMessage, 1, 1)) <> :hex';

function ssnFieldsOf(kind: ApplicationKind): string[] {
  return [...KINDS[kind].form.ssnFields];
}

export interface PendingCounts {
  ssns: number;
  accounts: number;
  parts: number;
  mails: number;
  matchKeys: number;
}

/** How many SSNs, payment account numbers, document parts and unsent mails are not yet under the target key. */
export async function pendingForKey(db: DataSource, version: number): Promise<PendingCounts> {
  let ssns = 0;
  for (const kind of APPLICATION_KINDS) {
    const repo = db.getRepository(KINDS[kind].entity);
    const fields = ssnFieldsOf(kind);
    const select = Object.fromEntries(fields.map((f) => [sealedProp(f), true]));
    const rows = (await repo.find({ select: select as never })) as unknown as Row[];
    for (const row of rows) {
      for (const f of fields) {
        const sealed = row[sealedProp(f)];
        if (typeof sealed === 'string' && PiiCipher.versionOf(sealed) !== version) ssns++;
      }
    }
  }
  // Sealed with sealText like the SSNs (text, not bytes): its version is read the same way.
  const sealedAccounts = await db
    .getRepository(DisbursementRow)
    .createQueryBuilder('d')
    .select(['d.id', 'd.accountSealed'])
    .where('d.accountSealed IS NOT NULL')
    .getMany();
  const accounts = sealedAccounts.filter((d) => PiiCipher.versionOf(d.accountSealed!) !== version).length;
  const parts = await db
    .getRepository(ApplicationDocumentPart)
    .createQueryBuilder('p')
    .where('HEX(SUBSTR(p.sealedBytes, 1, 1)) <> :hex', { hex: versionHex(version) })
    .getCount();
  const mails = await db
    .getRepository(OutboxMail)
    .createQueryBuilder('m')
    .where(unsentUnder, { unsent: UNSENT, hex: versionHex(version) })
    .getCount();
  return { ssns, accounts, parts, mails, matchKeys: await pendingMatchKeys(db, version) };
}

export async function rotateToKey(
  db: DataSource,
  cipher: PiiCipher,
  target: RingKey,
  options: RotationOptions = {},
): Promise<RotationCounts> {
  const batchSize = options.batchSize ?? 100;
  const counts: RotationCounts = { ssns: 0, accounts: 0, parts: 0, mails: 0, matchKeys: 0, batches: 0, complete: false };
  const stop = () => options.stopAfterBatches !== undefined && counts.batches >= options.stopAfterBatches;
  const batchDone = async () => {
    counts.batches++;
    options.onBatch?.({ ...counts });
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  };

  for (const kind of APPLICATION_KINDS) {
    const model = KINDS[kind];
    const repo = db.getRepository(model.entity);
    const idProp = repo.metadata.primaryColumns[0]!.propertyName;
    const fields = ssnFieldsOf(kind);
    let lastId = 0;
    for (;;) {
      if (stop()) return counts;
      const rows = (await repo
        .createQueryBuilder('a')
        .select([`a.${idProp}`, 'a.reference', ...fields.map((f) => `a.${sealedProp(f)}`)])
        .where(`a.${idProp} > :lastId`, { lastId })
        .orderBy(`a.${idProp}`, 'ASC')
        .limit(batchSize)
        .getMany()) as unknown as Row[];
      if (rows.length === 0) break;
      lastId = Number(rows[rows.length - 1]![idProp]);
      const updates: { id: number; changes: Record<string, string> }[] = [];
      for (const row of rows) {
        const changes: Record<string, string> = {};
        for (const field of fields) {
          const sealed = row[sealedProp(field)];
          if (typeof sealed !== 'string' || PiiCipher.versionOf(sealed) === target.version) continue;
          const aad = ssnAssociatedData(kind, row.reference, field);
          const ssn = cipher.openText(sealed, aad);
          changes[sealedProp(field)] = cipher.sealText(ssn, aad, target);
          changes[hashProp(field)] = cipher.ssnLookupHash(ssn, target);
        }
        if (Object.keys(changes).length) updates.push({ id: Number(row[idProp]), changes });
      }
      if (updates.length) {
        await db.transaction(async (manager) => {
          for (const u of updates) await manager.update(model.entity, { [idProp]: u.id }, u.changes);
        });
        counts.ssns += updates.reduce((n, u) => n + Object.keys(u.changes).length / 2, 0);
      }
      await batchDone();
    }
  }

  // Payments' account or loan numbers, bound to their row (kind, application, payment).
  const payments = db.getRepository(DisbursementRow);
  let lastPayment = 0;
  for (;;) {
    if (stop()) return counts;
    const batch = await payments
      .createQueryBuilder('d')
      .select(['d.id', 'd.applicantKind', 'd.applicantId', 'd.accountSealed'])
      .where('d.accountSealed IS NOT NULL')
      .andWhere('d.id > :lastPayment', { lastPayment })
      .orderBy('d.id', 'ASC')
      .limit(batchSize)
      .getMany();
    if (batch.length === 0) break;
    lastPayment = batch[batch.length - 1]!.id;
    const stale = batch.filter((d) => PiiCipher.versionOf(d.accountSealed!) !== target.version);
    if (stale.length) {
      await db.transaction(async (manager) => {
        for (const d of stale) {
          const aad = accountAssociatedData(d.applicantKind, d.applicantId, d.id);
          const accountSealed = cipher.sealText(cipher.openText(d.accountSealed!, aad), aad, target);
          // Only if unchanged meanwhile: a row rewritten by someone else is left for the next run.
          const changed = await manager.update(DisbursementRow, { id: d.id, accountSealed: d.accountSealed! }, { accountSealed });
          if (changed.affected) counts.accounts++;
        }
      });
    }
    await batchDone();
  }

  // Related applications' hashes (issue 39): after the SSNs and payments, whose values they are made from.
  const matchKeys = await rotateMatchKeys(db, cipher, target, {
    batchSize,
    loanAccounts: disbursementLoanAccounts(cipher),
    stop,
    batchDone,
  });
  counts.matchKeys = matchKeys.rekeyed;
  if (!matchKeys.complete) return counts;

  // Mail waiting to leave (or failed, for an admin's retry): the worker must still open it with the new key alone.
  const mails = db.getRepository(OutboxMail);
  let lastMail = 0;
  for (;;) {
    if (stop()) return counts;
    const batch = await mails
      .createQueryBuilder('m')
      .select(['m.id', 'm.uuid'])
      .addSelect('m.sealedMessage')
      .where(unsentUnder, { unsent: UNSENT, hex: versionHex(target.version) })
      .andWhere('m.id > :lastMail', { lastMail })
      .orderBy('m.id', 'ASC')
      .limit(batchSize)
      .getMany();
    if (batch.length === 0) break;
    lastMail = batch[batch.length - 1]!.id;
    await db.transaction(async (manager) => {
      for (const mail of batch) {
        const aad = mailAssociatedData(mail.uuid);
        const sealedMessage = cipher.seal(cipher.open(mail.sealedMessage!, aad), aad, target);
        // Only while unsent: a mail marked sent meanwhile keeps no message.
        const changed = await manager.update(OutboxMail, { id: mail.id, status: In(UNSENT) }, { sealedMessage });
        if (changed.affected) counts.mails++;
      }
    });
    await batchDone();
  }

  const parts = db.getRepository(ApplicationDocumentPart);
  let last = { fileId: '', partNo: -1 };
  for (;;) {
    if (stop()) return counts;
    const batch = await parts
      .createQueryBuilder('p')
      .where('HEX(SUBSTR(p.sealedBytes, 1, 1)) <> :hex', { hex: versionHex(target.version) })
      .andWhere('(p.fileId > :fileId OR (p.fileId = :fileId AND p.partNo > :partNo))', last)
      .orderBy('p.fileId', 'ASC')
      .addOrderBy('p.partNo', 'ASC')
      .limit(PARTS_PER_BATCH)
      .getMany();
    if (batch.length === 0) break;
    const last_ = batch[batch.length - 1]!;
    last = { fileId: last_.fileId, partNo: last_.partNo };
    await db.transaction(async (manager) => {
      for (const part of batch) {
        const aad = partAssociatedData(part.fileId, part.partNo);
        const sealedBytes = cipher.seal(cipher.open(part.sealedBytes, aad), aad, target);
        await manager.update(ApplicationDocumentPart, { fileId: part.fileId, partNo: part.partNo }, { sealedBytes });
      }
    });
    counts.parts += batch.length;
    await batchDone();
  }
  counts.complete = true;
  // The values under the old key must not stay readable in the database files (nor a later backup).
  // Always, not only when this run changed something: an interrupted run may have done the rest.
  const rewritten = [
    ...APPLICATION_KINDS.map((k) => KINDS[k].entity),
    DisbursementRow,
    ApplicationMatchKey,
    OutboxMail,
    ApplicationDocumentPart,
  ];
  await eraseDeletedData(
    db,
    rewritten.map((e) => db.getMetadata(e).tableName),
  );
  return counts;
}
