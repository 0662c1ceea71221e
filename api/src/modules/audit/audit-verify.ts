import type { DataSource } from 'typeorm';
import {
  HEAD_ID,
  headMacOf,
  headOf,
  READ_HEAD,
  rowHashOf,
  storedTime,
  type ChainedFields,
  type ChainKey,
} from './audit-chain.js';

/** What is wrong at the first break: a row changed, rows deleted, or a row inserted out of order. */
export type ChainBreakKind = 'changed' | 'deleted' | 'inserted';

export interface ChainBreak {
  kind: ChainBreakKind;
  /** The audit row's id where the chain breaks (null when the rows at its end are missing). */
  rowId: number | null;
  message: string;
}

export interface ChainReport {
  ok: boolean;
  rows: number;
  headSeq: number;
  headHash: string;
  firstBreak: ChainBreak | null;
}

interface StoredRow extends ChainedFields {
  id: number;
  prevHash: string | null;
  rowHash: string | null;
  rawSeq: number | null;
}

const BATCH = 2000;

function storedRow(r: Record<string, unknown>): StoredRow {
  const seq = r.chain_seq === null || r.chain_seq === undefined ? null : Number(r.chain_seq);
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: Number(r.audit_id),
    rawSeq: seq,
    chainSeq: seq ?? 0,
    at: storedTime(r.at),
    actorUserId: r.actor_user_id === null || r.actor_user_id === undefined ? null : Number(r.actor_user_id),
    action: String(r.action),
    targetType: text(r.target_type),
    targetId: text(r.target_id),
    applicationRef: text(r.application_ref),
    ip: text(r.ip),
    detail: text(r.detail),
    prevHash: text(r.prev_hash),
    rowHash: text(r.row_hash),
  };
}

/**
 * Walks the whole chain in id order, a batch at a time, and names the first row that breaks it:
 * a row whose hash no longer matches its content (changed), a gap in the sequence (deleted), a
 * row out of order, unsealed or past the head (inserted). The head row must match the last row,
 * and its seal must hold under the key: rows from its first keyed place on are HMACs under AUDIT_KEY
 * (docs/decisions/450), so neither a re-hashed row nor a head moved back passes without the key.
 */
export async function verifyChain(db: DataSource, key: ChainKey): Promise<ChainReport> {
  const heads: Array<Record<string, unknown>> = await db.query(READ_HEAD, [HEAD_ID]);
  if (!heads[0]) throw new Error('The audit chain has no head row: run the migrations.');
  const head = headOf(heads[0]);
  const { seq: headSeq, headHash } = head;
  // A head never sealed: its rows are read as unkeyed, and the head itself is reported below.
  const keyedFrom = head.keyedFromSeq ?? Infinity;
  let prevSeq = head.anchorSeq;
  let prevHash = head.anchorHash;
  let prevId: number | null = null;
  let rows = 0;
  const report = (firstBreak: ChainBreak | null): ChainReport => ({ ok: !firstBreak, rows, headSeq, headHash, firstBreak });
  let after = 0;
  for (;;) {
    const batch: Array<Record<string, unknown>> = await db.query(
      'SELECT audit_id, at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash ' +
        `FROM audit_log WHERE audit_id > ? ORDER BY audit_id LIMIT ${BATCH}`,
      [after],
    );
    for (const raw of batch) {
      const row = storedRow(raw);
      rows++;
      const at = `row #${row.id}`;
      if (row.rawSeq === null || !row.rowHash || !row.prevHash)
        return report({ kind: 'inserted', rowId: row.id, message: `${at} is not sealed: it was inserted around the app.` });
      if (row.rawSeq <= prevSeq)
        return report({
          kind: 'inserted',
          rowId: row.id,
          message: `${at} (place ${row.rawSeq}) was inserted out of order, after place ${prevSeq}.`,
        });
      if (row.rawSeq > headSeq)
        return report({
          kind: 'inserted',
          rowId: row.id,
          message: `${at} (place ${row.rawSeq}) is past the chain's head (${headSeq}): inserted out of order.`,
        });
      if (row.rawSeq > prevSeq + 1) {
        const gap = row.rawSeq - prevSeq - 1;
        return report({
          kind: 'deleted',
          rowId: row.id,
          message: `${gap} row${gap > 1 ? 's' : ''} before ${at} (place${gap > 1 ? 's' : ''} ${prevSeq + 1}${gap > 1 ? `–${row.rawSeq - 1}` : ''}) ${gap > 1 ? 'were' : 'was'} deleted.`,
        });
      }
      if (rowHashOf(row.prevHash, row, row.rawSeq >= keyedFrom ? key : null) !== row.rowHash)
        return report({ kind: 'changed', rowId: row.id, message: `${at} was changed after it was written.` });
      if (row.prevHash !== prevHash)
        return report({
          kind: 'changed',
          rowId: prevId ?? row.id,
          message: `${at} does not follow ${prevId === null ? 'the chain anchor' : `row #${prevId}`}: ${prevId === null ? 'the anchor' : `row #${prevId}`} was changed and its hash rewritten.`,
        });
      prevSeq = row.rawSeq;
      prevHash = row.rowHash;
      prevId = row.id;
    }
    if (batch.length < BATCH) break;
    after = Number(batch[batch.length - 1]!.audit_id);
  }
  if (prevSeq < headSeq) {
    const gap = headSeq - prevSeq;
    return report({
      kind: 'deleted',
      rowId: null,
      message: `The last ${gap} row${gap > 1 ? 's' : ''} of the chain (place${gap > 1 ? 's' : ''} ${prevSeq + 1}${gap > 1 ? `–${headSeq}` : ''}) ${gap > 1 ? 'were' : 'was'} deleted.`,
    });
  }
  if (prevHash !== headHash)
    return report({ kind: 'changed', rowId: prevId, message: `The chain's head does not match row #${prevId}: it was changed.` });
  if (head.keyedFromSeq === null ? rows > 0 || headSeq > 0 : head.headMac !== headMacOf(key, head))
    return report({
      kind: 'changed',
      rowId: null,
      message:
        head.keyedFromSeq === null
          ? "The chain's head has no seal: it was removed with SQL, or the database was migrated by a version before the audit key."
          : "The chain's head was changed: its seal does not hold under AUDIT_KEY (rows at its end may have been deleted and the head " +
            'moved back), or AUDIT_KEY is not the key the log was sealed with.',
    });
  return report(null);
}
