import type { EntityManager } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import { MATCH_KEYS_TABLE } from './match-key.entity.js';
import { normaliseLoanAccount } from '../../domain/related-applications.js';
import type { ApplicantEntity } from '../application-records/kinds.js';
import { matchHashOf, matchValuesOf, type MatchValue } from './match-values.js';

/**
 * Writing and removing an application's match keys, in the transaction that writes or removes
 * the application (or its payment), and keeping `shared` true exactly on the keys another
 * application also has.
 */

interface StoredKey {
  field: string;
  hash: string;
}

/**
 * Adds the keys of `values` the application does not have yet, hashed with the newest key, and
 * answers them. With `markShared` (the default) it also marks, on every side, those another
 * application has too; a submission leaves that to `markSharedKeys` after its commit.
 */
export async function addMatchKeys(
  manager: EntityManager,
  cipher: PiiCipher,
  kind: ApplicationKind,
  applicantId: number,
  values: readonly MatchValue[],
  { markShared = true }: { markShared?: boolean } = {},
): Promise<MatchValue[]> {
  if (values.length === 0) return [];
  const newest = cipher.ring.newest;
  const own = (await manager.query(`SELECT field, hash FROM ${MATCH_KEYS_TABLE} WHERE applicant_kind = ? AND applicant_id = ?`, [
    kind,
    applicantId,
  ])) as StoredKey[];
  const ownKeys = new Set(own.map((k) => `${k.field}:${k.hash}`));
  // Already there under any key of the ring (a rotation may not have reached it yet).
  const fresh = values.filter((v) => !cipher.ring.all.some((k) => ownKeys.has(`${v.field}:${matchHashOf(cipher, v, k)}`)));
  if (fresh.length === 0) return [];
  await manager.query(
    `INSERT INTO ${MATCH_KEYS_TABLE} (applicant_kind, applicant_id, field, hash, key_version, source_id, shared) VALUES ${fresh
      .map(() => '(?, ?, ?, ?, ?, ?, 0)')
      .join(', ')}`,
    fresh.flatMap((v) => [kind, applicantId, v.field, matchHashOf(cipher, v, newest), newest.version, v.sourceId]),
  );
  if (markShared) await markSharedKeys(manager, cipher, fresh);
  return fresh;
}

/**
 * Marks `shared`, on every application that has it, each of `values` that more than one
 * application has (under any key of the ring). Run after the writes it looks at are committed,
 * two submissions of one family at the same moment both see each other: the later one marks both.
 */
export async function markSharedKeys(manager: EntityManager, cipher: PiiCipher, values: readonly MatchValue[]): Promise<void> {
  for (const value of values) {
    const hashes = cipher.ring.all.map((k) => matchHashOf(cipher, value, k));
    // A plain read (no lock, committed rows only), then an update of those rows by their ids: a
    // range lock on the value would wait on, and deadlock with, another family's submission
    // inserting the same value at that moment. Theirs marks both once it is committed.
    const rows = (await manager.query(
      `SELECT match_key_id AS id, applicant_kind AS kind, applicant_id AS applicantId, shared FROM ${MATCH_KEYS_TABLE} WHERE field = ? AND hash IN (${hashes.map(() => '?').join(', ')})`,
      [value.field, ...hashes],
    )) as { id: number; kind: string; applicantId: number; shared: number | boolean }[];
    if (new Set(rows.map((r) => `${r.kind}:${r.applicantId}`)).size < 2) continue;
    const unmarked = rows.filter((r) => !Number(r.shared)).map((r) => Number(r.id));
    if (unmarked.length)
      await manager.query(
        `UPDATE ${MATCH_KEYS_TABLE} SET shared = 1 WHERE match_key_id IN (${unmarked.map(() => '?').join(', ')})`,
        unmarked,
      );
  }
}

/**
 * Removes an application's keys (it is being deleted). A value it shared with only one other
 * application is no longer shared by that one.
 */
export async function deleteMatchKeys(manager: EntityManager, kind: ApplicationKind, applicantId: number): Promise<void> {
  const own = (await manager.query(
    `SELECT field, hash FROM ${MATCH_KEYS_TABLE} WHERE applicant_kind = ? AND applicant_id = ? AND shared = 1`,
    [kind, applicantId],
  )) as StoredKey[];
  await manager.query(`DELETE FROM ${MATCH_KEYS_TABLE} WHERE applicant_kind = ? AND applicant_id = ?`, [kind, applicantId]);
  for (const { field, hash } of own) {
    const left = (await manager.query(
      `SELECT DISTINCT applicant_kind, applicant_id FROM ${MATCH_KEYS_TABLE} WHERE field = ? AND hash = ? LIMIT 2`,
      [field, hash],
    )) as unknown[];
    if (left.length === 1)
      await manager.query(`UPDATE ${MATCH_KEYS_TABLE} SET shared = 0 WHERE field = ? AND hash = ?`, [field, hash]);
  }
}

/**
 * The keys of an application being stored, in its transaction (the submission): its SSNs in clear,
 * as sent. Answers the values for `markSharedKeys` once the application is committed: marking
 * other applications' rows inside the submission would lock rows another family's submission
 * may be writing at the same moment, and a lock there must never cost an applicant their form.
 */
export function storeApplicationMatchKeys(
  manager: EntityManager,
  cipher: PiiCipher,
  kind: ApplicationKind,
  entity: ApplicantEntity,
  ssns: readonly (string | null)[],
): Promise<MatchValue[]> {
  return addMatchKeys(manager, cipher, kind, entity.id, matchValuesOf(kind, entity, ssns), { markShared: false });
}

/** A loan account number an application is paid to (the payment ledger), in the payment's transaction. */
export async function storeLoanAccountKey(
  manager: EntityManager,
  cipher: PiiCipher,
  kind: ApplicationKind,
  applicantId: number,
  account: string,
  paymentId: number,
): Promise<void> {
  const value = normaliseLoanAccount(account);
  if (value) await addMatchKeys(manager, cipher, kind, applicantId, [{ field: 'LOAN_ACCOUNT', value, sourceId: paymentId }]);
}
