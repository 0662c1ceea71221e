import type { DataSource, EntityManager } from 'typeorm';
import { chainTime, headMacOf, rowHashOf, type ChainedFields, type ChainHead, type ChainKey } from '../../crypto/audit-hash.js';

export {
  chainTime,
  GENESIS_HASH,
  headMacOf,
  rowHashOf,
  storedTime,
  type ChainedFields,
  type ChainHead,
  type ChainKey,
} from '../../crypto/audit-hash.js';
export const HEAD_ID = 1;

export type ChainHeadRow = ChainHead & { headMac: string | null };

const num = (v: unknown) => Number(v);

/** The head as stored, from a row of READ_HEAD. */
export function headOf(row: Record<string, unknown>): ChainHead & { headMac: string | null } {
  return {
    seq: num(row.seq),
    headHash: String(row.head_hash),
    anchorSeq: num(row.anchor_seq),
    anchorHash: String(row.anchor_hash),
    keyedFromSeq: row.keyed_from_seq === null || row.keyed_from_seq === undefined ? null : num(row.keyed_from_seq),
    headMac: row.head_mac === null || row.head_mac === undefined ? null : String(row.head_mac),
  };
}

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
  return headOf(row);
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
export const READ_HEAD =
  'SELECT seq, head_hash, anchor_seq, anchor_hash, keyed_from_seq, head_mac FROM audit_chain_head WHERE id = ?';
const INSERT_ROW =
  'INSERT INTO audit_log (at, actor_user_id, action, target_type, target_id, application_ref, ip, detail, chain_seq, prev_hash, row_hash) ' +
  'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const MOVE_HEAD = 'UPDATE audit_chain_head SET seq = ?, head_hash = ?, keyed_from_seq = ?, head_mac = ? WHERE id = ?';
const SEAL_HEAD = 'UPDATE audit_chain_head SET keyed_from_seq = ?, head_mac = ? WHERE id = ?';
export const MOVE_ANCHOR = 'UPDATE audit_chain_head SET anchor_seq = ?, anchor_hash = ?, head_mac = ? WHERE id = ?';

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

/** What a head whose seal does not hold gets instead of a seal: it stays broken until someone looks. */
const BROKEN_SEAL = 'broken';

/**
 * Whether the head's seal holds. A head never sealed holds only while the chain is empty (a new
 * database): one with rows is sealed by the process that migrated it (sealChainHead).
 */
function sealHolds(head: ChainHead & { headMac: string | null }, key: ChainKey): boolean {
  if (head.keyedFromSeq === null) return head.seq === 0;
  return head.headMac === headMacOf(key, head);
}

let warned = false;
/** Once per process: the operator must look, and every later head stays unsealed until then. */
function warnBroken(): void {
  if (warned) return;
  warned = true;
  console.error(
    "[audit] The audit log's head seal does not hold: rows may have been changed or deleted with SQL. New rows are " +
      'still written, and `npm run audit:verify` reports the break (docs/decisions/450).',
  );
}

/** The head's seal after it moved to `moved`: a new one only if the old one held. */
function nextSeal(head: ChainHead & { headMac: string | null }, moved: ChainHead, key: ChainKey): string | null {
  if (moved.keyedFromSeq === null) return null;
  if (sealHolds(head, key)) return headMacOf(key, moved);
  warnBroken();
  return BROKEN_SEAL;
}

/**
 * The new row after this head: its place, its seal (HMAC from the head's first keyed place on; a
 * new chain is keyed from its first row), the values the INSERT takes, and the head's after it.
 */
function nextRow(head: ChainHead & { headMac: string | null }, fields: NewAuditRow, at: (d: Date) => unknown, key: ChainKey) {
  const row: ChainedFields = { ...fields, at: chainTime(fields.at), chainSeq: head.seq + 1 };
  const keyedFromSeq = head.keyedFromSeq ?? (head.seq === 0 ? 1 : null);
  const rowHash = rowHashOf(head.headHash, row, keyedFromSeq === null ? null : key);
  const moved: ChainHead = { ...head, seq: row.chainSeq, headHash: rowHash, keyedFromSeq };
  return {
    rowHash,
    values: chainedRowValues(row, head.headHash, rowHash, at),
    head: [moved.seq, moved.headHash, moved.keyedFromSeq, nextSeal(head, moved, key), HEAD_ID],
  };
}

/** The seal of a head whose anchor the pruning moved (checked before it moved). */
export function anchorMovedSeal(
  head: ChainHead & { headMac: string | null },
  anchorSeq: number,
  anchorHash: string,
  key: ChainKey,
) {
  return nextSeal(head, { ...head, anchorSeq, anchorHash }, key);
}

