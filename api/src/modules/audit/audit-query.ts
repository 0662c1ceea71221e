import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { fieldErrorsFromIssues, validationError } from '../../domain/errors.js';
import { AUDIT_PAGE_SIZE_MAX, auditLogFilterSchema, type AuditLogFilterInput } from '../../domain/audit.js';
import { storedTime } from './audit-chain.js';
import { NOT_ABOUT_AN_APPLICATION, targetOfReference } from './audit-lookups.js';

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

/** Where the filters take the rows from: `from` (aliased `l`, with `audit_id` and `at`) and its WHERE. */
interface Selection {
  from: string;
  where: string;
  params: unknown[];
}

/** The application the reference filter names, looked up once per request (null: none, or no filter). */
type ReferenceTarget = Awaited<ReturnType<typeof targetOfReference>>;
const targetOf = (db: DataSource, filter: AuditLogFilter) =>
  filter.reference ? targetOfReference(db, filter.reference) : Promise.resolve(null);

/** A day's first instant on the organisation's clock, as the driver takes a time. */
function dayStart(db: DataSource, day: string, timeZone: string, nextDay: boolean): unknown {
  let start = DateTime.fromISO(day, { zone: timeZone }).startOf('day');
  if (nextDay) start = start.plus({ days: 1 });
  const at = start.toJSDate();
  return db.options.type === 'mysql' ? at : at.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * The filters as SQL. Every filter but the reference is one WHERE over one index. The reference
 * finds the rows that carry it, and the rows about its application that do not (written before
 * every application's event stored it): a UNION of two index ranges, (application_ref, at) and
 * (target_type, target_id, at), so "who approved UG-…?" finds the status moves of any age.
 * `extra` (the CSV's keyset) applies to both halves.
 */
function selectionOf(
  db: DataSource,
  filter: AuditLogFilter,
  target: ReferenceTarget,
  timeZone: string,
  extra?: { sql: string; params: unknown[] },
): Selection {
  const terms: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    terms.push(sql);
    params.push(value);
  };
  if (filter.actorUserId) add('l.actor_user_id = ?', filter.actorUserId);
  if (filter.action) add('l.action = ?', filter.action);
  if (filter.from) add('l.at >= ?', dayStart(db, filter.from, timeZone, false));
  if (filter.to) add('l.at < ?', dayStart(db, filter.to, timeZone, true));
  if (extra) {
    terms.push(extra.sql);
    params.push(...extra.params);
  }
  const and = (first: string) => [first, ...terms].join(' AND ');
  if (!filter.reference) return { from: 'audit_log l', where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params };
  const reference = filter.reference.toUpperCase();
  if (!target) return { from: 'audit_log l', where: `WHERE ${and('l.application_ref = ?')}`, params: [reference, ...params] };
  const carried = `SELECT l.audit_id, l.at FROM audit_log l WHERE ${and('l.application_ref = ?')}`;
  const about = `SELECT l.audit_id, l.at FROM audit_log l WHERE ${and(
    `l.target_type = ? AND l.target_id = ? AND l.application_ref IS NULL AND l.action NOT LIKE '${NOT_ABOUT_AN_APPLICATION}'`,
  )}`;
  return {
    from: `(${carried} UNION ALL ${about}) l`,
    where: '',
    params: [reference, ...params, target.kind, target.id, ...params],
  };
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
function pageSql(selection: Pick<Selection, 'from' | 'where'>, limit: number, offset: number): string {
  const ids = `SELECT l.audit_id FROM ${selection.from} ${selection.where} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`;
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

/** Where the log's days begin and end: the organisation's clock (ORG_TIME_ZONE), as the page shows times. */
export interface AuditQueryOptions {
  timeZone?: string;
}

/** A page of audit rows, newest first, and the total. */
export async function queryAuditLog(
  db: DataSource,
  input: unknown,
  page: number,
  pageSize: number,
  { timeZone = 'UTC' }: AuditQueryOptions = {},
): Promise<AuditLogPage> {
  const filter = parseAuditFilter(input);
  const size = Math.min(AUDIT_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize) || 1));
  const number = Math.max(1, Math.floor(page) || 1);
  const selection = selectionOf(db, filter, await targetOf(db, filter), timeZone);
  const total: Array<{ n: number | string }> = await db.query(
    `SELECT COUNT(*) AS n FROM ${selection.from} ${selection.where}`,
    selection.params,
  );
  const rows: Array<Record<string, unknown>> = await db.query(pageSql(selection, size, (number - 1) * size), selection.params);
  return {
    items: rows.map(rowOf),
    total: Number(total[0]?.n ?? 0),
    page: number,
    pageSize: size,
  };
}

/** Every row the filters select, newest first, a batch at a time (keyset on time and id), for the CSV. */
export async function* eachAuditRow(
  db: DataSource,
  input: unknown,
  batchSize = 1000,
  { timeZone = 'UTC' }: AuditQueryOptions = {},
): AsyncGenerator<AuditLogRow[]> {
  const filter = parseAuditFilter(input);
  const target = await targetOf(db, filter);
  let after: { at: unknown; id: number } | null = null;
  for (;;) {
    const keyset = after
      ? { sql: '(l.at < ? OR (l.at = ? AND l.audit_id < ?))', params: [after.at, after.at, after.id] }
      : undefined;
    const selection = selectionOf(db, filter, target, timeZone, keyset);
    const rows: Array<Record<string, unknown>> = await db.query(pageSql(selection, batchSize, 0), selection.params);
    if (rows.length === 0) return;
    yield rows.map(rowOf);
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: Number(last.id) };
    if (rows.length < batchSize) return;
  }
}
