import type { DataSource, EntityManager } from 'typeorm';
import { chainTime, rowHashOf, type ChainedFields } from '../../crypto/audit-hash.js';

export { chainTime, GENESIS_HASH, rowHashOf, storedTime, type ChainedFields } from '../../crypto/audit-hash.js';
export const HEAD_ID = 1;

export interface ChainHeadRow {
  seq: number;
  headHash: string;
  anchorSeq: number;
  anchorHash: string;
}

const num = (v: unknown) => Number(v);

/**
 * Takes the chain's head for this transaction: the UPDATE locks its one row (InnoDB's row lock, or
 * SQLite's write lock) until the transaction ends, so appends from every instance take turns.
 */
export async function lockHead(manager: EntityManager): Promise<ChainHeadRow> {
  await manager.query('UPDATE audit_chain_head SET seq = seq WHERE id = ?', [HEAD_ID]);
  const rows: Array<Record<string, unknown>> = await manager.query(
    'SELECT seq, head_hash, anchor_seq, anchor_hash FROM audit_chain_head WHERE id = ?',
    [HEAD_ID],
  );
  const row = rows[0];
  if (!row) throw new Error('The audit chain has no head row: run the migrations.');
  return {
    seq: num(row.seq),
    headHash: String(row.head_hash),
    anchorSeq: num(row.anchor_seq),
    anchorHash: String(row.anchor_hash),
  };
}

/** Fields of a new row, before it has a place in the chain. */
export type NewAuditRow = Omit<ChainedFields, 'chainSeq'>;

/**
 * SQLite runs every transaction of a process on one connection, so two appends awaiting in turn
 * would read the same head; they queue here. (MySQL's row lock does this across connections.)
 */
const turns = new WeakMap<DataSource, Promise<unknown>>();

function inTurn<T>(db: DataSource, work: () => Promise<T>): Promise<T> {
  if (db.options.type === 'mysql') return work();
  const before = turns.get(db) ?? Promise.resolve();
  const mine = before.then(work, work);
  turns.set(
    db,
    mine.catch(() => undefined),
  );
  return mine;
}

/** Appends one row after the head, inside the caller's transaction (which lockHead has not yet locked). */
export function appendRow(manager: EntityManager, fields: NewAuditRow): Promise<string> {
  return inTurn(manager.connection, () => appendNow(manager, fields));
}

async function appendNow(manager: EntityManager, fields: NewAuditRow): Promise<string> {
  const head = await lockHead(manager);
  const row: ChainedFields = { ...fields, at: chainTime(fields.at), chainSeq: head.seq + 1 };
  const rowHash = rowHashOf(head.headHash, row);
  await manager.query(
    'INSERT INTO audit_log (at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      sqlTime(manager, row.at),
      row.actorUserId,
      row.action,
      row.targetType,
      row.targetId,
      row.applicationRef,
      row.ip,
      row.detail,
      row.chainSeq,
      head.headHash,
      rowHash,
    ],
  );
  await manager.query('UPDATE audit_chain_head SET seq = ?, head_hash = ? WHERE id = ?', [row.chainSeq, rowHash, HEAD_ID]);
  return rowHash;
}

/** A time as each database stores it (TypeORM's own format: UTC text on SQLite, a Date on MySQL). */
export function sqlTime(manager: EntityManager, at: Date): Date | string {
  return manager.connection.options.type === 'mysql' ? at : at.toISOString().replace('T', ' ').replace('Z', '');
}
