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
 * The sort keys of one row: the row `where` selects on the table aliased `c`, `offset` rows into
 * the list's order. Read as text and bound back: a date read into JavaScript would lose MariaDB's
 * microseconds and no longer equal the row's own key.
 */
async function keysOf(
  db: DataSource,
  kind: ApplicationKind,
  order: ListOrder,
  where: ListWhere,
  offset: number,
): Promise<unknown[] | null> {
  const { name, column } = tableSql(db, kind);
  const text = (sql: string) => (isMysql(db) ? `CAST(${sql} AS CHAR)` : sql);
  const keys = orderProperties(kind, order.sortBy).map((p) => (p === 'id' ? column(p, 'c') : text(column(p, 'c'))));
  const sql = `SELECT ${keys.join(', ')} FROM ${name} ${db.driver.escape('c')} WHERE ${where.sql} ORDER BY ${orderBy(db, kind, order, 'c')} LIMIT 1 OFFSET ${offset}`;
  const found = await readRowValues(db, ...bindNamed(sql, where.params));
  return found[0] ?? null;
}

/**
 * The rows after `keys` in the list's order, or up to and including them. The row-value
 * comparison is exact on both databases; the extra bound on the first key alone gives either
 * planner a range on the list's index, so a walk starts, or stops, there.
 */
function beyondKeys(
  db: DataSource,
  kind: ApplicationKind,
  order: ListOrder,
  keys: unknown[],
  alias: string,
  side: 'after' | 'upTo',
): ListWhere {
  const columns = orderProperties(kind, order.sortBy).map((p) => tableSql(db, kind).column(p, alias));
  const ascending = order.direction === 'ASC';
  const [row, first] = side === 'after' ? (ascending ? ['>', '>='] : ['<', '<=']) : ascending ? ['<=', '<='] : ['>=', '>='];
  const names = keys.map((_, i) => `${side}${i}`);
  return {
    sql: `${columns[0]} ${first} :${names[0]} AND (${columns.join(', ')}) ${row} (${names.map((n) => `:${n}`).join(', ')})`,
    params: Object.fromEntries(keys.map((value, i) => [names[i], value])),
  };
}

/**
 * "After this row" in the list's order (keyset paging, docs/decisions/280): the rows whose sort
 * keys come after those of application `after`, so a page deep in the list reads only its own
 * index entries instead of every entry before it. Null when that application is gone (purged
 * since the previous page was read); the caller then pages by number.
 */
export async function keysetAfter(
  db: DataSource,
  kind: ApplicationKind,
  order: ListOrder,
  after: number,
  alias: string,
): Promise<ListWhere | null> {
  const id = tableSql(db, kind).column('id', 'c');
  const keys = await keysOf(db, kind, order, { sql: `${id} = :after`, params: { after } }, 0);
  return keys && beyondKeys(db, kind, order, keys, alias, 'after');
}

/**
 * The first `count` rows of a list (`row`: its conditions on the table aliased `c`), as a
 * condition on the table aliased `alias`: a walk over them stops at the last on its index. Null
 * when the list has fewer rows: the whole list is that window.
 */
export async function keysetWindow(
  db: DataSource,
  kind: ApplicationKind,
  order: ListOrder,
  row: ListWhere,
  count: number,
  alias: string,
): Promise<ListWhere | null> {
  const keys = await keysOf(db, kind, order, row, count - 1);
  return keys && beyondKeys(db, kind, order, keys, alias, 'upTo');
}

/** The lowest and highest id among the first `count` rows of a list (`row` as for keysetWindow). */
export async function windowIdSpan(
  db: DataSource,
  kind: ApplicationKind,
  order: ListOrder,
  row: ListWhere,
  count: number,
): Promise<{ idLow: number; idHigh: number }> {
  const { name, column } = tableSql(db, kind);
  const ids = `SELECT ${column('id', 'c')} AS id FROM ${name} ${db.driver.escape('c')} WHERE ${row.sql} ORDER BY ${orderBy(db, kind, order, 'c')} LIMIT ${count}`;
  const [[low, high]] = (await readRowValues(db, ...bindNamed(`SELECT MIN(w.id), MAX(w.id) FROM (${ids}) w`, row.params))) as [
    [number, number],
  ];
  return { idLow: Number(low), idHigh: Number(high) };
}