/** A head not sealed yet is keyed from its next place on; one already sealed is left as it is. */
function sealedHead(head: ChainHead, key: ChainKey): unknown[] | null {
  if (head.keyedFromSeq !== null) return null;
  const sealed = { ...head, keyedFromSeq: head.seq + 1 };
  return [sealed.keyedFromSeq, headMacOf(key, sealed), HEAD_ID];
}

/**
 * At start-up: a chain never keyed is keyed from its next place on and its head sealed, when it
 * is empty (a new database) or `migratedNow` (this process ran the migration that added the seal:
 * the upgrade from before decision 450). A head with rows whose seal was cleared later is left
 * unsealed: sealing it would cover whatever was done to it. Instances take turns on the head's lock.
 */
export async function sealChainHead(db: DataSource, key: ChainKey, migratedNow: boolean): Promise<void> {
  const seal = (head: ChainHead) => (head.seq === 0 || migratedNow ? sealedHead(head, key) : null);
  if (db.options.type !== 'mysql') {
    const raw = rawSqlite(db);
    raw
      .transaction(() => {
        statement(raw, LOCK_HEAD).run(HEAD_ID);
        const row = statement(raw, READ_HEAD).get(HEAD_ID) as Record<string, unknown> | undefined;
        if (!row) throw new Error('The audit chain has no head row: run the migrations.');
        const values = seal(headOf(row));
        if (values) statement(raw, SEAL_HEAD).run(...values);
      })
      .immediate();
    return;
  }
  await db.transaction(async (manager) => {
    const values = seal(await lockHead(manager));
    if (values) await manager.query(SEAL_HEAD, values);
  });
}

/**
 * SQLite: the four statements run synchronously on the one connection, so nothing else of this
 * process runs between them, under BEGIN IMMEDIATE (the file's write lock, which other processes
 * wait for), or inside the transaction already open on the connection, which the row then joins.
 */
function appendSqlite(raw: RawSqlite, fields: NewAuditRow, key: ChainKey): string {
  const run = () => {
    statement(raw, LOCK_HEAD).run(HEAD_ID);
    const head = statement(raw, READ_HEAD).get(HEAD_ID) as Record<string, unknown> | undefined;
    if (!head) throw new Error('The audit chain has no head row: run the migrations.');
    const next = nextRow(headOf(head), fields, (d) => sqliteTime(d), key);
    statement(raw, INSERT_ROW).run(...next.values);
    statement(raw, MOVE_HEAD).run(...next.head);
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
export function pruneSqlite(
  raw: RawSqlite,
  cutoff: Date,
  note: (deleted: number, seq: number) => NewAuditRow,
  key: ChainKey,
): number {
  return raw
    .transaction(() => {
      statement(raw, LOCK_HEAD).run(HEAD_ID);
      const head = headOf(statement(raw, READ_HEAD).get(HEAD_ID) as Record<string, unknown>);
      const last = statement(raw, 'SELECT MAX(chain_seq) AS seq FROM audit_log WHERE at < ? AND chain_seq IS NOT NULL').get(
        sqliteTime(cutoff),
      ) as { seq: number | null };
      if (last.seq === null) return 0;
      const anchor = statement(raw, 'SELECT row_hash FROM audit_log WHERE chain_seq = ?').get(last.seq) as { row_hash: string };
      const deleted = Number(
        (statement(raw, 'DELETE FROM audit_log WHERE chain_seq <= ?').run(last.seq) as { changes: number }).changes,
      );
      statement(raw, MOVE_ANCHOR).run(last.seq, anchor.row_hash, anchorMovedSeal(head, last.seq, anchor.row_hash, key), HEAD_ID);
      appendSqlite(raw, note(deleted, last.seq), key);
      return deleted;
    })
    .immediate();
}

const sqliteTime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Appends one row after the head. MySQL: inside the caller's transaction (the head's row lock
 * makes every instance take turns until it commits). SQLite: see appendSqlite.
 */
export async function appendRow(manager: EntityManager, fields: NewAuditRow, key: ChainKey): Promise<string> {
  const db = manager.connection;
  if (db.options.type !== 'mysql') return appendSqlite(rawSqlite(db), fields, key);
  const next = nextRow(await lockHead(manager), fields, (d) => d, key);
  await manager.query(INSERT_ROW, next.values);
  await manager.query(MOVE_HEAD, next.head);
  return next.rowHash;
}
