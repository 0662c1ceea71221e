import type { DataSource } from 'typeorm';
import { isMysql } from '../../../../db/dialect.js';
import { readRowValues } from '../../../../db/prepared-reads.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { KINDS } from '../application-records/kinds.js';
import { bindNamed, tableSql, type ListWhere } from './list-sql.js';

export type SortField = 'createdAt' | 'name';
export type SortDirection = 'ASC' | 'DESC';

export interface ListOrder {
  sortBy: SortField;
  direction: SortDirection;
}

/** The properties a list is ordered by: the date, or last then first name; the id breaks ties. */
export function orderProperties(kind: ApplicationKind, sortBy: SortField): string[] {
  const f = KINDS[kind].form.nameFields;
  return (sortBy === 'name' ? [f.lastName, f.firstName] : ['createdAt']).concat('id');
}

/** ORDER BY of a list on the table aliased `alias`: by date or name, the id breaking ties. */
export function orderBy(db: DataSource, kind: ApplicationKind, { sortBy, direction }: ListOrder, alias: string): string {
  const { column } = tableSql(db, kind);
  const dir = direction === 'ASC' ? 'ASC' : 'DESC';
  return orderProperties(kind, sortBy)
    .map((p) => `${column(p, alias)} ${dir}`)
    .join(', ');
}

/**
 * "After this row" in the list's order (keyset paging, docs/decisions/280): the rows whose sort
 * keys come after those of application `after`, so a page deep in the list reads only its own
 * index entries instead of every entry before it. Null when that application is gone (purged
 * since the previous page was read); the caller then pages by number.
 *
 * The keys are read as text and bound back: a date read into JavaScript would lose MariaDB's
 * microseconds and no longer equal the row's own key. The row-value comparison is exact on both
 * databases; the extra bound on the first key alone gives either planner a range on its index.
 */
export async function keysetAfter(
  db: DataSource,
  kind: ApplicationKind,
  order: ListOrder,
  after: number,
  alias: string,
): Promise<ListWhere | null> {
  const { name, column } = tableSql(db, kind);
  const props = orderProperties(kind, order.sortBy);
  const text = (sql: string) => (isMysql(db) ? `CAST(${sql} AS CHAR)` : sql);
  const keys = props.map((p) => (p === 'id' ? column(p, 'c') : text(column(p, 'c'))));
  const found = await readRowValues(
    db,
    ...bindNamed(`SELECT ${keys.join(', ')} FROM ${name} ${db.driver.escape('c')} WHERE ${column('id', 'c')} = :after`, {
      after,
    }),
  );
  if (!found.length) return null;
  const values = found[0]!;
  const params = Object.fromEntries(values.map((value, i) => [`key${i}`, value]));
  const columns = props.map((p) => column(p, alias));
  const [beyond, orOn] = order.direction === 'ASC' ? ['>', '>='] : ['<', '<='];
  const row = `(${columns.join(', ')}) ${beyond} (${props.map((_, i) => `:key${i}`).join(', ')})`;
  return { sql: `${columns[0]} ${orOn} :key0 AND ${row}`, params };
}
