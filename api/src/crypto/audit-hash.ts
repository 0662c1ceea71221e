import { createHash, createHmac } from 'node:crypto';

/**
 * The audit log's hash chain, the part every layer shares: the migration that seals the rows
 * already there, the app that appends, the check that verifies (docs/decisions/370). Since
 * decision 450 each new row is sealed with an HMAC under AUDIT_KEY, which the database does not
 * hold, and so is the head: SQL alone can no longer re-hash the rows after a change, nor move
 * the head back over deleted rows.
 */

/** AUDIT_KEY as bytes. */
export type ChainKey = Buffer;
/** The hash before the first row of a chain that was never pruned. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of a row that its hash covers, as stored. */
export interface ChainedFields {
  chainSeq: number;
  at: Date;
  actorUserId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  applicationRef: string | null;
  ip: string | null;
  detail: string | null;
}

/** A stored time, whichever way the driver hands it over (SQLite text in UTC, MySQL a Date). */
export function storedTime(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** The time as the chain sees it: to the second, since MySQL's DATETIME keeps no more. */
export const chainTime = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** One line per row, the same on every database: a JSON array in a fixed order. */
export function canonicalRow(row: ChainedFields): string {
  return JSON.stringify([
    row.chainSeq,
    chainTime(row.at).toISOString(),
    row.actorUserId,
    row.action,
    row.targetType,
    row.targetId,
    row.applicationRef,
    row.ip,
    row.detail,
  ]);
}

/**
 * A row's seal: HMAC-SHA-256 under the key, or plain SHA-256 (`key` null) for the rows sealed
 * before the chain was keyed. Both cover the previous row's seal, so a keyed row also protects
 * every unkeyed one before it.
 */
export function rowHashOf(prevHash: string, row: ChainedFields, key: ChainKey | null): string {
  const hash = key ? createHmac('sha256', key) : createHash('sha256');
  return hash.update(prevHash).update('\n').update(canonicalRow(row)).digest('hex');
}

/** What the head says: the last place and seal, where the kept rows start, and the first keyed place. */
export interface ChainHead {
  seq: number;
  headHash: string;
  anchorSeq: number;
  anchorHash: string;
  /** The first place sealed with the key; null until the app has sealed the head once. */
  keyedFromSeq: number | null;
}

/** The head's own seal: without the key, nobody can move it back over deleted rows or forward past the anchor. */
export function headMacOf(key: ChainKey, head: ChainHead): string {
  const fields = [head.seq, head.headHash, head.anchorSeq, head.anchorHash, head.keyedFromSeq];
  return createHmac('sha256', key)
    .update(`audit-chain-head\n${JSON.stringify(fields)}`)
    .digest('hex');
}
