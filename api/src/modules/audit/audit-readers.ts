import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { APPLICATION_READ_ACTIONS, auditActionLabel } from '../../domain/audit.js';
import { storedTime } from './audit-chain.js';
import { targetOfReference } from './audit-lookups.js';

/** One read of an application, as "Who has seen this" counts it. */
export interface ApplicationRead {
  actorUserId: number | null;
  actorName: string | null;
  action: string;
  at: Date;
}

/** The reads of one person on one day (the organisation's day): "Jane Doe · November 28, 2026 · 7 times". */
export interface ReadGroup {
  actorUserId: number | null;
  /** The staff member's name, or what is left of a deleted account. */
  actorLabel: string;
  /** YYYY-MM-DD on the organisation's clock. */
  day: string;
  /** "November 28, 2026". */
  dayLabel: string;
  count: number;
  /** What they did that day, most done first: "Opened the application" 5, "Previewed a document" 2. */
  actions: Array<{ action: string; label: string; count: number }>;
  /** Their last read that day. */
  lastAt: Date;
}

/**
 * Every read grouped by person and day, newest day first (and within a day, the latest reader
 * first). Pure; the counts add up to the reads given.
 */
export function groupReads(reads: readonly ApplicationRead[], timeZone: string): ReadGroup[] {
  const groups = new Map<string, ReadGroup>();
  for (const read of reads) {
    const local = DateTime.fromJSDate(read.at, { zone: timeZone }).setLocale('en-US');
    const day = local.toISODate()!;
    const key = `${read.actorUserId ?? 'none'}|${day}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        actorUserId: read.actorUserId,
        actorLabel: read.actorName ?? (read.actorUserId === null ? 'System' : `A deleted account (#${read.actorUserId})`),
        day,
        dayLabel: local.toFormat('LLLL d, yyyy'),
        count: 0,
        actions: [],
        lastAt: read.at,
      };
      groups.set(key, group);
    }
    group.count++;
    if (read.at > group.lastAt) group.lastAt = read.at;
    const done = group.actions.find((a) => a.action === read.action);
    if (done) done.count++;
    else group.actions.push({ action: read.action, label: auditActionLabel(read.action), count: 1 });
  }
  const sorted = [...groups.values()].sort((a, b) => b.day.localeCompare(a.day) || b.lastAt.getTime() - a.lastAt.getTime());
  for (const g of sorted) g.actions.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return sorted;
}

/**
 * Every read of the application with this reference, from the audit log: the rows that carry
 * the reference, and those about its application written before reads carried it.
 */
export async function readsOf(db: DataSource, reference: string): Promise<ApplicationRead[]> {
  const upper = reference.trim().toUpperCase();
  const target = await targetOfReference(db, upper);
  const actions = APPLICATION_READ_ACTIONS.map(() => '?').join(',');
  const carried = `SELECT audit_id, at, actor_user_id, action FROM audit_log WHERE application_ref = ? AND action IN (${actions})`;
  const about =
    `SELECT audit_id, at, actor_user_id, action FROM audit_log WHERE target_type = ? AND target_id = ? ` +
    `AND application_ref IS NULL AND action IN (${actions})`;
  const sql = target ? `${carried} UNION ALL ${about}` : carried;
  const params = target
    ? [upper, ...APPLICATION_READ_ACTIONS, target.kind, target.id, ...APPLICATION_READ_ACTIONS]
    : [upper, ...APPLICATION_READ_ACTIONS];
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT r.at, r.actor_user_id AS actor, r.action, u.first_name, u.last_name FROM (${sql}) r ` +
      'LEFT JOIN users u ON u.user_id = r.actor_user_id ORDER BY r.at DESC, r.audit_id DESC',
    params,
  );
  return rows.map((r) => ({
    actorUserId: r.actor === null || r.actor === undefined ? null : Number(r.actor),
    actorName: r.first_name ? `${String(r.first_name)} ${String(r.last_name ?? '')}`.trim() : null,
    action: String(r.action),
    at: storedTime(r.at),
  }));
}
