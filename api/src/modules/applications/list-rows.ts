import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import { KINDS } from '../application-records/kinds.js';
import type { ApplicationSummaryView } from '../application-records/application-views.js';
import { listWhere, tableSql, type ListFilters, type ListWhere } from './list-sql.js';
import { orderBy, type ListOrder } from './list-order.js';

/*
 * How a list page's rows are read once its plan (list-query.ts) knows which ones: the columns,
 * the statement that walks the list's index to them, and their values.
 */

/** The columns a list row shows (summaryOf), named as ApplicationSummaryView names them. */
export interface SummarySelect {
  sql: string;
  createdAt: ColumnMetadata;
  archivedAt: ColumnMetadata;
}

const selects = new WeakMap<DataSource, Map<ApplicationKind, SummarySelect>>();

export function summarySelect(db: DataSource, kind: ApplicationKind): SummarySelect {
  let byKind = selects.get(db);
  if (!byKind) selects.set(db, (byKind = new Map()));
  let known = byKind.get(kind);
  if (!known) {
    const f = KINDS[kind].form.nameFields;
    const metadata = db.getMetadata(KINDS[kind].entity);
    const { column } = tableSql(db, kind);
    const pairs: [keyof ApplicationSummaryView, string][] = [
      ['id', 'id'],
      ['reference', 'reference'],
      ['firstName', f.firstName],
      ['lastName', f.lastName],
      ['email', f.email],
      ['createdAt', 'createdAt'],
      ['status', 'status'],
      ['archivedAt', 'archivedAt'],
      ['reviewStatus', 'reviewStatus'],
    ];
    known = {
      sql: pairs.map(([key, property]) => `${column(property)} AS ${db.driver.escape(key)}`).join(', '),
      createdAt: metadata.findColumnWithPropertyName('createdAt')!,
      archivedAt: metadata.findColumnWithPropertyName('archivedAt')!,
    };
    byKind.set(kind, known);
  }
  return known;
}

/**
 * The page's ids, walking the list's index (k), then their rows (a): only the page's rows are
 * read. After `keyset` (the previous page's last row) when given, else skipping to the page's number.
 */
export function pageRowsSql(
  db: DataSource,
  kind: ApplicationKind,
  filters: ListFilters,
  request: ListOrder & { page: number; pageSize: number },
  keyset: ListWhere | null,
): [string, Record<string, unknown>] {
  const { name, column } = tableSql(db, kind);
  const q = (n: string) => db.driver.escape(n);
  const where = listWhere(db, kind, filters, 'k');
  const offset = keyset ? 0 : (request.page - 1) * request.pageSize;
  const conditions = keyset ? `${where.sql} AND ${keyset.sql}` : where.sql;
  const ids = `SELECT ${column('id', 'k')} AS id FROM ${name} ${q('k')} WHERE ${conditions} ORDER BY ${orderBy(db, kind, request, 'k')} LIMIT ${request.pageSize} OFFSET ${offset}`;
  const sql = `SELECT ${summarySelect(db, kind).sql} FROM ${name} ${q('a')} INNER JOIN (${ids}) p ON ${column('id')} = ${q('p')}.${q('id')} ORDER BY ${orderBy(db, kind, request, 'a')}`;
  return [sql, { ...where.params, ...keyset?.params }];
}

/** A row's values in summarySelect's order: only the dates need the driver's reading (SQLite keeps them as text). */
export function rowView(db: DataSource, kind: ApplicationKind, select: SummarySelect, values: unknown[]): ApplicationSummaryView {
  const [id, reference, firstName, lastName, email, createdAt, status, archivedAt, reviewStatus] = values;
  return {
    kind,
    id: id as number,
    reference: reference as string,
    firstName: firstName as string,
    lastName: lastName as string,
    email: email as string,
    createdAt: db.driver.prepareHydratedValue(createdAt, select.createdAt) as Date,
    status: status as ApplicationSummaryView['status'],
    archivedAt: db.driver.prepareHydratedValue(archivedAt, select.archivedAt) as Date | null,
    reviewStatus: reviewStatus as ApplicationSummaryView['reviewStatus'],
  };
}
