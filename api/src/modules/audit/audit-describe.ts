import type { DataSource } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { isApplicationTarget, namesOf, referencesOfTargets, targetKey } from './audit-lookups.js';
import type { AuditLogRow } from './audit-query.js';
import { actorLabel, auditTime, describeAuditRow } from './audit-words.js';

/** A row of the log as the page and the CSV show it: the stored row, and the same in words. */
export interface DescribedAuditRow extends AuditLogRow {
  /** What happened, in a sentence ("Moved UG-7K3M-9QX2 from Received to In review"). */
  summary: string;
  /** Who did it: the staff member's name, "The applicant", "System"… */
  actorLabel: string;
  /** When, on the organisation's clock (ORG_TIME_ZONE). */
  when: string;
}

/** The staff members a row names besides its actor: the account it is about, reviewers assigned… */
export function peopleIn(row: Pick<AuditLogRow, 'action' | 'targetType' | 'targetId' | 'detail'>): number[] {
  const ids: string[] = [];
  if (row.targetType === 'user' && row.targetId) ids.push(row.targetId);
  const detail = row.detail ?? '';
  if (row.action === 'review.assign') ids.push(...(/^users (.*)$/.exec(detail)?.[1] ?? '').split(','));
  if (row.action === 'review.score-unlock') ids.push(/reviewer (\d+)/.exec(detail)?.[1] ?? '');
  if (row.action === 'mfa.reset_approved') ids.push(/asked by user (\d+)/.exec(detail)?.[1] ?? '');
  return ids.filter((id) => /^\d+$/.test(id)).map(Number);
}

/**
 * A page (or a CSV batch) of rows in words. What the rows point at is looked up for all of them
 * at once: one query for the references of the applications whose rows do not carry theirs (rows
 * written before the reference was stored with every application's event), one for the names.
 */
export async function describeRows(db: DataSource, rows: readonly AuditLogRow[], timeZone: string): Promise<DescribedAuditRow[]> {
  const unresolved = rows
    .filter((r) => !r.reference && isApplicationTarget(r.action, r.targetType, r.targetId))
    .map((r) => ({ kind: r.targetType as ApplicationKind, id: r.targetId! }));
  const [references, names] = await Promise.all([referencesOfTargets(db, unresolved), namesOf(db, rows.flatMap(peopleIn))]);
  return rows.map((row) => {
    const reference =
      row.reference ??
      (isApplicationTarget(row.action, row.targetType, row.targetId)
        ? (references.get(targetKey(row.targetType!, row.targetId!)) ?? null)
        : null);
    const ctx = { reference, nameOf: (id: number) => names.get(id) ?? null, timeZone };
    return {
      ...row,
      reference,
      summary: describeAuditRow(row, ctx),
      actorLabel: actorLabel(row),
      when: auditTime(row.at, timeZone),
    };
  });
}
