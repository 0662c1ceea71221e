import type { DataSource, EntityManager } from 'typeorm';
import { isApplicationKind, REFERENCE_PREFIXES, type ApplicationKind } from '../../domain/applications/index.js';

/**
 * What a row of the audit log points at, looked up when it is written or read: the application
 * behind a target (kind and id), the staff members behind ids. The audit feature imports no other
 * feature, so it reads their tables by name, as it already reads `users` for the actor's name.
 */
const APPLICANT_TABLES: Record<ApplicationKind, { table: string; id: string }> = {
  undergrad: { table: 'undergrad_applicants', id: 'undergrad_applicant_id' },
  parent: { table: 'parent_applicants', id: 'parent_applicant_id' },
  'high-school': { table: 'school_applicants', id: 'school_applicant_id' },
};

/** A program cycle's rows carry the kind as their type and the cycle's id: they are about no application. */
export const NOT_ABOUT_AN_APPLICATION = 'program-cycle.%';

/** Whether a row's target is one application (its kind and its id). */
export function isApplicationTarget(action: string, targetType: string | null, targetId: string | null): boolean {
  return isApplicationKind(targetType) && !!targetId && /^\d+$/.test(targetId) && !action.startsWith('program-cycle.');
}

const key = (kind: string, id: string | number) => `${kind}:${id}`;

/** The reference of one application, inside the writer's transaction (a new row carries it). */
export async function referenceOfTarget(manager: EntityManager, kind: ApplicationKind, id: string): Promise<string | null> {
  const { table, id: column } = APPLICANT_TABLES[kind];
  const rows: Array<{ reference: unknown }> = await manager.query(`SELECT reference FROM ${table} WHERE ${column} = ?`, [
    Number(id),
  ]);
  return rows[0]?.reference ? String(rows[0].reference) : null;
}

/**
 * The references of many targets in one query (a page of rows, a batch of the CSV), keyed
 * "kind:id". A deleted application is missing from the answer.
 */
export async function referencesOfTargets(
  db: DataSource,
  targets: ReadonlyArray<{ kind: ApplicationKind; id: string }>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const byKind = new Map<ApplicationKind, Set<number>>();
  for (const t of targets) byKind.set(t.kind, (byKind.get(t.kind) ?? new Set()).add(Number(t.id)));
  if (byKind.size === 0) return found;
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [kind, ids] of byKind) {
    const { table, id } = APPLICANT_TABLES[kind];
    parts.push(
      `SELECT '${kind}' AS kind, ${id} AS id, reference FROM ${table} WHERE ${id} IN (${[...ids].map(() => '?').join(',')})`,
    );
    params.push(...ids);
  }
  const rows: Array<{ kind: string; id: unknown; reference: unknown }> = await db.query(parts.join(' UNION ALL '), params);
  for (const r of rows) found.set(key(r.kind, String(r.id)), String(r.reference));
  return found;
}

/** The application a reference names (its kind from the prefix), or null when there is none (any more). */
export async function targetOfReference(
  db: DataSource,
  reference: string,
): Promise<{ kind: ApplicationKind; id: string } | null> {
  const upper = reference.trim().toUpperCase();
  const kind = (Object.keys(REFERENCE_PREFIXES) as ApplicationKind[]).find((k) => upper.startsWith(`${REFERENCE_PREFIXES[k]}-`));
  if (!kind) return null;
  const { table, id } = APPLICANT_TABLES[kind];
  const rows: Array<{ id: unknown }> = await db.query(`SELECT ${id} AS id FROM ${table} WHERE reference = ?`, [upper]);
  return rows[0] ? { kind, id: String(rows[0].id) } : null;
}

/** Staff members' names by id, in one query; a deleted account is missing from the answer. */
export async function namesOf(db: DataSource, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const names = new Map<number, string>();
  if (wanted.length === 0) return names;
  const rows: Array<{ id: unknown; first_name: unknown; last_name: unknown }> = await db.query(
    `SELECT user_id AS id, first_name, last_name FROM users WHERE user_id IN (${wanted.map(() => '?').join(',')})`,
    wanted,
  );
  for (const r of rows) names.set(Number(r.id), `${String(r.first_name)} ${String(r.last_name ?? '')}`.trim());
  return names;
}

export const targetKey = key;
