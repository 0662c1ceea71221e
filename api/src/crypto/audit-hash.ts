import { createHash } from 'node:crypto';

/**
 * The audit log's hash chain, the part every layer shares: the migration that seals the rows
 * already there, the app that appends, the check that verifies (docs/decisions/370).
 */
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

export function rowHashOf(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalRow(row)).digest('hex');
}
