import type { DataSource } from 'typeorm';
import { fieldErrorsFromIssues, validationError } from '../../domain/errors.js';
import { AUDIT_PAGE_SIZE_MAX, auditLogFilterSchema, type AuditLogFilterInput } from '../../domain/audit.js';
import { storedTime } from './audit-chain.js';

export type AuditLogFilter = AuditLogFilterInput;

export interface AuditLogRow {
  id: number;
  at: Date;
  actorUserId: number | null;
  /** The staff member's name, or null for the system or a deleted account. */
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  reference: string | null;
  ip: string | null;
  detail: string | null;
}

export interface AuditLogPage {
  items: AuditLogRow[];
  total: number;
  page: number;
  pageSize: number;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Checks the filters (the domain's rules) or throws VALIDATION_FAILED. */
export function parseAuditFilter(input: unknown): AuditLogFilter {
  const parsed = auditLogFilterSchema.safeParse(input ?? {});
  if (!parsed.success) throw validationError('Please check the filters.', fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

/** The filters as one WHERE clause (`?` parameters), on the table aliased `l`. */
function whereOf(db: DataSource, filter: AuditLogFilter): { sql: string; params: unknown[] } {
  const mysql = db.options.type === 'mysql';
  const time = (day: string, endOfDay: boolean) => {
    const at = new Date(`${day}T00:00:00Z`);
    if (endOfDay) at.setUTCDate(at.getUTCDate() + 1);
    return mysql ? at : at.toISOString().replace('T', ' ').replace('Z', '');
  };
  const terms: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    terms.push(sql);
    params.push(value);
  };
  if (filter.actorUserId) add('l.actor_user_id = ?', filter.actorUserId);
  if (filter.action) add('l.action = ?', filter.action);
  if (filter.reference) add('l.application_ref = ?', filter.reference.toUpperCase());
  if (filter.from) add('l.at >= ?', time(filter.from, false));
  if (filter.to) add('l.at < ?', time(filter.to, true));
  return { sql: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params };
}

/**
 * Newest first: by time (to the second), then by id, the order rows joined the chain. Every
 * filter has an index that ends in (at, audit_id) (docs/decisions/410), so a page is one range of
 * one index read backwards, whatever the table's size.
 */
const NEWEST_FIRST = 'ORDER BY l.at DESC, l.audit_id DESC';

const COLUMNS =
  'l.audit_id AS id, l.at AS at, l.actor_user_id AS actor, u.first_name AS first_name, u.last_name AS last_name, ' +
  'l.action AS action, l.target_type AS target_type, l.target_id AS target_id, l.application_ref AS ref, l.ip AS ip, l.detail AS detail';

/**
 * The rows of one page: the ids first, from the filter's index alone (a deep page skips index
 * entries, not whole rows), then those rows with their staff names.
 */
function pageSql(where: string, limit: number, offset: number): string {
  const ids = `SELECT l.audit_id FROM audit_log l ${where} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`;
  return (
    `SELECT ${COLUMNS} FROM (${ids}) k JOIN audit_log l ON l.audit_id = k.audit_id ` +
    `LEFT JOIN users u ON u.user_id = l.actor_user_id ${NEWEST_FIRST}`
  );
}

function rowOf(r: Record<string, unknown>): AuditLogRow {
  return {
    id: Number(r.id),
    at: storedTime(r.at),
    actorUserId: r.actor === null || r.actor === undefined ? null : Number(r.actor),
    actorName: r.first_name ? `${String(r.first_name)} ${String(r.last_name ?? '')}`.trim() : null,
    action: String(r.action),
    targetType: text(r.target_type),
    targetId: text(r.target_id),
    reference: text(r.ref),
    ip: text(r.ip),
    detail: text(r.detail),
  };
}

/** A page of audit rows, newest first, and the total. */
export async function queryAuditLog(db: DataSource, input: unknown, page: number, pageSize: number): Promise<AuditLogPage> {
  const filter = parseAuditFilter(input);
  const size = Math.min(AUDIT_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize) || 1));
  const number = Math.max(1, Math.floor(page) || 1);
  const { sql, params } = whereOf(db, filter);
  const total: Array<{ n: number | string }> = await db.query(`SELECT COUNT(*) AS n FROM audit_log l ${sql}`, params);
  const rows: Array<Record<string, unknown>> = await db.query(pageSql(sql, size, (number - 1) * size), params);
  return {
    items: rows.map(rowOf),
    total: Number(total[0]?.n ?? 0),
    page: number,
    pageSize: size,
  };
}

/** Every row the filters select, newest first, a batch at a time (keyset on time and id), for the CSV. */
export async function* eachAuditRow(db: DataSource, input: unknown, batchSize = 1000): AsyncGenerator<AuditLogRow[]> {
  const filter = parseAuditFilter(input);
  const { sql, params } = whereOf(db, filter);
  let after: { at: unknown; id: number } | null = null;
  for (;;) {
    const where: string = after ? `${sql ? `${sql} AND` : 'WHERE'} (l.at < ? OR (l.at = ? AND l.audit_id < ?))` : sql;
    const rows: Array<Record<string, unknown>> = await db.query(
      pageSql(where, batchSize, 0),
      after ? [...params, after.at, after.at, after.id] : params,
    );
    if (rows.length === 0) return;
    yield rows.map(rowOf);
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: Number(last.id) };
    if (rows.length < batchSize) return;
  }
}
