import type { DataSource } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { PiiCipher } from '../../crypto/pii-cipher.js';
import type { RingKey } from '../../crypto/key-ring.js';
import { storedMatchValues, type LoanAccountReader } from './application-match-values.js';
import { MATCH_KEYS_TABLE } from './match-key.entity.js';
import { matchHashOf } from './match-values.js';

/**
 * Re-keys the match keys with `npm run keys:rotate` (docs/decisions/170, 495): a hash kept under
 * an old key forever would let whoever holds that key test guesses against it. Each key is
 * recomputed from its application's values (its SSNs opened in memory) under the target key;
 * which key made a hash is its `key_version`, so an interrupted run continues. Equal values
 * stay equal under the new key, so `shared` does not change.
 */
export interface MatchKeyRotation {
  batchSize: number;
  loanAccounts: LoanAccountReader;
  /** True when the caller wants the rotation to stop here (it resumes later). */
  stop: () => boolean;
  batchDone: () => Promise<void>;
}

interface KeyRow {
  id: number;
  kind: ApplicationKind;
  applicantId: number;
  field: string;
  hash: string;
  version: number;
}

/** How many match keys are not under key `version`. */
export async function pendingMatchKeys(db: DataSource, version: number): Promise<number> {
  const [row] = (await db.query(`SELECT COUNT(*) AS n FROM ${MATCH_KEYS_TABLE} WHERE key_version <> ?`, [version])) as [
    { n: number | string },
  ];
  return Number(row.n);
}

/** Answers how many keys it re-keyed, and whether it reached the end. */
export async function rotateMatchKeys(
  db: DataSource,
  cipher: PiiCipher,
  target: RingKey,
  options: MatchKeyRotation,
): Promise<{ rekeyed: number; complete: boolean }> {
  let rekeyed = 0;
  let lastId = 0;
  for (;;) {
    if (options.stop()) return { rekeyed, complete: false };
    const rows = (
      (await db.query(
        `SELECT match_key_id AS id, applicant_kind AS kind, applicant_id AS applicantId, field, hash, key_version AS version
         FROM ${MATCH_KEYS_TABLE} WHERE key_version <> ? AND match_key_id > ? ORDER BY match_key_id LIMIT ?`,
        [target.version, lastId, options.batchSize],
      )) as KeyRow[]
    ).map((r) => ({ ...r, id: Number(r.id), applicantId: Number(r.applicantId), version: Number(r.version) }));
    if (rows.length === 0) return { rekeyed, complete: true };
    lastId = rows[rows.length - 1]!.id;
    await db.transaction(async (manager) => {
      const byKind = new Map<ApplicationKind, number[]>();
      for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.applicantId]);
      for (const [kind, ids] of byKind) {
        const values = await storedMatchValues(manager, cipher, kind, [...new Set(ids)], options.loanAccounts);
        for (const row of rows.filter((r) => r.kind === kind)) {
          const old = cipher.ring.find(row.version);
          const value =
            old && values.get(row.applicantId)?.find((v) => v.field === row.field && matchHashOf(cipher, v, old) === row.hash);
          // A value no longer there (a key left behind) would match nothing true: it goes.
          if (!value) {
            await manager.query(`DELETE FROM ${MATCH_KEYS_TABLE} WHERE match_key_id = ?`, [row.id]);
            continue;
          }
          const hash = matchHashOf(cipher, value, target);
          const [twin] = (await manager.query(
            `SELECT match_key_id FROM ${MATCH_KEYS_TABLE} WHERE applicant_kind = ? AND applicant_id = ? AND field = ? AND hash = ?`,
            [kind, row.applicantId, row.field, hash],
          )) as unknown[];
          // The same value was added again under the new key meanwhile: this older copy goes.
          if (twin) {
            await manager.query(`DELETE FROM ${MATCH_KEYS_TABLE} WHERE match_key_id = ?`, [row.id]);
            continue;
          }
          // Only if unchanged meanwhile; a row rewritten by someone else is left for the next pass.
          await manager.query(
            `UPDATE ${MATCH_KEYS_TABLE} SET hash = ?, key_version = ? WHERE match_key_id = ? AND key_version = ?`,
            [hash, target.version, row.id, row.version],
          );
          rekeyed++;
        }
      }
    });
    await options.batchDone();
  }
}
