import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { KINDS } from '../application-records/kinds.js';

/**
 * The SQL pieces every report shares: which applications belong to a cycle, on both databases.
 * Applications stored before cycles existed (no cycle id) count in their kind's current cycle,
 * as the cycle figures count them (program-cycle-figures.ts).
 */
export interface CycleScope {
  kind: ApplicationKind;
  cycleId: number;
  isCurrent: boolean;
}

export function applicantTable(manager: EntityManager, kind: ApplicationKind): { table: string; id: string } {
  const metadata = manager.connection.getMetadata(KINDS[kind].entity);
  return { table: metadata.tableName, id: metadata.primaryColumns[0]!.databaseName };
}

/** Limits `alias` (an applicant table or retention_records) to the cycle. */
export function inCycle<T extends object>(query: SelectQueryBuilder<T>, alias: string, scope: CycleScope): SelectQueryBuilder<T> {
  return scope.isCurrent
    ? query.andWhere(`(${alias}.cycle_id = :cycleId OR ${alias}.cycle_id IS NULL)`, { cycleId: scope.cycleId })
    : query.andWhere(`${alias}.cycle_id = :cycleId`, { cycleId: scope.cycleId });
}

/** A date as a raw query answers it: a Date from MySQL, UTC text from SQLite. */
export function asInstant(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

export const count = (value: unknown): number => Number(value ?? 0);
