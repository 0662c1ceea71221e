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

function filtered(db: DataSource, filter: AuditLogFilter) {
  const mysql = db.options.type === 'mysql';
  const time = (day: string, endOfDay: boolean) => {
    const at = new Date(`${day}T00:00:00Z`);
    if (endOfDay) at.setUTCDate(at.getUTCDate() + 1);
    return mysql ? at : at.toISOString().replace('T', ' ').replace('Z', '');
  };
  const qb = db.createQueryBuilder().from('audit_log', 'l');
  if (filter.actorUserId) qb.andWhere('l.actor_user_id = :actor', { actor: filter.actorUserId });
  if (filter.action) qb.andWhere('l.action = :action', { action: filter.action });
  if (filter.reference) qb.andWhere('l.application_ref = :ref', { ref: filter.reference.toUpperCase() });
  if (filter.from) qb.andWhere('l.at >= :from', { from: time(filter.from, false) });
  if (filter.to) qb.andWhere('l.at < :to', { to: time(filter.to, true) });
  return qb;
}

function withNames(qb: ReturnType<typeof filtered>) {
  return qb
    .leftJoin('users', 'u', 'u.user_id = l.actor_user_id')
    .select([
      'l.audit_id AS id',
      'l.at AS at',
      'l.actor_user_id AS actor',
      'u.first_name AS first_name',
      'u.last_name AS last_name',
      'l.action AS action',
      'l.target_type AS target_type',
      'l.target_id AS target_id',
      'l.application_ref AS ref',
      'l.ip AS ip',
      'l.detail AS detail',
    ])
    .orderBy('l.audit_id', 'DESC');
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

/** A page of audit rows, newest first (by id: the order they joined the chain), and the total. */
export async function queryAuditLog(db: DataSource, input: unknown, page: number, pageSize: number): Promise<AuditLogPage> {
  const filter = parseAuditFilter(input);
  const size = Math.min(AUDIT_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize) || 1));
  const number = Math.max(1, Math.floor(page) || 1);
  const qb = filtered(db, filter);
  const total = await qb.clone().select('COUNT(*)', 'n').getRawOne<{ n: number | string }>();
  const rows: Array<Record<string, unknown>> = await withNames(qb.clone())
    .offset((number - 1) * size)
    .limit(size)
    .getRawMany();
  return {
    items: rows.map(rowOf),
    total: Number(total?.n ?? 0),
    page: number,
    pageSize: size,
  };
}

/** Every row the filters select, newest first, a batch at a time (keyset on the id), for the CSV. */
export async function* eachAuditRow(db: DataSource, input: unknown, batchSize = 1000): AsyncGenerator<AuditLogRow[]> {
  const filter = parseAuditFilter(input);
  let before: number | null = null;
  for (;;) {
    const qb = filtered(db, filter);
    if (before !== null) qb.andWhere('l.audit_id < :before', { before });
    const rows: Array<Record<string, unknown>> = await withNames(qb).limit(batchSize).getRawMany();
    if (rows.length === 0) return;
    const batch = rows.map(rowOf);
    yield batch;
    before = batch[batch.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}
