import type { EntityManager } from 'typeorm';
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
 * Takes the chain's head for this transaction: its one row stays locked (InnoDB's row lock, or
 * SQLite's write lock) until the transaction ends, so appends from every instance take turns.
 */
export async function lockHead(manager: EntityManager): Promise<ChainHeadRow> {
  // MySQL: one locking read (it reads the newest committed head, whatever the transaction saw
  // before). SQLite: a no-op UPDATE takes the write lock, then a plain read.
  const mysql = manager.connection.options.type === 'mysql';
  if (!mysql) await manager.query(LOCK_HEAD, [HEAD_ID]);
  const rows: Array<Record<string, unknown>> = await manager.query(mysql ? `${READ_HEAD} FOR UPDATE` : READ_HEAD, [HEAD_ID]);
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

interface RawStatement {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
}
interface RawSqlite {
  inTransaction: boolean;
  prepare(sql: string): RawStatement;
  transaction<T>(fn: () => T): { immediate(): T };
}

const LOCK_HEAD = 'UPDATE audit_chain_head SET seq = seq WHERE id = ?';
const READ_HEAD = 'SELECT seq, head_hash, anchor_seq, anchor_hash FROM audit_chain_head WHERE id = ?';
const INSERT_ROW =
  'INSERT INTO audit_log (at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash) ' +
  'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const MOVE_HEAD = 'UPDATE audit_chain_head SET seq = ?, head_hash = ? WHERE id = ?';

/** Per connection, the statements written in this file: their text is the code's, never a request's, so the map stays that small. */
const prepared = new WeakMap<RawSqlite, Map<string, RawStatement>>();
function statement(raw: RawSqlite, sql: string): RawStatement {
  let known = prepared.get(raw);
  if (!known) prepared.set(raw, (known = new Map()));
  let found = known.get(sql);
  if (!found) known.set(sql, (found = raw.prepare(sql)));
  return found;
}

/** A chained row's values in the INSERT's column order (the bench's bulk seeding writes rows the same way). */
export function chainedRowValues(row: ChainedFields, previousHash: string, rowHash: string, at: (d: Date) => unknown): unknown[] {
  return [
    at(row.at),
    row.actorUserId,
    row.action,
    row.targetType,
    row.targetId,
    row.applicationRef,
    row.ip,
    row.detail,
    row.chainSeq,
    previousHash,
    rowHash,
  ];
}

/** The new row after this head: its place, its hash, and the values the INSERT takes. */
function nextRow(head: { seq: number; headHash: string }, fields: NewAuditRow, at: (d: Date) => unknown) {
  const row: ChainedFields = { ...fields, at: chainTime(fields.at), chainSeq: head.seq + 1 };
  const rowHash = rowHashOf(head.headHash, row);
  return { seq: row.chainSeq, rowHash, values: chainedRowValues(row, head.headHash, rowHash, at) };
}

/**
 * SQLite: the four statements run synchronously on the one connection, so nothing else of this
 * process runs between them, under BEGIN IMMEDIATE (the file's write lock, which other processes
 * wait for), or inside the transaction already open on the connection, which the row then joins.
 */
function appendSqlite(raw: RawSqlite, fields: NewAuditRow): string {
  const run = () => {
    statement(raw, LOCK_HEAD).run(HEAD_ID);
    const head = statement(raw, READ_HEAD).get(HEAD_ID) as Record<string, unknown> | undefined;
    if (!head) throw new Error('The audit chain has no head row: run the migrations.');
    const next = nextRow({ seq: Number(head.seq), headHash: String(head.head_hash) }, fields, (d) => sqliteTime(d));
    statement(raw, INSERT_ROW).run(...next.values);
    statement(raw, MOVE_HEAD).run(next.seq, next.rowHash, HEAD_ID);
    return next.rowHash;
  };
  return raw.inTransaction ? run() : raw.transaction(run).immediate();
}

/** The raw better-sqlite3 connection TypeORM holds, for statements that must run back to back. */
export const rawSqlite = (db: EntityManager['connection']) =>
  (db.driver as unknown as { databaseConnection: RawSqlite }).databaseConnection;

/**
 * SQLite's pruning, synchronously under the write lock like an append: deletes every row up to
 * place `seq`, moves the anchor there, appends the pruning's own row. Answers how many went.
 */
export function pruneSqlite(raw: RawSqlite, cutoff: Date, note: (deleted: number, seq: number) => NewAuditRow): number {
  return raw
    .transaction(() => {
      statement(raw, LOCK_HEAD).run(HEAD_ID);
      const last = statement(raw, 'SELECT MAX(chain_seq) AS seq FROM audit_log WHERE at < ? AND chain_seq IS NOT NULL').get(
        sqliteTime(cutoff),
      ) as { seq: number | null };
      if (last.seq === null) return 0;
      const anchor = statement(raw, 'SELECT row_hash FROM audit_log WHERE chain_seq = ?').get(last.seq) as { row_hash: string };
      const deleted = Number(
        (statement(raw, 'DELETE FROM audit_log WHERE chain_seq <= ?').run(last.seq) as { changes: number }).changes,
      );
      statement(raw, 'UPDATE audit_chain_head SET anchor_seq = ?, anchor_hash = ? WHERE id = ?').run(
        last.seq,
        anchor.row_hash,
        HEAD_ID,
      );
      appendSqlite(raw, note(deleted, last.seq));
      return deleted;
    })
    .immediate();
}

const sqliteTime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Appends one row after the head. MySQL: inside the caller's transaction (the head's row lock
 * makes every instance take turns until it commits). SQLite: see appendSqlite.
 */
export async function appendRow(manager: EntityManager, fields: NewAuditRow): Promise<string> {
  const db = manager.connection;
  if (db.options.type !== 'mysql')
    return appendSqlite((db.driver as unknown as { databaseConnection: RawSqlite }).databaseConnection, fields);
  return appendNow(manager, fields);
}

async function appendNow(manager: EntityManager, fields: NewAuditRow): Promise<string> {
  const head = await lockHead(manager);
  const next = nextRow(head, fields, (d) => d);
  await manager.query(INSERT_ROW, next.values);
  await manager.query(MOVE_HEAD, [next.seq, next.rowHash, HEAD_ID]);
  return next.rowHash;
}
